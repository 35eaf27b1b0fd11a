import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportQuerySchema, guestColumnsFor } from '../../shared/api/admin/export-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { requireManagerOf } from '../auth/require-role.ts';
import type { StaffReadDeps } from '../auth/staff-deps.ts';
import { findClubById } from '../clubs/clubs-repository.ts';
import { AppError } from '../http/errors.ts';
import { checkDateRange } from '../http/reports-range.ts';
import { exportCells } from './export-cells.ts';
import { csvHeader, csvLine } from './export-csv.ts';
import { measureExport, readExportRows } from './export-rows.ts';
import { checkXlsxParties, sheetNameFor, xlsxStream } from './export-xlsx.ts';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** `neon-room-guestlist-2026-11-26.csv`, or `…-2026-11-26-to-2026-12-03.xlsx` for a range. */
export function exportFileName(clubName: string, from: IsoDate, to: IsoDate, format: 'csv' | 'xlsx'): string {
  const slug =
    clubName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'club';
  const range = from === to ? from : `${from}-to-${to}`;
  return `${slug}-guestlist-${range}.${format}`;
}

/** The guestlist of a club for a date range, as a CSV or XLSX download streamed from the database. */
export const adminExportRoutes =
  ({ db, readDb, clock }: StaffReadDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/export',
      {
        schema: {
          tags: ['admin'],
          summary: 'Downloads a club’s guestlist for a date or range as CSV or XLSX (streamed)',
          querystring: exportQuerySchema,
          response: {
            200: {
              description:
                'The guestlist as a download (Content-Disposition: attachment, with a file name), streamed: CSV (RFC 4180, UTF-8) or an XLSX workbook, as `format` asks',
              content: {
                'text/csv': { schema: z.string() },
                [CONTENT_TYPES.xlsx]: { schema: z.string().meta({ format: 'binary' }) },
              },
            },
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            422: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { clubId, from, to, format } = request.query;
        const admin = await requireManagerOf(request, db, clubId);
        checkDateRange(from, to);
        const club = await findClubById(db, clubId);
        if (!club)
          throw new AppError(404, 'club_not_found', 'No club has this id. Pick a club from the list.');
        const shape = await measureExport(readDb, { clubId: club.id, from, to });
        // Answered before the download starts: past a sheet's rows Excel would drop parties.
        if (format === 'xlsx') checkXlsxParties(shape.parties);
        const guestColumns = guestColumnsFor(shape.mostGuestNames);

        const now = clock();
        const range = from === to ? from : `${from} to ${to}`;
        // Written before the first byte: an export that the client breaks off was still made.
        await recordAudit(
          db,
          admin,
          {
            action: 'guestlist.export',
            targetType: 'club',
            targetId: club.id,
            clubId: club.id,
            summary: `Exported the guestlist of ${club.name} for ${range} as ${format.toUpperCase()}`,
            details: { from, to, format },
          },
          now,
        );

        const batches = readExportRows(readDb, { clubId: club.id, from, to, timeZone: club.timeZone });
        const rows = mapBatches(batches, (batch) => batch.map((row) => exportCells(row, guestColumns)));
        const body =
          format === 'csv'
            ? Readable.from(csvChunks(rows, guestColumns), { objectMode: false })
            : Readable.from(xlsxStream(sheetNameFor(club.name), rows, now, { guestColumns }), {
                objectMode: false,
              });
        body.on('error', (error) => request.log.error({ err: error }, 'Guestlist export failed mid-stream'));

        const fileName = exportFileName(club.name, from, to, format);
        return (
          reply
            .header('content-type', CONTENT_TYPES[format])
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'no-store')
            // A stream is sent as it is: the typed send only knows the JSON error bodies.
            .send(body as never)
        );
      },
    );
  };

async function* mapBatches<T, U>(source: AsyncIterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of source) yield map(item);
}

async function* csvChunks(
  rows: AsyncIterable<ReturnType<typeof exportCells>[]>,
  guestColumns: number,
): AsyncGenerator<Buffer> {
  yield Buffer.from(csvHeader(guestColumns), 'utf8');
  for await (const batch of rows) {
    // One chunk per ~500 rows: big enough to be cheap, small enough to respect the socket's pace.
    for (let i = 0; i < batch.length; i += 500)
      yield Buffer.from(
        batch
          .slice(i, i + 500)
          .map(csvLine)
          .join(''),
        'utf8',
      );
  }
}
