import crypto from 'node:crypto';

/** A concrete URL for a route pattern: every `:param` gets a value of a plausible shape. */
export function concreteUrl(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (/date/i.test(name)) return '2026-11-27';
    if (name === 'role') return 'door';
    if (/phone/i.test(name)) return '+12125550199';
    if (name === 'gender') return 'female';
    return crypto.randomUUID();
  });
}
