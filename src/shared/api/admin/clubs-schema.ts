/**
 * The admin panel's API for clubs: editing every field, listing hidden ones too, reordering.
 * Like every `/api/admin/*` route, these answer 401 when signed out and 403 for
 * anyone who is not an admin.
 */
import { z } from 'zod';
import { isClockTime } from '../../closing-time.ts';
import { EVENT_TYPES, OFFER_MINUTES, WAITLIST_MODES } from '../../clubs.ts';
import { WEEKDAYS } from '../../dates.ts';
import { normalizePhoneNumber } from '../../phone.ts';
import { isTimeZone } from '../../time-zone.ts';
import { clubProfileSchema } from '../clubs-schema.ts';
import { checkName } from '../common-schema.ts';
import { sameAmount } from '../money-schema.ts';
import { promoterRatesSchema } from '../promoter-schema.ts';
import { type StoredTableType, tableTypeSchema } from '../reservation-schema.ts';

const phoneOrNull = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    const normalized = normalizePhoneNumber(value);
    if (!normalized.ok) {
      ctx.addIssue({ code: 'custom', message: normalized.error });
      return z.NEVER;
    }
    return normalized.phoneNumber;
  })
  .nullable()
  .default(null);

const clockTime = z.string().refine(isClockTime, { error: 'must be a time written as HH:MM, e.g. 23:30' });

export const guestlistOptionInputSchema = z.object({
  enabled: z.boolean(),
  details: z.string().trim().max(500, { error: 'must be at most 500 characters' }),
  closesAt: clockTime,
});

export const tableTypeInputSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, {
        error: 'must be 1-40 lowercase letters, digits or dashes, e.g. vip-booth',
      }),
    name: z
      .string()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(60, { error: 'must be at most 60 characters' })
      .superRefine(checkName),
    /** The minimum spend in cents, whole dollars (a multiple of 100). */
    minimumSpendCents: z
      .number({ error: 'must be an amount in cents' })
      .int({ error: 'must be whole cents' })
      .min(0, { error: 'must be 0 or more' })
      .max(100_000_000, { error: 'must be at most 100000000 ($1,000,000)' })
      .multipleOf(100, { error: 'must be whole dollars: a multiple of 100 cents' })
      .optional(),
    minimumSpend: z
      .number()
      .int({ error: 'must be whole dollars' })
      .min(0, { error: 'must be 0 or more' })
      .max(1_000_000)
      .optional()
      .meta({ deprecated: true, description: 'Deprecated: whole US dollars; send `minimumSpendCents`.' }),
    maxGuests: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(100),
    description: z.string().trim().max(300, { error: 'must be at most 300 characters' }),
  })
  .superRefine((table, ctx) => {
    // A table read from the API and sent back carries both: they must agree.
    sameAmount(ctx, {
      cents: table.minimumSpendCents,
      dollars: table.minimumSpend,
      centsField: 'minimumSpendCents',
      dollarsField: 'minimumSpend',
    });
    if (table.minimumSpendCents === undefined && table.minimumSpend === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['minimumSpendCents'],
        message: 'give the minimum spend in cents',
      });
  })
  .transform(
    ({ minimumSpend, minimumSpendCents, ...table }): StoredTableType => ({
      id: table.id,
      name: table.name,
      minimumSpendCents: minimumSpendCents ?? (minimumSpend ?? 0) * 100,
      maxGuests: table.maxGuests,
      description: table.description,
    }),
  );

