import pino from 'pino';
import { measureDownload } from '../src/server/admin/export-measure.ts';
import { insertBulkGuestlist } from '../src/server/admin/export-test-data.ts';
import { unzip } from '../src/server/admin/export-unzip.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openPglite } from '../src/server/db/client.ts';
import { clubs } from '../src/server/db/schema.ts';
import { createAdmin } from '../src/server/testing/members.ts';
import { type Figure, fmtFixed, fmtInt, printTable } from './format.ts';
import { webDistDir } from './paths.ts';

const SECTION = 'Export';
export const EXPORT_PARTIES = 100_000;
/** The live heap may hold one batch and its cells (~16 MB), never the list (156 MB): see export-large.test.ts. */
const HEAP_TARGET_MB = 40;
/** A 100,000-party night downloads in under 20 s. */
const ROWS_PER_SECOND_TARGET = 5_000;

/**
 * The guestlist export of a 100,000-party night over HTTP, as CSV and as XLSX, on an in-memory
 * PGlite: rows per second, and the peak growth of the live heap and of the process while it streams.
 */
export async function benchExport(): Promise<Figure[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-only-secret-0123456789abcdefghijklmnop',
    SMS_PROVIDER: 'console',
    ALLOW_CONSOLE_SMS: 'on',
    EMAIL_PROVIDER: 'console',
    ALLOW_CONSOLE_EMAIL: 'on',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/unused',
    WEB_DIST_DIR: webDistDir,
  });
  const database = await openPglite(undefined);
  try {
    await database.migrate();
    const db = database.db;
    const date = '2026-11-27';
    const [club] = await db
      .insert(clubs)
      .values({
        name: 'Bench Club',
        timeZone: config.DEFAULT_TIME_ZONE,
        guestlistOptions: {
          female: { enabled: true, details: '', closesAt: '23:00' },
          male: { enabled: true, details: '', closesAt: '23:00' },
        },
      })
      .returning();
    console.log(`  writing ${fmtInt(EXPORT_PARTIES)} parties…`);
    await insertBulkGuestlist(db, {
      clubId: club!.id,
      dates: [date],
      count: EXPORT_PARTIES,
      phoneBase: 3_000_000_000,
    });
    const admin = await createAdmin(db);

    const app = await buildApp({
      config,
      database,
      logger: pino({ level: 'silent' }),
      rateLimitPerMinute: 1e9,
    });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const rows: string[][] = [];
      const figures: Figure[] = [];
      for (const format of ['csv', 'xlsx'] as const) {
        console.log(`  exporting as ${format.toUpperCase()}…`);
        const chunks: Buffer[] = [];
        const url = `${base}/api/admin/export?clubId=${club!.id}&from=${date}&to=${date}&format=${format}`;
        const measured = await measureDownload(url, { cookie: admin.cookie }, (chunk) =>
          chunks.push(Buffer.from(chunk)),
        );
        if (measured.status !== 200) throw new Error(`${format} export answered ${measured.status}`);
        const file = Buffer.concat(chunks);
        const text =
          format === 'csv' ? file.toString('utf8') : unzip(file).get('xl/worksheets/sheet1.xml')!.toString();
        const exported = format === 'csv' ? text.split('\r\n').length - 2 : text.split('<row ').length - 2;
        if (exported !== EXPORT_PARTIES)
          throw new Error(`${format}: ${exported} rows, not ${EXPORT_PARTIES}`);

        const perSecond = EXPORT_PARTIES / measured.seconds;
        rows.push([
          format.toUpperCase(),
          fmtInt(perSecond),
          `${fmtFixed(measured.seconds, 1)} s`,
          `${fmtFixed(measured.bytes / 1e6, 1)} MB`,
          `${fmtFixed(measured.heapGrowthMb, 1)} MB`,
          `${fmtFixed(measured.rssGrowthMb, 1)} MB`,
        ]);
        figures.push(
          {
            section: SECTION,
            name: `${format.toUpperCase()} rows/s`,
            value: fmtInt(perSecond),
            target: `≥ ${fmtInt(ROWS_PER_SECOND_TARGET)}`,
            pass: perSecond >= ROWS_PER_SECOND_TARGET,
          },
          {
            section: SECTION,
            name: `${format.toUpperCase()} peak heap growth`,
            value: `${fmtFixed(measured.heapGrowthMb, 1)} MB`,
            target: `≤ ${HEAP_TARGET_MB} MB`,
            pass: measured.heapGrowthMb <= HEAP_TARGET_MB,
          },
          {
            section: SECTION,
            name: `${format.toUpperCase()} peak RSS growth`,
            value: `${fmtFixed(measured.rssGrowthMb, 1)} MB`,
          },
        );
      }
      printTable(
        `Guestlist export (${fmtInt(EXPORT_PARTIES)} parties on one night, PGlite in memory)`,
        ['Format', 'Rows/s', 'Time', 'File', 'Peak heap growth', 'Peak RSS growth'],
        rows,
        [1, 2, 3, 4, 5],
      );
      return figures;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
