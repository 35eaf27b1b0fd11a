/**
 * The admin panel's API for guestlist dates (the GUESTLIST DATES section): opening, closing and
 * capacity. Like every `/api/admin/*` route, these answer 401 when signed out and 403 for
 * anyone who is not an admin.
 */
import { z } from 'zod';
import { addDays, type IsoDate, type Weekday, weekdayOf } from '../../dates.ts';
import { isoDateSchema } from '../common-schema.ts';

const capacity = z
  .number()
  .int({ error: 'must be a whole number of people' })
  .min(0, { error: 'must be 0 or more' })
  .max(100_000)
  .nullable()
  .describe('Spots for this gender; null = unlimited');

export const guestlistDateSchema = z.object({
  date: z.string(),
  capacityFemale: z.number().int().nullable(),
  capacityMale: z.number().int().nullable(),
  /** People on the list (confirmed) and waiting, by gender; parties with both count in both. */
  confirmed: z.object({ ladies: z.number().int(), men: z.number().int() }),
  waitlisted: z.object({ ladies: z.number().int(), men: z.number().int() }),
  /** Active (confirmed or waitlisted) entries: closing the date cancels these. */
  activeEntries: z.number().int(),
});
export type GuestlistDate = z.infer<typeof guestlistDateSchema>;

/** `GET /api/admin/clubs/{clubId}/dates?from=&to=` (at most 400 days apart): the open dates in range. */
export const guestlistDatesQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export const guestlistDatesResponseSchema = z.object({
  clubId: z.uuid(),
  dates: z.array(guestlistDateSchema),
});

/**
 * `GET /api/admin/clubs/{clubId}/next-open-date`: the night the dashboard opens on. `tonight` is the
 * night going on on the club's clock (until 06:00 the date before); `date` is the first open date
 * from tonight on (tonight itself when it is open), or null when none is open.
 */
export const nextOpenDateResponseSchema = z.object({
  clubId: z.uuid(),
  tonight: z.string(),
  date: z.string().nullable(),
});
export type NextOpenDate = z.infer<typeof nextOpenDateResponseSchema>;

/**
 * `POST /api/admin/clubs/{clubId}/dates`: opens the dates (already open ones keep their capacity
 * unless `capacity*` is given). Answers with the dates now open in the range of the request.
 */
export const openDatesBodySchema = z.object({
  dates: z
    .array(isoDateSchema)
    .min(1, { error: 'Pick at least one date' })
    .max(400, { error: 'Open at most 400 dates at once' }),
  capacityFemale: capacity.optional(),
  capacityMale: capacity.optional(),
});
export const openDatesResponseSchema = z.object({
  opened: z.array(z.string()).describe('Dates that were not open before'),
  dates: z.array(guestlistDateSchema),
});

/**
 * `PUT /api/admin/clubs/{clubId}/dates/{date}`: sets the capacity. Raising it promotes waitlisted
 * parties in queue order (they are told); lowering it below the confirmed count keeps everyone
 * already confirmed and only stops new confirmations.
 */
export const setCapacityBodySchema = z.object({ capacityFemale: capacity, capacityMale: capacity });

/**
 * `DELETE /api/admin/clubs/{clubId}/dates/{date}?confirm=true`: closes the date. Without `confirm`,
 * a date with active entries answers 409 `date_has_entries` (message says how many) and changes
 * nothing; with it, those entries are cancelled and their members told (notification kind
 * `guestlist-night-closed`). Answers `{ closed: true, cancelledEntries }`.
 */
export const closeDateQuerySchema = z.object({
  confirm: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const closeDateResponseSchema = z.object({
  closed: z.literal(true),
  cancelledEntries: z.number().int(),
});

/** "Every Thursday to Saturday for the next 8 weeks": the dates from `from` (inclusive). */
export function expandDatePattern(from: IsoDate, weeks: number, weekdays: readonly Weekday[]): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let day = 0; day < weeks * 7; day += 1) {
    const date = addDays(from, day);
    if (weekdays.includes(weekdayOf(date))) dates.push(date);
  }
  return dates;
}
