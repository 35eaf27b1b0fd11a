import { z } from 'zod';
import { CLUBS_PAGE_SIZE, EVENT_TYPE_FILTERS, EVENT_TYPES, GENDERS, GUESTLIST_STATES } from '../clubs.ts';
import { isIsoDate, WEEKDAYS } from '../dates.ts';

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

export const listClubsQuerySchema = z.object({
  date: isoDateSchema
    .optional()
    .describe('Event date (YYYY-MM-DD). Defaults to the next Thursday in the default time zone.'),
  gender: z
    .enum(GENDERS, { error: `must be one of: ${GENDERS.join(', ')}` })
    .default('female')
    .describe('Whose guestlist to list (SPEC: the LADIES / MEN switch).'),
  type: z
    .enum(EVENT_TYPE_FILTERS, { error: `must be one of: ${EVENT_TYPE_FILTERS.join(', ')}` })
    .default('all')
    .describe('Event type filter.'),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(100_000, { error: 'must be at most 100000' })
    .optional()
    .describe('Where the page starts: 0 (the default) or the nextOffset of the page before.'),
});
export type ListClubsQuery = z.infer<typeof listClubsQuerySchema>;

export const guestlistOptionViewSchema = z.object({
  enabled: z.boolean(),
  details: z.string(),
  closesAt: z
    .string()
    .describe('HH:MM on the club wall clock; 00:00-05:59 is the early hours after the date'),
  closesAtInstant: z.iso.datetime().describe('When the list closes for this date, as an instant'),
  state: z.enum(GUESTLIST_STATES),
  isAvailable: z.boolean().describe('True when the state is open'),
});

/** A club's photo: resized WebP variants for `srcset`, and the original's size for the aspect ratio. */
export const clubImageSchema = z.object({
  /** Changes with every upload; the variant URLs carry it, so they are cached forever. */
  version: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Narrowest first; never wider than the original. */
  variants: z.array(z.object({ width: z.number().int(), height: z.number().int(), url: z.string() })),
});
export type ClubImage = z.infer<typeof clubImageSchema>;

export const clubViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  visible: z.boolean(),
  activeDays: z.array(z.enum(WEEKDAYS)),
  eventType: z.enum(EVENT_TYPES),
  sortOrder: z.number().int().nullable(),
  address: z.string(),
  mapsUrl: z.string(),
  reservationsEnabled: z.boolean(),
  reservationCashback: z.number().describe('Cashback on bookings, in percent'),
  conciergeCallNumber: z.string().nullable(),
  conciergeTextNumber: z.string().nullable(),
  timeZone: z.string(),
  /** The most people (ladies and men together) one guestlist party may bring. */
  maxPartySize: z.number().int(),
  guestlistOptions: z.object({ female: guestlistOptionViewSchema, male: guestlistOptionViewSchema }),
  /** The club's photo; null (or absent) when it has none. */
  image: clubImageSchema.nullable().optional(),
});
export type ClubView = z.infer<typeof clubViewSchema>;

export const listClubsResponseSchema = z.object({
  date: z.string(),
  gender: z.enum(GENDERS),
  type: z.enum(EVENT_TYPE_FILTERS),
  clubs: z.array(clubViewSchema).describe(`At most ${CLUBS_PAGE_SIZE} clubs, in the listing's order`),
  total: z.number().int().describe('Clubs listed for this filter, on every page'),
  nextOffset: z.number().int().nullable().describe('The offset of the next page, or null on the last'),
});
export type ListClubsResponse = z.infer<typeof listClubsResponseSchema>;

/** `GET /api/clubs/{clubId}?date=`: one club for one night, as the join screen needs it. */
export const clubNightQuerySchema = z.object({ date: isoDateSchema });
export const clubNightResponseSchema = z.object({
  club: clubViewSchema,
  date: z.string(),
  /** The club opened its guestlist for this date. */
  guestlistOpen: z.boolean(),
  /** Spots left per gender; null = no limit. Waitlisting starts at 0. */
  spotsLeft: z.object({ female: z.number().int().nullable(), male: z.number().int().nullable() }),
});
export type ClubNightResponse = z.infer<typeof clubNightResponseSchema>;

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
