import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { measureDownload } from './export-measure.ts';
import { insertBulkGuestlist } from './export-test-data.ts';
import { unzip } from './export-unzip.ts';

const PARTIES = 100_000;
const NIGHT = '2026-11-27';
/**
 * How far the live JavaScript heap may grow while 100,000 parties stream out (a full collection
 * before each sample, see export-measure.ts). The server holds one batch at a time: 10,000 rows and
 * their cells, ~16 MB (measured: 15 MB). Holding the whole list would take 84 MB for the row
 * objects alone and 156 MB with their cells (measured with this data), so 40 MB leaves room for
 * the chunk in flight and the HTTP machinery while failing any export that keeps the list.
 * PGlite's own memory is WebAssembly memory, outside this heap.
 */
const HEAP_GROWTH_LIMIT_MB = 40;

let t: TestApp;
let admin: Member;
let base: string;
let clubId: string;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-26T15:00:00Z') });
  admin = await createAdmin(t.database.db);
  clubId = (await insertClub(t.database.db, { name: 'Neon Room' })).id;
  const started = performance.now();
  await insertBulkGuestlist(t.database.db, {
    clubId,
    dates: [NIGHT],
    count: PARTIES,
    phoneBase: 3_000_000_000,
  });
  console.log(`inserted ${PARTIES} parties in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 180_000);
afterAll(() => t?.close());

async function download(format: 'csv' | 'xlsx', onChunk: (chunk: Uint8Array) => void) {
  const url = `${base}/api/admin/export?clubId=${clubId}&from=${NIGHT}&to=${NIGHT}&format=${format}`;
  const measured = await measureDownload(url, { cookie: admin.cookie }, onChunk);
  expect(measured.status).toBe(200);
  console.log(
    `${format}: ${(measured.bytes / 1e6).toFixed(1)} MB in ${measured.seconds.toFixed(1)} s ` +
      `(${Math.round(PARTIES / measured.seconds)} rows/s), live heap growth ${measured.heapGrowthMb.toFixed(1)} MB, ` +
      `RSS growth ${measured.rssGrowthMb.toFixed(1)} MB`,
  );
  return measured;
}

describe('exporting 100,000 parties', () => {
  test('CSV: every row, in order, streamed with bounded memory', { timeout: 240_000 }, async () => {
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let lines = 0;
    let pending = '';
    const kept: string[] = [];
    let last = '';
    const { heapGrowthMb } = await download('csv', (chunk) => {
      const parts = (pending + decoder.decode(chunk, { stream: true })).split('\r\n');
      pending = parts.pop()!;
      for (const line of parts) {
        lines += 1;
        // The header, the first party, and the first waitlisted party after the 88,000 confirmed.
        if (lines <= 2 || lines === 88_002) kept.push(line);
        last = line;
      }
    });
    expect(pending).toBe('');
    expect(lines).toBe(1 + PARTIES);
    expect(kept[0]).toMatch(/^\uFEFFDate,Status,/);
    expect(kept[1]).toBe(
      `${NIGHT},Confirmed,,Guest 000001,First 1,'+1 300 000 0001,2,1,3,Friend of 1,0,${kept[1]!.slice(-16)}`,
    );
    expect(kept[2]).toMatch(new RegExp(`^${NIGHT},Waitlisted,1,Guest 000010,First 10,`));
    expect(last).toMatch(new RegExp(`^${NIGHT},Cancelled,,Guest 100000,First 100000,`));
    expect(heapGrowthMb).toBeLessThan(HEAP_GROWTH_LIMIT_MB);
  });

  test('XLSX: a valid workbook of every row, streamed with bounded memory', {
    timeout: 240_000,
  }, async () => {
    // The chunks are Buffers (outside the JavaScript heap), so keeping them does not skew the figure.
    const chunks: Buffer[] = [];
    const { heapGrowthMb } = await download('xlsx', (chunk) => chunks.push(Buffer.from(chunk)));
    expect(heapGrowthMb).toBeLessThan(HEAP_GROWTH_LIMIT_MB);
    const sheet = unzip(Buffer.concat(chunks)).get('xl/worksheets/sheet1.xml')!.toString();
    expect(sheet.split('<row ').length - 1).toBe(1 + PARTIES);
    expect(sheet).toContain(`<autoFilter ref="A1:L${1 + PARTIES}"/>`);
    expect(sheet).toContain('<c r="D2" t="inlineStr"><is><t xml:space="preserve">Guest 000001</t></is></c>');
  });
});