/** Every field of a club (SPEC §3) as the admin edits it; each message says what to fix. */
export const clubInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(80, { error: 'must be at most 80 characters' })
      .superRefine(checkName),
    visible: z.boolean(),
    activeDays: z
      .array(z.enum(WEEKDAYS, { error: `must be days of the week: ${WEEKDAYS.join(', ')}` }))
      .max(7)
      .refine((days) => new Set(days).size === days.length, { error: 'must not repeat a day' }),
    eventType: z.enum(EVENT_TYPES, { error: `must be one of: ${EVENT_TYPES.join(', ')}` }),
    sortOrder: z.number().int({ error: 'must be a whole number' }).min(0).max(100_000).nullable(),
    address: z.string().trim().max(200, { error: 'must be at most 200 characters' }),
    mapsUrl: z
      .string()
      .trim()
      .max(2000)
      .refine((url) => url === '' || /^https:\/\/[^\s]+$/.test(url), {
        error: 'must be an https:// link (or empty)',
      }),
    reservationsEnabled: z.boolean(),
    reservationCashback: z
      .number({ error: 'must be a number' })
      .min(0, { error: 'must be between 0 and 100' })
      .max(100, { error: 'must be between 0 and 100' })
      .refine((n) => Number(n.toFixed(2)) === n, { error: 'must have at most 2 decimals' }),
    conciergeCallNumber: phoneOrNull,
    conciergeTextNumber: phoneOrNull,
    timeZone: z.string().refine(isTimeZone, { error: 'must be an IANA time zone, e.g. America/New_York' }),
    guestlistOptions: z.object({ female: guestlistOptionInputSchema, male: guestlistOptionInputSchema }),
    maxPartySize: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(50),
    tableTypes: z
      .array(tableTypeInputSchema)
      .max(20)
      .refine((types) => new Set(types.map((t) => t.id)).size === types.length, {
        error: 'Each table type needs its own id',
      }),
    cancellationTerms: z
      .string()
      .trim()
      .max(1000, { error: 'must be at most 1000 characters' })
      .nullable()
      .transform((terms) => (terms === '' ? null : terms)),
    cancellationCutoffHours: z
      .number()
      .int({ error: 'must be whole hours' })
      .min(0, { error: 'must be 0 or more' })
      .max(168, { error: 'must be at most 168 (a week)' }),
    /** Sales tax on a table's minimum and service charge, percent (8.875). */
    taxRate: z
      .number({ error: 'must be a number' })
      .min(0, { error: 'must be between 0 and 30' })
      .max(30, { error: 'must be between 0 and 30' })
      .refine((n) => Number(n.toFixed(3)) === n, { error: 'must have at most 3 decimals, e.g. 8.875' })
      .default(0),
    /** Service charge on a table's minimum, percent. */
    serviceCharge: z
      .number({ error: 'must be a number' })
      .min(0, { error: 'must be between 0 and 40' })
      .max(40, { error: 'must be between 0 and 40' })
      .refine((n) => Number(n.toFixed(2)) === n, { error: 'must have at most 2 decimals' })
      .default(0),
    /** Deposit asked when a table is requested, percent of its all-in price; 0 = none. */
    depositPercent: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole percent' })
      .min(0, { error: 'must be between 0 and 100' })
      .max(100, { error: 'must be between 0 and 100' })
      .default(0),
    /** A freed guestlist spot: offered with a deadline (default), or confirmed at once (decision 037). */
    waitlistMode: z.enum(WAITLIST_MODES, { error: 'must be offer or immediate' }).default('offer'),
    /** Minutes a waitlisted party has to claim an offered spot. */
    offerMinutes: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be whole minutes' })
      .min(OFFER_MINUTES.min, { error: `must be between ${OFFER_MINUTES.min} and ${OFFER_MINUTES.max}` })
      .max(OFFER_MINUTES.max, { error: `must be between ${OFFER_MINUTES.min} and ${OFFER_MINUTES.max}` })
      .default(OFFER_MINUTES.default),
  })
  .strict();
export type ClubInput = z.input<typeof clubInputSchema>;
export type ClubInputParsed = z.output<typeof clubInputSchema>;

export const adminClubSchema = clubProfileSchema.extend({
  guestlistOptions: z.object({
    female: z.object({ enabled: z.boolean(), details: z.string(), closesAt: z.string() }),
    male: z.object({ enabled: z.boolean(), details: z.string(), closesAt: z.string() }),
  }),
  tableTypes: z.array(tableTypeSchema),
  cancellationTerms: z.string().nullable(),
  cancellationCutoffHours: z.number().int(),
  taxRate: z.number(),
  serviceCharge: z.number(),
  depositPercent: z.number().int(),
  waitlistMode: z.enum(WAITLIST_MODES),
  offerMinutes: z.number().int(),
  /** What a promoter earns per arrived guest here (PUT /api/admin/clubs/{id}/promoter-rates sets it). */
  promoterRates: promoterRatesSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminClub = z.infer<typeof adminClubSchema>;

/** `GET /api/admin/clubs`: every club, hidden ones too, in listing order (SPEC §5 sort). */
export const adminClubsResponseSchema = z.object({ clubs: z.array(adminClubSchema) });
/** `POST /api/admin/clubs` (201) and `PUT /api/admin/clubs/{id}` take `clubInputSchema`, answer `adminClubSchema`. */
/** `POST /api/admin/clubs/reorder`: the ids in their new order; sortOrder becomes 10, 20, 30, ... */
export const reorderClubsBodySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
});
