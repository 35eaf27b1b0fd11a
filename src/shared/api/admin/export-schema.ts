/**
 * The admin panel's API for exporting a guestlist (CSV or XLSX) for the door.
 * Like every `/api/admin/*` route, these answer 401 when signed out and 403 for
 * anyone who is not an admin.
 */
import { z } from 'zod';
import { isoDateSchema } from '../common-schema.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/**
 * `GET /api/admin/export?clubId=&from=&to=&format=csv|xlsx`: the guestlist for the door, streamed
 * (a file download). One row per party, columns EXPORT_COLUMNS, ordered by date, status, surname.
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
  'Guest names',
  'Arrived',
  'Joined at',
  'Promoter',
] as const;
