import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { insertBulkGuestlist } from '../testing/export-data.ts';
import { measureDownload } from '../testing/export-measure.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { unzip } from '../testing/unzip.ts';
import { waitFor } from '../testing/wait.ts';

/** Past PostgreSQL's 65,535 parameters: a query listing the night's ids one each would fail. */
const PARTIES = 72_000;
/** Every 10th party waits unless it is a 25th (cancelled): g % 10 = 0 and g % 50 ≠ 0. */
const WAITING = PARTIES / 10 - PARTIES / 50;
const CONFIRMED = PARTIES - PARTIES / 10 - PARTIES / 25 + PARTIES / 50;
const NIGHT = '2026-11-27';
/**
 * How far the live JavaScript heap may grow while the night streams out (a full collection
 * before each sample, see export-measure.ts). The server holds one batch at a time: 10,000 rows and
 * their cells, ~16 MB (measured: 15 MB). Holding the whole list would take 60 MB for the row
 * objects alone and 110 MB with their cells, so 40 MB leaves room for the chunk in flight and the
 * HTTP machinery while failing any export that keeps the list. PGlite's own memory is
 * WebAssembly memory, outside this heap.
 */
const HEAP_GROWTH_LIMIT_MB = 40;

let t: TestApp;
let admin: Member;
let base: string;
let clubId: string;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  const db = t.database.db;
  admin = await createAdmin(db);
  clubId = (await insertClub(db, { name: 'Neon Room' })).id;
  const started = performance.now();
  await insertBulkGuestlist(db, { clubId, dates: [NIGHT], count: PARTIES, phoneBase: 3_000_000_000 });
  // The queue runs against the names (Guest 072000 joined it first), so a position counted in
  // file order, or per batch, cannot come out right by accident.
  await db.execute(sql`
    update guestlist_entries set waitlisted_at = timestamptz '2027-01-01' - (waitlisted_at - timestamptz '2026-01-01')
    where club_id = ${clubId} and status = 'waitlisted'`);
  // Guest 000002 came in with one of three; every 7th party arrived in full.
  await db.execute(sql`
    insert into check_ins (pass_kind, entry_id, club_id, date, people, checked_in_at, recorded_at)
    select 'guestlist', e.id, e.club_id, e.date, e.ladies + e.men, now(), now()
    from guestlist_entries e join users u on u.id = e.user_id
    where e.club_id = ${clubId} and e.status = 'confirmed' and substr(u.last_name, 7)::int % 7 = 0`);
  console.log(`inserted ${PARTIES} parties in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 180_000);
afterAll(() => t?.close());

const url = (format: 'csv' | 'xlsx') =>
  `${base}/api/admin/export?clubId=${clubId}&from=${NIGHT}&to=${NIGHT}&format=${format}`;

async function download(format: 'csv' | 'xlsx', onChunk: (chunk: Uint8Array) => void) {
  const measured = await measureDownload(url(format), { cookie: admin.cookie }, onChunk);
  expect(measured.status).toBe(200);
  console.log(
    `${format}: ${(measured.bytes / 1e6).toFixed(1)} MB in ${measured.seconds.toFixed(1)} s ` +
      `(${Math.round(PARTIES / measured.seconds)} rows/s), live heap growth ${measured.heapGrowthMb.toFixed(1)} MB, ` +
      `RSS growth ${measured.rssGrowthMb.toFixed(1)} MB`,
  );
  return measured;
}

/** Splits a CSV download into its lines as the chunks arrive. */
function csvLines(onLine: (line: string) => void) {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let pending = '';
  return {
    onChunk(chunk: Uint8Array) {
      const parts = (pending + decoder.decode(chunk, { stream: true })).split('\r\n');
      pending = parts.pop()!;
      for (const line of parts) onLine(line);
    },
    rest: () => pending,
  };
}

/** Cursors, and sessions or transactions, that the exports left open. */
async function leftovers(database: DatabaseHandle) {
  const count = async (db: { execute(query: ReturnType<typeof sql>): Promise<unknown> }, query: string) =>
    ((await db.execute(sql.raw(query))) as { rows: { n: number }[] }).rows[0]!.n;
  // The statement asking is a cursor too, an unnamed one.
  const cursors = `select count(*)::int as n from pg_cursors where name <> ''`;
  if (database.kind === 'pglite') return { cursors: await count(database.db, cursors), sessions: 0 };
  // A cursor is visible only from its own session: ask every idle connection of the pool...
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    let open = 0;
    for (const client of clients) open += (await client.query(cursors)).rows[0].n;
    // ...and find a connection never given back: an export's last statement is a CLOSE.
    const sessions = await count(
      database.db,
      `select count(*)::int as n from pg_stat_activity where datname = current_database()
       and (state like 'idle in transaction%' or query ~* '^\\s*(declare|fetch)')`,
    );
    return { cursors: open, sessions };
  } finally {
    for (const client of clients) client.release();
  }
}

describe(`exporting ${PARTIES.toLocaleString('en')} parties on one night`, () => {
  test('CSV: every row in door order, the queue numbered once, memory bounded', {
    timeout: 120_000,
  }, async () => {
    const statuses = ['Confirmed', 'Waitlisted', 'Cancelled'];
    let header = '';
    let rows = 0;
    let previous = { status: 0, guest: 0 };
    const mistakes: string[] = [];
    let waiting = 0;
    let arrived = 0;
    const lines = csvLines((line) => {
      if (!header) {
        header = line;
        return;
      }
      rows += 1;
      const [date, statusLabel, position, lastName, firstName, , ladies, men, , came, , , guestName] =
        line.split(',');
      const status = statuses.indexOf(statusLabel!);
      const guest = Number(lastName!.slice('Guest '.length));
      const expected =
        date === NIGHT &&
        firstName === `First ${guest}` &&
        guestName === `Friend of ${guest}` &&
        Number(ladies) === 1 + (guest % 3) &&
        Number(men) === guest % 2 &&
        (status > previous.status || (status === previous.status && guest > previous.guest)) &&
        // Guest 000010 waits last in line; the last of the names waits first.
        (status === 1 ? Number(position) === WAITING - waiting : position === '') &&
        Number(came) === (status === 0 && guest % 7 === 0 ? Number(ladies) + Number(men) : 0);
      if (!expected && mistakes.length < 5) mistakes.push(`row ${rows}: ${line}`);
      if (status === 1) waiting += 1;
      if (Number(came) > 0) arrived += 1;
      previous = { status, guest };
    });
    const { heapGrowthMb } = await download('csv', lines.onChunk);
    expect(lines.rest()).toBe('');
    expect(header).toMatch(/^\uFEFFDate,Status,Waitlist #,Last name,.*,Promoter,Guest 1$/);
    expect(mistakes).toEqual([]);
    expect(rows).toBe(PARTIES);
    expect(waiting).toBe(WAITING);
    expect(arrived).toBeGreaterThan(CONFIRMED / 8);
    expect(heapGrowthMb).toBeLessThan(HEAP_GROWTH_LIMIT_MB);
  });

  test('XLSX: a valid workbook of every row, streamed with bounded memory', {
    timeout: 120_000,
  }, async () => {
    // The chunks are Buffers (outside the JavaScript heap), so keeping them does not skew the figure.
    const chunks: Buffer[] = [];
    const { heapGrowthMb } = await download('xlsx', (chunk) => chunks.push(Buffer.from(chunk)));
    expect(heapGrowthMb).toBeLessThan(HEAP_GROWTH_LIMIT_MB);
    const sheet = unzip(Buffer.concat(chunks)).get('xl/worksheets/sheet1.xml')!.toString();
    expect(sheet.split('<row ').length - 1).toBe(1 + PARTIES);
    expect(sheet).toContain(`<autoFilter ref="A1:M${1 + PARTIES}"/>`);
    expect(sheet).toContain('<c r="D2" t="inlineStr"><is><t xml:space="preserve">Guest 000001</t></is></c>');
    const firstWaiting = CONFIRMED + 2;
    expect(sheet).toContain(`<c r="C${firstWaiting}"><v>${WAITING}</v></c>`);
  });

  test('a client that leaves mid-download leaves nothing open, and does not disturb another export', {
    timeout: 120_000,
  }, async () => {
    const headers = { cookie: admin.cookie };
    const abandoned = new AbortController();
    const leaving = (async () => {
      const response = await fetch(url('csv'), { headers, signal: abandoned.signal });
      let bytes = 0;
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.length;
          if (bytes > 1_000_000) abandoned.abort();
        }
      } catch (error) {
        if (!abandoned.signal.aborted) throw error;
      }
      return bytes;
    })();
    let rows = -1;
    const lines = csvLines(() => {
      rows += 1;
    });
    const staying = measureDownload(url('csv'), headers, lines.onChunk);
    const [left, stayed] = await Promise.all([leaving, staying]);
    expect(left).toBeGreaterThan(1_000_000);
    expect(left).toBeLessThan(stayed.bytes);
    expect(rows).toBe(PARTIES);
    // Closing happens after the socket closes: wait for it, then show what is still open if anything.
    let found = await leftovers(t.database);
    await waitFor('the exports to close their cursors', async () => {
      found = await leftovers(t.database);
      return (found.cursors === 0 && found.sessions === 0) || undefined;
    }).catch(() => {});
    expect(found).toEqual({ cursors: 0, sessions: 0 });
  });
});
