import { describe, expect, test } from 'vitest';
import { en, type MessageId } from './en.ts';
import { es } from './es.ts';
import { say } from './index.ts';

const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
// A translation may name a value the English sentence leaves implicit (Spanish agrees in number).
const EXTRA: Partial<Record<MessageId, string[]>> = { 'listing.none': ['kindsOne'] };

describe('the concierge’s message catalogues', () => {
  test('Spanish has every English id and fills only the values the English sentence is given', () => {
    for (const id of Object.keys(en) as MessageId[]) {
      expect(es[id], id).toBeTruthy();
      const allowed = new Set([...placeholders(en[id]), ...(EXTRA[id] ?? [])]);
      for (const name of placeholders(es[id])) expect(allowed, `${id}: {${name}}`).toContain(name);
    }
  });

  test('say fills placeholders and leaves none behind when given them all', () => {
    expect(
      say('en', 'closing.open', {
        list: 'ladies’ list',
        club: 'Neon Room',
        night: 'Friday, Nov 27',
        time: '23:30',
      }),
    ).toBe('The ladies’ list at Neon Room for Friday, Nov 27 closes at 23:30.');
    for (const id of Object.keys(en) as MessageId[]) {
      const params = Object.fromEntries(
        [...placeholders(es[id]), ...placeholders(en[id])].map((name) => [name, 'x']),
      );
      expect(say('en', id, params), id).not.toMatch(/\{\w+\}/);
      expect(say('es', id, params), id).not.toMatch(/\{\w+\}/);
    }
  });
});
