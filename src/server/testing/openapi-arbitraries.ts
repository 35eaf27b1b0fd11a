import zlib from 'node:zlib';
import fc from 'fast-check';

type Numbers = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems';
/** The part of JSON Schema (as @fastify/swagger writes the zod schemas) that the fuzz reads. */
export type JsonSchema = Partial<Record<Numbers, number> & Record<'type' | 'format' | 'pattern', string>> &
  Partial<{ enum: unknown[]; nullable: boolean; required: string[]; items: JsonSchema }> &
  Partial<{ properties: Record<string, JsonSchema>; anyOf: JsonSchema[]; oneOf: JsonSchema[] }>;
export type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
export type Operation = { method: string; path: string; parameters?: Parameter[] } & {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
/**
 * Values that exist in the database under test, so that requests also get past "not found": `ids`
 * for any uuid, `named` for fields and parameters of that name (clubId, date, token...).
 */
export type Hints = { ids: string[]; named: Record<string, string[]> };
export type FuzzRequest = { method: string; url: string } & {
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type Arb = fc.Arbitrary<unknown>;
type Pick = (schema: JsonSchema, name: string, hints: Hints) => Arb;
const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
// Lists as '|'-separated text: one line per family of values instead of one line per value.
const list = (items: string) => items.split('|');

/** Characters databases, exports and terminals choke on: NUL, C0/C1 controls, lone surrogates. */
export const BROKEN_TEXTS = list('\u0000|a\u0000b|\u0001|\u000B|\u001F|\u007F|\u0085|\uD800|\uDFFF|x\uDBFFy');
/** Other texts that have broken real servers: bidi and invisible marks, emoji, injections. */
export const HOSTILE_TEXTS = [
  ...list('\r\n|\t|\u00A0|\u200B|\uFEFF|\u202Eevil\u202C|\u200F|👩‍👩‍👧‍👦🎉|\u{10FFFF}|e\u0301\u0301'),
  ...list("ＡＢＣ|İı|٣|' OR '1'='1|'; DROP TABLE users; --|%|_|\\|\"|$1|<script>alert(1)</script>"),
  ...list('"><img src=x>|{{7*7}}|#{7*7}|../../etc/passwd|=HYPERLINK("http://x")||  |null|NaN|[]|{}'),
];
const JUNK: Arb = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, -0, 1.5, '', {}, [], [[[[]]]], { $gt: '' }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`)),
);
const huge = fc
  .tuple(fc.constantFrom(50_000, 20_000, 5_000), fc.constantFrom(...list("a|🎉|\u0000|\u0301|'|%")))
  .map(([n, c]) => c.repeat(n / c.length));
const hostile = fc.oneof(fc.constantFrom(...BROKEN_TEXTS), fc.constantFrom(...HOSTILE_TEXTS));
const sandwiched = fc.tuple(fc.string(), hostile, fc.string()).map((p) => p.join(''));
/** Hostile text, alone or inside random text, and random UTF-16 (lone surrogates included). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  w(3, hostile),
  w(2, sandwiched),
  w(1, fc.string({ unit: 'binary', maxLength: 40 })),
  w(1, fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) })),
);
const clamp = (s: string, min = 0, max = Number.POSITIVE_INFINITY) => s.slice(0, max).padEnd(min, 'x');

export const IMPOSSIBLE_DATES = [
  ...list('2026-02-30|2026-13-01|0000-00-00|2026-00-10|2025-02-29|9999-12-31|275760-09-13|+275760-09-13'),
  ...list('-000001-01-01|1969-12-31|2026-1-1|20261127|2026-11-27T00:00:00Z|2026/11/27|2026-11-27 '),
];
const someDay = fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true });
const ODD_UUIDS = list('00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff|0-0-0-0-0');
/** String fields whose name says what they hold (the schema does not): [name, plausible, hostile]. */
const NAMED: [RegExp, string, string][] = [
  [/^tableTypeId$/, 'booth|vip', 'nope|BOOTH'],
  [/^(date|dates|from|to)$/, '2026-11-27', IMPOSSIBLE_DATES.join('|')],
  [/phone|Number$/i, '+12125550199|+442071838750', '+1212|2125550199|+9999999999999999|+1 (212) 555-0199'],
  [/timeZone/, 'America/New_York|Europe/London|UTC', 'Etc/GMT+14|Mars/Olympus|america/new_york|Local'],
  [/closesAt|Time$/, '23:00|00:30|21:30', '24:00|23:60|7:00|12:00:00|-1:00|10:56'],
  [/email/i, 'a@example.com|b.c@example.org', `not-an-email|a@b|${'a'.repeat(250)}@x.com`],
  [/Url$/, 'https://maps.google.com/?q=1|', 'javascript:alert(1)|http://[::1]:80/|https://'],
  [/^file$/, 'abcdef123456-400.webp', 'abcdef123456-9999.webp|..|.webp'],
];
const readable = fc.stringMatching(/^[A-Z][a-z]{2,12}( [a-z]{1,9}){0,3}$/);

/**
 * How far a value strays from the schema. `plausible`: what a client would send, to reach the
 * handler. `shaped`: the schema's type, format and bounds, with hostile text or a known-bad value
 * (impossible date, unknown time zone, uppercase uuid) in one place, the rest plausible so that it
 * gets to the handler. `fuzz`: any of those, or `wild`.
 */
type Level = 'plausible' | 'shaped';
export const plausible: Pick = (s, name, hints) => arbitraryFor(s, name, hints, 'plausible');
export const shaped: Pick = (s, name, hints) => arbitraryFor(s, name, hints, 'shaped');
export const fuzz: Pick = (s, name, hints) =>
  fc.oneof(w(2, plausible(s, name, hints)), w(1, shaped(s, name, hints)), w(1, wild(s, name, hints)));

function arbitraryFor(s: JsonSchema, name: string, hints: Hints, level: Level): Arb {
  const base = baseOf(s, name, hints, level);
  return s.nullable ? fc.oneof(w(4, base), w(1, fc.constant(null))) : base;
}
function baseOf(s: JsonSchema, name: string, hints: Hints, level: Level): Arb {
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => arbitraryFor(b, name, hints, level)));
  const [min, max] = [s.minimum ?? -1e6, s.maximum ?? 1e9];
  // Small counts mostly: parties, spots and sizes have limits tighter than the schema's.
  const small = fc.integer({ min: Math.max(min, 0), max: Math.min(max, Math.max(min, 0) + 5) });
  if (s.type === 'integer' && level === 'plausible')
    return fc.oneof(w(3, small), w(1, fc.integer({ min, max })));
  if (s.type === 'integer') return fc.integer({ min, max });
  // Cents: amounts with more decimals are refused, and would not reach the handler.
  if (s.type === 'number' && level === 'plausible')
    return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100);
  if (s.type === 'number') return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  if (s.type === 'boolean') return fc.boolean();
  if (s.type === 'object') {
    const field = (k?: string) => (p: JsonSchema, key: string) =>
      arbitraryFor(p, key, hints, key === k ? 'shaped' : 'plausible');
    const keys = Object.keys(s.properties ?? {});
    if (level === 'plausible' || keys.length === 0) return objectOf(s, field(), s.required ?? []);
    return fc.oneof(...keys.map((k) => objectOf(s, field(k), [...(s.required ?? []), k])));
  }
  if (s.type === 'array') {
    // Unique items (ids, days): a list that repeats one is refused, and would not reach the handler.
    const selector = (v: unknown) => JSON.stringify((v as { id?: unknown } | null)?.id ?? v);
    const minLength = Math.max(s.minItems ?? 0, level === 'shaped' ? 1 : 0);
    const length = { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 5, 5)), selector };
    return fc.uniqueArray(arbitraryFor(s.items ?? {}, name, hints, level), length);
  }
  return s.type === 'string' ? stringOf(s, name, hints, level) : JUNK;
}
function stringOf(s: JsonSchema, name: string, hints: Hints, level: Level): fc.Arbitrary<string> {
  // A path parameter's name comes scoped, as in `reservations/id`: its known values are that kind's.
  const bare = name.slice(name.lastIndexOf('/') + 1);
  const known = hints.named[name] ?? hints.named[bare] ?? [];
  const rule = NAMED.find(([re]) => re.test(bare) || (s.format === 'date' && re.test('date')));
  const isId = !rule && (s.format === 'uuid' || /(^id|Id|^ids)$/.test(bare));
  const bounded = (arb: fc.Arbitrary<string>) => arb.map((v) => clamp(v, s.minLength, s.maxLength));
  const ids = fc.constantFrom(...hints.ids);
  // fast-check's own strings for a pattern reach its corners too (year 0000 in a date-time).
  const matching = s.pattern && !rule ? fc.stringMatching(new RegExp(s.pattern)) : undefined;
  let good = matching ?? bounded(rule ? fc.constantFrom(...list(rule[1])) : readable);
  if (isId) good = fc.oneof(w(3, ids), w(1, fc.uuid()));
  if (known.length > 0) good = fc.oneof(w(3, fc.constantFrom(...known)), w(1, good));
  if (level === 'plausible') return good;
  let bad = matching ?? bounded(rule ? fc.constantFrom(...list(rule[2])) : hostileText);
  const upper = ids.map((id) => id.toUpperCase());
  if (isId) bad = fc.oneof(upper, fc.constantFrom(...ODD_UUIDS));
  const day = someDay.map((d) => d.toISOString().slice(0, 10));
  if (/date|^from$|^to$/.test(bare)) bad = fc.oneof(bad, day);
  return fc.oneof(w(2, bad), w(1, bounded(hostileText)));
}

/** A value that breaks the schema: wrong type, out of range, off the enum, far too long. */
export const wild: Pick = (s, name, hints) => {
  const off: Arb[] = [JUNK, hostileText, huge];
  if (s.enum) off.push(fc.constantFrom(...s.enum).map((e) => (typeof e === 'string' ? e.toUpperCase() : e)));
  if (s.type === 'integer' || s.type === 'number')
    off.push(fc.constantFrom((s.minimum ?? 0) - 1, (s.maximum ?? 1e9) + 1, 0.5, 2 ** 53, -(2 ** 63), '5'));
  if (s.type === 'array' && s.maxItems !== undefined && s.maxItems <= 500) {
    const length = { minLength: s.maxItems + 1, maxLength: s.maxItems + 1 };
    off.push(fc.array(shaped(s.items ?? {}, name, hints), length));
  }
  if (s.type === 'object') off.push(objectOf(s, (p, key) => fuzz(p, key, hints), [], true));
  if (s.type === 'string') off.push(shaped({ type: 'string' }, name, hints));
  return fc.oneof(...off);
};

const EXTRA_KEYS = list('__proto__|constructor|isAdmin|userId|id|status|role|createdAt');
/** The schema's properties as an object; `extra` adds unknown keys some of the time. */
type Field = (p: JsonSchema, key: string) => Arb;
function objectOf(s: JsonSchema, field: Field, required: string[], extra = false) {
  const model = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, p]) => [k, field(p, k)]));
  const record = fc.record(model, { requiredKeys: required.filter((key) => key in model) });
  if (!extra) return record;
  const extras = fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), hostileText), JUNK, { maxKeys: 3 });
  return fc.tuple(record, fc.option(extras)).map(([r, x]) => (x ? { ...x, ...r } : r));
}

/** A JSON body at a level; a fuzzed object may also lose required fields, or be junk altogether. */
export function jsonBody(s: JsonSchema, hints: Hints, pick: Pick): Arb {
  if (s.type !== 'object' || pick !== fuzz) return pick(s, 'body', hints);
  const fuzzed = (required: string[]) => objectOf(s, (p, key) => fuzz(p, key, hints), required, true);
  return fc.oneof(w(3, fuzzed(s.required ?? [])), w(1, fuzzed([])), w(1, JUNK));
}

const bytesOf = (cp: number) =>
  cp >= 0xd800 && cp <= 0xdfff // a lone surrogate: the 3 bytes it would take, invalid UTF-8
    ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
    : [...Buffer.from(String.fromCodePoint(cp))];
/** Percent-encodes all but unreserved characters (encodeURIComponent throws on lone surrogates). */
export const encodeLoose = (value: string): string =>
  [...value].map((ch) => (/^[\w\-.~]$/.test(ch) ? ch : percent(bytesOf(ch.codePointAt(0)!)))).join('');
const percent = (bytes: Iterable<number>) =>
  [...bytes].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const RAW_SEGMENTS = [...list('%00|%2F|%2e%2e|..|.|%ZZ|%|%E0%A4%A|%ED%A0%80|%C0%AF|%FF|+'), 'a'.repeat(4e3)];
/** Already-encoded URL text: shaped values, or hostile ones, broken encodings, encoded real ids. */
function urlText(s: JsonSchema, name: string, hints: Hints, pick: Pick): fc.Arbitrary<string> {
  const value = pick(s, name, hints).map((v) => encodeLoose(typeof v === 'string' ? v : JSON.stringify(v)));
  if (pick !== fuzz) return value;
  const tails = fc.constantFrom('', '%00', '%2F..', '%20');
  const ids = fc.tuple(fc.constantFrom(...hints.ids), fc.boolean(), tails);
  const odd = ids.map(([id, encode, tail]) => (encode ? percent(Buffer.from(id)) : id) + tail);
  return fc.oneof(w(6, value), w(2, fc.constantFrom(...RAW_SEGMENTS)), w(2, odd));
}
/** Numbers as query text: in range, at its edges written oddly, or the ones parsers get wrong. */
function numberText(s: JsonSchema, pick: Pick): fc.Arbitrary<string> {
  const [min, max] = [s.minimum ?? 0, s.maximum ?? 1e6];
  if (pick === plausible) return fc.integer({ min, max }).map(String);
  const edges = fc.constantFrom(`${min}`, `${max}`, `0${max}`, `+${min}`, `${max}.0`, `${min}e0`);
  const odd = list(`-1|1.5|NaN|Infinity|-Infinity|1e309|0x1F||-0| 5|0b1|٣|${'9'.repeat(400)}`);
  return pick === shaped
    ? edges
    : fc.oneof(numberText(s, plausible), edges, fc.constantFrom(...odd).map(encodeLoose));
}

function queryString(params: Parameter[], hints: Hints, pickOf: (p: Parameter) => Pick) {
  const pairs = params.map((p) => {
    const [s, pick] = [p.schema ?? {}, pickOf(p)];
    const one =
      s.type === 'integer' || s.type === 'number' ? numberText(s, pick) : urlText(s, p.name, hints, pick);
    // A repeated key makes the parsed value an array: the wrong type, through the URL.
    const values = pick !== fuzz ? one.map((v) => [v]) : fc.array(one, { minLength: 1, maxLength: 2 });
    const pair = values.map((vs) => vs.map((v) => `${p.name}=${v}`).join('&'));
    return p.required || pick === shaped ? pair : fc.option(pair, { freq: 4 });
  });
  const extras = list('__proto__[x]=1|constructor=1|a[b][c]=1|&&&|=|%ZZ=%ZZ|q=%00');
  const fuzzing = params.some((p) => pickOf(p) === fuzz);
  const extra = fuzzing ? fc.option(fc.constantFrom(...extras), { freq: 2 }) : fc.constant(null);
  return fc.tuple(fc.tuple(...pairs), extra).map(([parts, x]) => {
    const query = [...parts, x].filter((part) => part !== null).join('&');
    return query ? `?${query}` : '';
  });
}

/** An RGB PNG with these header dimensions; without `pixels` the image data is missing. */
export function png(width: number, height: number, pixels = true): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 2, 0, 0, 0]);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  const data = pixels ? [chunk('IDAT', zlib.deflateSync(Buffer.alloc((width * 3 + 1) * height)))] : [];
  const signature = Buffer.from('89504e470d0a1a0a', 'hex');
  return Buffer.concat([signature, chunk('IHDR', header), ...data, chunk('IEND', Buffer.alloc(0))]);
}
const MAGIC = list('89504e470d0a1a0a|ffd8ffe0|524946460000000057454250|000000206674797061766966|47494638');
/** Raw bodies: real and lying images (a 60000² PNG header), magic bytes then junk, broken JSON. */
const rawBody = fc.oneof(
  w(3, fc.constantFrom(png(320, 180), png(2, 2), png(60_000, 60_000, false), png(1, 1, false), png(0, 0))),
  w(2, fc.tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 512 }))),
  w(1, fc.constantFrom(...list('{|{"a":|null|"x"|[]||\uFEFF{}|{"__proto__":{"x":1}}|{"a":1,"a":2}|<svg/>'))),
);
const CONTENT_TYPES = [
  ...list('application/json|text/plain|image/png|image/jpeg|application/octet-stream|text/plain; charset=x'),
  ...list('application/x-www-form-urlencoded|multipart/form-data; boundary=x|application/merge-patch+json'),
];

/**
 * Requests to an operation: all plausible; one input (a path or query parameter, or the body) shaped
 * and hostile, the others plausible; or everything fuzzed, raw bodies and odd headers included.
 */
export function requestArbitrary(op: Operation, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const type = fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 5 });
  const raw = fc.tuple(type, rawBody).map(([contentType, b]) => {
    const payload = Array.isArray(b) ? Buffer.concat([Buffer.from(b[0], 'hex'), b[1]]) : b;
    return [contentType, payload] as const;
  });
  const parts = op.path.split('/');
  // Scoped by the segment before it (`reservations/id`), so that known values are of the right kind.
  const scoped = (name: string) => `${parts[parts.indexOf(`{${name}}`) - 1]}/${name}`;
  const [inPath, inQuery] = [params.filter((p) => p.in === 'path'), params.filter((p) => p.in === 'query')];
  const hasKey = params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
  const none = fc.constant(null);
  const build = (pickOf: (input: Parameter | 'body') => Pick) => {
    const pick = pickOf('body');
    const json =
      schema && jsonBody(schema, hints, pick).map((b) => ['application/json', JSON.stringify(b)] as const);
    let body: fc.Arbitrary<readonly [string | null, string | Buffer] | null> = json || fc.oneof(none, raw);
    if (pick === fuzz) body = fc.oneof(w(1, none), w(json ? 1 : 3, raw), ...(json ? [w(6, json)] : []));
    const odd = fc.constantFrom('', ' ', 'é', 'a\tb', 'a'.repeat(300));
    const key = hasKey ? fc.option(pick === fuzz ? fc.oneof(fc.uuid(), odd) : fc.uuid(), { freq: 3 }) : none;
    const segment = (p: Parameter) => urlText(p.schema ?? {}, scoped(p.name), hints, pickOf(p));
    const segments = fc.tuple(...inPath.map((p) => fc.tuple(fc.constant(p.name), segment(p))));
    const query = queryString(inQuery, hints, pickOf);
    return fc
      .record({ segments, query, key, body: op.method === 'GET' ? none : body })
      .map((r): FuzzRequest => {
        const values = new Map(r.segments);
        const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values.get(name) ?? '') + r.query;
        const headers: Record<string, string> = r.key === null ? {} : { 'idempotency-key': r.key };
        if (r.body?.[0]) headers['content-type'] = r.body[0];
        return { method: op.method, url, headers, ...(r.body ? { payload: r.body[1] } : {}) };
      });
  };
  const inputs = [...inPath, ...inQuery, ...(schema ? ['body' as const] : [])];
  const oneShaped = inputs.map((chosen) => build((input) => (input === chosen ? shaped : plausible)));
  const n = Math.max(inputs.length, 1);
  return fc.oneof(
    w(
      2 * n,
      build(() => plausible),
    ),
    ...oneShaped.map((arb) => w(3, arb)),
    w(
      3 * n,
      build(() => fuzz),
    ),
  );
}
