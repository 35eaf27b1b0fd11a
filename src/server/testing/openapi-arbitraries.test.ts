import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import {
  encodeLoose,
  type Hints,
  type JsonSchema,
  type Operation,
  plausible,
  png,
  requestArbitrary,
  shaped,
} from './openapi-arbitraries.ts';

const hints: Hints = {
  ids: ['0b9f2c1e-8a4d-4f6b-9c3e-2d1a5b7e9f00', '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b'],
  named: { date: ['2026-11-27'] },
};
const uuid = { type: 'string', format: 'uuid' };
const reservation: JsonSchema = {
  type: 'object',
  properties: {
    clubId: uuid,
    date: { type: 'string' },
    partySize: { type: 'integer', minimum: 1, maximum: 50 },
    amount: { type: 'number', minimum: 0, maximum: 100 },
    arrivalTime: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
    notes: { type: 'string', maxLength: 20 },
    kind: { type: 'string', enum: ['guestlist', 'reservation'] },
    tableTypeId: { type: 'string', nullable: true, maxLength: 64 },
    guestNames: { type: 'array', maxItems: 3, items: { type: 'string', minLength: 1, maxLength: 8 } },
  },
  required: ['clubId', 'date', 'partySize', 'arrivalTime'],
};

/** Whether `value` fits the subset of JSON Schema the generator reads; the first misfit's path. */
function misfit(s: JsonSchema, value: unknown, path = '$'): string | undefined {
  if (value === null) return s.nullable ? undefined : path;
  if (s.enum) return s.enum.includes(value) ? undefined : path;
  const tooLong = (n: number) => n < (s.minLength ?? s.minItems ?? 0) || n > (s.maxLength ?? s.maxItems ?? n);
  switch (s.type) {
    case 'string':
      if (typeof value !== 'string' || tooLong(value.length)) return path;
      return s.pattern && !new RegExp(s.pattern).test(value) ? path : undefined;
    case 'integer':
    case 'number': {
      const ok = typeof value === 'number' && (s.type === 'number' || Number.isInteger(value));
      return ok && value >= (s.minimum ?? -Infinity) && value <= (s.maximum ?? Infinity) ? undefined : path;
    }
    case 'array':
      if (!Array.isArray(value) || tooLong(value.length)) return path;
      return value.map((item, i) => misfit(s.items ?? {}, item, `${path}[${i}]`)).find(Boolean);
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return path;
      const record = value as Record<string, unknown>;
      const missing = (s.required ?? []).find((key) => !(key in record));
      if (missing) return `${path}.${missing}`;
      const fields = Object.entries(record).map(([key, v]) =>
        s.properties?.[key] ? misfit(s.properties[key], v, `${path}.${key}`) : `${path}.${key} (extra)`,
      );
      return fields.find(Boolean);
    }
  }
  return undefined;
}

describe('plausible and shaped values', () => {
  test('plausible values always fit the schema, and use the known ids and dates', () => {
    fc.assert(
      fc.property(plausible(reservation, 'body', hints), (body) => {
        expect(misfit(reservation, body)).toBe(undefined);
      }),
    );
    const clubIds = fc.sample(plausible(uuid, 'clubId', hints), { numRuns: 200, seed: 1 });
    expect(clubIds.filter((id) => hints.ids.includes(id as string)).length).toBeGreaterThan(100);
    expect(fc.sample(plausible({ type: 'string' }, 'date', hints), { numRuns: 50, seed: 1 })).toContain(
      '2026-11-27',
    );
  });

  test('shaped values keep the type and bounds, with hostile text inside them', () => {
    const notes = fc.sample(shaped({ type: 'string', maxLength: 20 }, 'notes', hints), {
      numRuns: 1000,
      seed: 1,
    });
    expect(notes.every((n) => typeof n === 'string' && n.length <= 20)).toBe(true);
    expect(notes.some((n) => (n as string).includes('\u0000'))).toBe(true);
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    expect(notes.some((n) => lone.test(n as string))).toBe(true);
  });
});

describe('requestArbitrary', () => {
  const op: Operation = {
    method: 'POST',
    path: '/api/reservations/{id}/cancel',
    parameters: [
      { in: 'path', name: 'id', required: true, schema: { type: 'string' } },
      { in: 'query', name: 'since', schema: { type: 'integer', minimum: 0, maximum: 10 } },
      { in: 'header', name: 'idempotency-key', schema: { type: 'string' } },
    ],
    requestBody: { content: { 'application/json': { schema: reservation } } },
  };
  const requests = fc.sample(requestArbitrary(op, hints), { numRuns: 500, seed: 7 });

  test('fills every path parameter, and sends URLs a client could send', () => {
    for (const r of requests) {
      expect(r.url).toMatch(/^\/api\/reservations\/.*\/cancel(\?|$)/);
      expect(r.url).not.toMatch(/[{}\s\u0080-\uFFFF]/);
    }
  });

  test('a good share of bodies fit the schema (to reach the handler), others do not', () => {
    const json = requests.filter((r) => r.headers['content-type'] === 'application/json');
    const parsed = json.map((r) => {
      try {
        return JSON.parse(r.payload as string);
      } catch {
        return undefined; // a raw body sent as JSON on purpose
      }
    });
    const fitting = parsed.filter((body) => body !== undefined && misfit(reservation, body) === undefined);
    expect(fitting.length / requests.length).toBeGreaterThan(0.3);
    expect(fitting.length).toBeLessThan(requests.length * 0.9);
    expect(requests.some((r) => Buffer.isBuffer(r.payload))).toBe(true);
    expect(requests.some((r) => r.headers['idempotency-key'] !== undefined)).toBe(true);
  });

  test('GET requests carry no body', () => {
    const get = fc.sample(requestArbitrary({ ...op, method: 'GET' }, hints), { numRuns: 200, seed: 7 });
    expect(get.every((r) => r.payload === undefined && !r.headers['content-type'])).toBe(true);
  });
});

test('encodeLoose percent-encodes any text, lone surrogates as their invalid UTF-8 bytes', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(encodeLoose(text)).toMatch(/^[\w\-.~%]*$/);
      expect(decodeURIComponent(encodeLoose(text))).toBe(text);
    }),
  );
  expect(encodeLoose('a\uD800/')).toBe('a%ED%A0%80%2F');
});

test('png() builds images sharp reads, with the dimensions asked for', async () => {
  expect(await sharp(png(3, 2)).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });
});
