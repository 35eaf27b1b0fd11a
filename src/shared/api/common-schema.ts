import { z } from 'zod';
import { isIsoDate } from '../dates.ts';
import { nameProblem } from '../storable-text.ts';

/* Schemas and types every API area shares: dates and instants, the error body, live events. */

/**
 * The dates the product can mean: any season's either side, and clear of the calendar's edges, where
 * a night's closing time (the next morning, in the club's zone) would fall in year 10000 or before
 * year 1, which neither JavaScript's time zones nor PostgreSQL represent.
 */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2199-12-31';
const DATE_RANGE_MESSAGE = `must be between ${EARLIEST_DATE} and ${LATEST_DATE}`;
const inDateRange = (date: string) => date >= EARLIEST_DATE && date <= LATEST_DATE;

export const isoDateSchema = z
  .string({ error: 'must be a date written as YYYY-MM-DD' })
  .superRefine((value, ctx) => {
    if (!isIsoDate(value))
      ctx.addIssue({
        code: 'custom',
        message: 'must be a real calendar date written as YYYY-MM-DD, e.g. 2026-11-26',
      });
    else if (!inDateRange(value)) ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE });
  });

/** An instant sent by a client (ISO 8601 in UTC), within the same years as dates. */
export const isoInstantSchema = z
  .string({ error: 'must be a date and time such as 2026-11-26T23:00:00Z' })
  .superRefine((value, ctx) => {
    if (!z.iso.datetime().safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: 'must be a date and time such as 2026-11-26T23:00:00Z' });
    else if (!inDateRange(value.slice(0, 10))) ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE });
  });

/**
 * For `.superRefine` on a name someone types (a person's, a guest's, a club's, a table's): one line
 * of plain text, or a 400 that names the character and says to remove it (see nameProblem).
 */
export function checkName(value: string, ctx: z.RefinementCtx): void {
  const problem = nameProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}

export const apiErrorSchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  /** Invalid requests (400 invalid_request): each field's path (e.g. `tableTypes.0.name`) and message. */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Events pushed over `GET /api/live` (Server-Sent Events, `event:` name = `topic`). */
export type LiveEvent =
  | { topic: 'clubs'; clubId: string }
  /** Sent only to the signed-in member it concerns. */
  | {
      topic: 'me';
      userId: string;
      kind: 'guestlist-entry' | 'reservation' | 'notification' | 'release-alert';
    }
  | { topic: 'guestlist-dates'; clubId: string; date: IsoDateString }
  /** A night's entries, reservations or admissions changed; sent only to staff (admins, door staff). */
  | { topic: 'night'; clubId: string; date: IsoDateString }
  /** A site setting (the notice) changed. */
  | { topic: 'settings' }
  | { topic: 'resync' };
type IsoDateString = string;

/** A club as a member's pass shows it: where to go, and the zone its times are in. */
export const passClubSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  mapsUrl: z.string(),
  timeZone: z.string(),
});
export type PassClub = z.infer<typeof passClubSchema>;
