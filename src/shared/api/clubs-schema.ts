import { z } from 'zod';
import { CLUBS_PAGE_SIZE, EVENT_TYPE_FILTERS, EVENT_TYPES, GENDERS, GUESTLIST_STATES } from '../clubs.ts';
import { WEEKDAYS } from '../dates.ts';
import { isoDateSchema } from './common-schema.ts';

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

/** What every view of a club shares, the members' listing and the admin panel alike. */
export const clubProfileSchema = z.object({
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
});
export type ClubProfile = z.infer<typeof clubProfileSchema>;

export const clubViewSchema = clubProfileSchema.extend({
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
