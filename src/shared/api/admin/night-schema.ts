/**
 * The admin panel's API for a night's guestlist and reservations (for a club and a date).
 * Like every `/api/admin/*` route, these answer 401 when signed out and 403 for
 * anyone who is not an admin.
 */
import { z } from 'zod';
import { DEPOSIT_STATES } from '../../deposits.ts';
import { guestRecognitionSchema } from '../guest-care-schema.ts';
import { GUESTLIST_ENTRY_STATUSES } from '../guestlist-schema.ts';
import { deprecatedDollarsOrNull, deprecatedWholeDollarsOrNull } from '../money-schema.ts';
import { RESERVATION_STATUSES, tableTypeSchema } from '../reservation-schema.ts';

export const checkInSummarySchema = z.object({
  /** People admitted so far, and when the last of them came in. */
  arrived: z.number().int(),
  lastAt: z.iso.datetime().nullable(),
});

export const adminMemberSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  instagram: z.string().nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminEntrySchema = z.object({
  id: z.uuid(),
  member: adminMemberSchema,
  ladies: z.number().int(),
  men: z.number().int(),
  guestNames: z.array(z.string()),
  status: z.enum(GUESTLIST_ENTRY_STATUSES),
  /** 1-based place in the queue while waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  /** While a freed spot is offered to this waitlisted party: claim strictly before this instant (decision 037). */
  offerExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  checkIn: checkInSummarySchema,
  /**
   * Who brought the party: null when the member joined on their own; else the promoter, whether the
   * member joined through the promoter's link or the promoter added them by name, and how many of the
   * party the promoter checked in at the door themselves (flagged to the manager; never paid).
   */
  promoter: z
    .object({
      name: z.string(),
      via: z.enum(['link', 'added']),
      selfCheckedIn: z.number().int(),
    })
    .nullable(),
});
export type AdminEntry = z.infer<typeof adminEntrySchema>;

export const adminReservationSchema = z.object({
  id: z.uuid(),
  member: adminMemberSchema,
  partySize: z.number().int(),
  arrivalTime: z.string(),
  tableType: tableTypeSchema.nullable(),
  notes: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  cashbackPercent: z.number(),
  /** The table's minimum spend when booking, and what the party spent (once completed), in cents. */
  minimumSpendCents: z.number().int().nullable(),
  minimumSpend: deprecatedWholeDollarsOrNull('minimumSpendCents'),
  amountSpentCents: z.number().int().nullable(),
  amountSpent: deprecatedDollarsOrNull('amountSpentCents'),
  /** What the table has put on the member's cashback balance (corrections included); null until completed. */
  cashbackCreditedCents: z.number().int().nullable(),
  /**
   * The arrival time as an instant (club time; 00:00-05:59 is the next morning): the table can be
   * marked completed from then, a no-show once it has passed (isOutcomeOpen).
   */
  arrivesAt: z.iso.datetime(),
  /** The all-in total quoted, and the deposit: whether it secures the table, and what became of it. */
  totalCents: z.number().int(),
  deposit: z.object({
    state: z.enum(DEPOSIT_STATES),
    amountCents: z.number().int(),
    cashbackCents: z.number().int(),
    refundedCents: z.number().int(),
  }),
  createdAt: z.iso.datetime(),
  checkIn: checkInSummarySchema,
});
export type AdminReservation = z.infer<typeof adminReservationSchema>;

/**
 * `GET /api/admin/nights/{clubId}/{date}?q=`: everything for one club and night. `q` (optional)
 * keeps entries and reservations whose member name, phone number (digits) or guest names match.
 */
/** Guestlist parties per page of the admin's night view: a night can hold 100,000. */
export const NIGHT_ENTRIES_PAGE_SIZE = 100;

export const adminNightQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(10_000_000, { error: 'must be at most 10000000' })
    .optional()
    .describe(
      'Where the page of guestlist parties starts: 0 (the default) or the nextOffset of the page before',
    ),
});
export const adminNightResponseSchema = z.object({
  club: z.object({ id: z.uuid(), name: z.string(), timeZone: z.string() }),
  date: z.string(),
  guestlistOpen: z.boolean(),
  capacity: z.object({ female: z.number().int().nullable(), male: z.number().int().nullable() }),
  /** Counted over the whole night, whatever `q` filters. */
  counts: z.object({
    confirmed: z.object({ ladies: z.number().int(), men: z.number().int() }),
    waitlisted: z.object({ ladies: z.number().int(), men: z.number().int() }),
    /** Of the waitlisted, the people of parties holding an open offer: their spots are held (decision 037). */
    offered: z.object({ ladies: z.number().int(), men: z.number().int() }),
    arrived: z.number().int(),
    reservations: z.object({
      requested: z.number().int(),
      confirmed: z.number().int(),
      completed: z.number().int(),
    }),
  }),
  entries: z
    .array(adminEntrySchema)
    .describe(
      `A page of at most ${NIGHT_ENTRIES_PAGE_SIZE}: confirmed first, then the waitlist in order, then cancelled`,
    ),
  entriesTotal: z.number().int().describe('Parties on the night that `q` finds (all without one)'),
  nextOffset: z
    .number()
    .int()
    .nullable()
    .describe('The offset of the next page of entries, or null on the last'),
  reservations: z.array(adminReservationSchema),
  /**
   * What the venue knows of each guest on this page (decision 041), by member id: first time,
   * regular, birthday tonight, tags and the latest note (short). Empty for a club no venue runs.
   */
  recognition: z.record(z.string(), guestRecognitionSchema),
});
export type AdminNight = z.infer<typeof adminNightResponseSchema>;

/**
 * `POST /api/admin/guestlist-entries/{id}/status`: `confirmed` takes a waitlisted party onto the
 * list even past capacity (the door decided); `cancelled` removes a party (the member is told).
 * Reservations keep their own endpoint: `POST /api/admin/reservations/{id}/status`.
 */
export const setEntryStatusBodySchema = z.object({
  status: z.enum(['confirmed', 'cancelled']),
});
