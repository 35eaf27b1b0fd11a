import { invalidRequest } from './fake-stripe-objects.ts';
import type { FormValue } from './form-body.ts';

/** Reads a form body the way Stripe does: unknown parameters are refused, so a typo fails the test. */
export class Params {
  readonly #values: Record<string, FormValue>;
  readonly #prefix: string;

  constructor(values: Record<string, FormValue>, known: readonly string[], prefix = '') {
    this.#values = values;
    this.#prefix = prefix;
    for (const key of Object.keys(values)) {
      if (!known.includes(key)) throw invalidRequest(`Received unknown parameter: ${this.#name(key)}`);
    }
  }

  #name(key: string) {
    return this.#prefix ? `${this.#prefix}[${key}]` : key;
  }

  string(key: string): string | undefined {
    const value = this.#values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${this.#name(key)}`);
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined) throw invalidRequest(`Missing required param: ${this.#name(key)}.`);
    return value;
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, { param: this.#name(key) });
    return Number(value);
  }

  requiredInteger(key: string): number {
    const value = this.integer(key);
    if (value === undefined) throw invalidRequest(`Missing required param: ${this.#name(key)}.`);
    return value;
  }

  object(key: string, known: readonly string[]): Params | undefined {
    const value = this.#values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidRequest(`Invalid object: ${this.#name(key)}`);
    }
    return new Params(value, known, this.#name(key));
  }

  list(key: string, known: readonly string[]): Params[] {
    const value = this.#values[key];
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw invalidRequest(`Invalid array: ${this.#name(key)}`);
    return value.map((item, index) => {
      if (typeof item !== 'object' || Array.isArray(item)) {
        throw invalidRequest(`Invalid object: ${this.#name(key)}[${index}]`);
      }
      return new Params(item, known, `${this.#name(key)}[${index}]`);
    });
  }

  /** Stripe's metadata: any keys, string values. */
  metadata(key = 'metadata'): Record<string, string> {
    const value = this.#values[key];
    if (value === undefined) return {};
    if (typeof value !== 'object' || Array.isArray(value))
      throw invalidRequest(`Invalid hash: ${this.#name(key)}`);
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, String(item)]));
  }
}
