/**
 * The admin panel's API for exporting a guestlist (CSV or XLSX) for the door.
 * Like every `/api/admin/*` route, these answer 401 when signed out and 403 for
 * anyone who is not an admin.
 */
import { z } from 'zod';
import { isoDateSchema } from '../common-schema.ts';
import { GUEST_NAMES_MAX } from '../guestlist-schema.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/**
 * `GET /api/admin/export?clubId=&from=&to=&format=csv|xlsx`: the guestlist for the door, streamed
 * (a file download). One row per party, ordered by date, status, surname; the columns are
 * EXPORT_COLUMNS, then one per guest name (see exportColumns).
 */
export const exportQuerySchema = z.object({
  clubId: z.uuid({ error: 'must be a club id' }),
  from: isoDateSchema,
  to: isoDateSchema,
  format: z.enum(EXPORT_FORMATS, { error: 'must be csv or xlsx' }).default('csv'),
});
export const EXPORT_COLUMNS = [
  'Date',
  'Status',
  'Waitlist #',
  'Last name',
  'First name',
  'Phone',
  'Ladies',
  'Men',
  'Party size',
  'Arrived',
  'Joined at',
  'Promoter',
] as const;

/**
 * How many "Guest n" columns follow EXPORT_COLUMNS: as many as the most names one party of the
 * export gave, one name per cell, and at least one so the file always says where the names go.
 * They come last so that every other column keeps its letter (docs/decisions/028).
 */
export function guestColumnsFor(mostNames: number): number {
  return Math.min(GUEST_NAMES_MAX, Math.max(1, mostNames));
}

/** Every column title of an export with `guestColumns` guest columns. */
export function exportColumns(guestColumns: number): string[] {
  return [...EXPORT_COLUMNS, ...Array.from({ length: guestColumns }, (_, i) => `Guest ${i + 1}`)];
}
