import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GUEST_BOOK_EXPORT_MAX,
  guestBookExportQuerySchema,
} from '../../shared/api/admin/guest-book-schema.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { requireManager } from '../auth/require-role.ts';
import type { StaffReadDeps } from '../auth/staff-deps.ts';
import type { ReadDatabase } from '../db/client.ts';
import type { ExportCell } from '../export/export-cells.ts';
import { CSV_BOM, csvField, csvLine } from '../export/export-csv.ts';
import { staffErrorSchemas } from '../http/route-schemas.ts';
import type { GuestBookCursor, GuestBookRecord, GuestBookScope } from './guest-book-repository.ts';
import { guestBookPage, guestName, type ListAsk, openGuestBook } from './guest-book-service.ts';

const BATCH = 1000;

const HEADER = [
  'Name',
  'Phone',
  'Visits',
  'Arrived (people)',
  'Guestlist no-shows',
  'Table no-shows',
  'Cancellations',
  'Tables',
  'Spend',
  'Deposits kept',
  'Cashback earned',
  'First visit',
  'Last visit',
  'Typical party',
  'Ladies share',
];

const text = (value: string): ExportCell => ({ kind: 'text', value });
const num = (value: number): ExportCell => ({ kind: 'number', value });
const dollars = (cents: number): ExportCell => text((cents / 100).toFixed(2));

/** One guest as CSV cells; names and phones go through the export's formula-safe quoting. */
export function guestBookCells(record: GuestBookRecord): ExportCell[] {
  const f = record.figures;
  return [
    text(guestName(record)),
    text(record.phoneNumber),
    num(f.visits),
    num(f.arrivedPeople),
    num(f.guestlistNoShows),
    num(f.tableNoShows),
    num(f.cancellations),
    num(f.tables),
    dollars(f.spendCents),
    dollars(f.depositsKeptCents),
    dollars(f.cashbackCents),
    text(f.firstVisit ?? ''),
    text(f.lastVisit ?? ''),
    text(f.typicalPartySize === null ? '' : String(f.typicalPartySize)),
    text(f.ladiesShare === null ? '' : `${Math.round(f.ladiesShare * 100)}%`),
  ];
}

async function* csvChunks(
  db: ReadDatabase,
  scope: GuestBookScope,
  ask: ListAsk,
  now: Date,
): AsyncGenerator<Buffer> {
  yield Buffer.from(`${CSV_BOM}${HEADER.map(csvField).join(',')}\r\n`, 'utf8');
  let cursor: GuestBookCursor | null = null;
  let sent = 0;
  do {
    const page = await guestBookPage(
      db,
      scope,
      ask,
      cursor,
      Math.min(BATCH, GUEST_BOOK_EXPORT_MAX - sent),
      now,
    );
    yield Buffer.from(page.rows.map((row) => csvLine(guestBookCells(row))).join(''), 'utf8');
    sent += page.rows.length;
    cursor = page.next;
  } while (cursor && sent < GUEST_BOOK_EXPORT_MAX);
}

/** The guest book as CSV, the list's search, filter and sort, streamed in keyset batches. */
export const guestBookExportRoute =
  ({ db, readDb, clock }: StaffReadDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/guest-book/export',
      {
        schema: {
          tags: ['admin'],
          summary: `Downloads the guest book as CSV (the list's search and filter; at most ${GUEST_BOOK_EXPORT_MAX} guests)`,
          querystring: guestBookExportQuerySchema,
          response: {
            200: {
              description: 'The guest book as a CSV download (RFC 4180, UTF-8), streamed',
              content: { 'text/csv': { schema: z.string() } },
            },
            ...staffErrorSchemas,
          },
        },
      },
      async (request, reply) => {
        const staff = await requireManager(request, db);
        const now = clock();
        const { scope } = await openGuestBook(db, staff, request.query, now);
        const { q, filter, sort } = request.query;
        await recordAudit(
          db,
          staff.user,
          {
            action: 'guest-book.export',
            targetType: scope.kind,
            targetId: scope.id,
            clubId: scope.kind === 'club' ? scope.id : null,
            venueId: scope.kind === 'venue' ? scope.id : null,
            summary: `Exported the guest book of ${scope.name} as CSV`,
            details: { q: q ?? null, filter: filter ?? null, sort },
          },
          now,
        );
        const body = Readable.from(csvChunks(readDb, scope, { q, filter, sort }, now), { objectMode: false });
        body.on('error', (error) => request.log.error({ err: error }, 'Guest book export failed mid-stream'));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="guest-book-${now.toISOString().slice(0, 10)}.csv"`,
          )
          .header('cache-control', 'no-store')
          .send(body as never);
      },
    );
  };
