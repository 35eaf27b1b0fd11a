import { z } from 'zod';
import { nameProblem } from '../storable-text.ts';
import { isoDateSchema, passClubSchema } from './common-schema.ts';

/** An entry's status: a party joins one club's guestlist for one night (docs/decisions/007). */
export const GUESTLIST_ENTRY_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type GuestlistEntryStatus = (typeof GUESTLIST_ENTRY_STATUSES)[number];

/** Names a party may give besides the member's own: a party is at most 50 people. */
export const GUEST_NAMES_MAX = 49;

export const joinGuestlistBodySchema = z.object({
  clubId: z.uuid({ error: 'must be a club id' }),
  date: isoDateSchema,
  /** How many ladies and how many men, the member included; together within the club's maximum. */
  ladies: z.number().int({ error: 'must be a whole number' }).min(0, { error: 'cannot be negative' }).max(50),
  men: z.number().int({ error: 'must be a whole number' }).min(0, { error: 'cannot be negative' }).max(50),
  /** Optional names of the other guests, so the door can find them; each one line of plain text. */
  guestNames: z
    .array(z.string().trim().min(1).max(80))
    .max(GUEST_NAMES_MAX)
    .default([])
    .superRefine((names, ctx) => {
      // Checked on the list so the message can say which guest, as the form numbers them.
      names.forEach((name, index) => {
        const problem = nameProblem(name);
        if (problem)
          ctx.addIssue({ code: 'custom', path: [index], message: `(guest ${index + 1}’s name) ${problem}` });
      });
    }),
  /**
   * The code of the promoter's link the member opened first for this club, if any: the party is
   * credited to that promoter. A code that is unknown, for another club or night, or whose promoter
   * no longer promotes the club is ignored: it never stops a join.
   */
  promoterCode: z
    .string()
    .regex(/^[a-z0-9]{6,16}$/, { error: 'A promoter code is 6 to 16 lowercase letters and digits' })
    .optional(),
});
export type JoinGuestlistBody = z.infer<typeof joinGuestlistBodySchema>;

/** Where an offered spot stands: open to claim, or how it ended. */
export const OFFER_STATES = ['open', 'claimed', 'declined', 'lapsed', 'withdrawn'] as const;
export type OfferStateName = (typeof OFFER_STATES)[number];

export const guestlistEntrySchema = z.object({
  id: z.uuid(),
  club: passClubSchema,
  date: z.string(),
  ladies: z.number().int(),
  men: z.number().int(),
  guestNames: z.array(z.string()),
  status: z.enum(GUESTLIST_ENTRY_STATUSES),
  /** 1 = next in line; null unless waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  /** What the door honours, in plain words, e.g. "Arrive before 23:30 (club time)". */
  entryTerms: z.array(z.string()),
  /** When the list closes for this night (the earliest of the party's genders). */
  closesAtInstant: z.iso.datetime(),
  /** The promoter the party came with (the door sees the same name); null when the member joined on their own. */
  cameWith: z.string().nullable(),
  /** When the guest told the venue the door turned them away (null: never). */
  turnedAwayAt: z.iso.datetime().nullable(),
  /** Until then the member may cancel from the app. */
  cancellableUntil: z.iso.datetime(),
  /**
   * A freed spot offered to this party (docs/decisions/037): `open` until `expiresAt` (exclusive),
   * then how it ended. Null when the party was never offered one.
   */
  offer: z
    .object({
      state: z.enum(OFFER_STATES),
      /** Claim strictly before this instant; at it the offer has lapsed. */
      expiresAt: z.iso.datetime(),
    })
    .nullable(),
  /**
   * How many of the party the door has admitted so far (the party's pass and its guests' passes); the
   * rest of `ladies` + `men` are still to come. 0 before anyone arrived.
   */
  arrived: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type GuestlistEntry = z.infer<typeof guestlistEntrySchema>;

export const guestlistEntriesResponseSchema = z.object({ entries: z.array(guestlistEntrySchema) });

/** A pass is what the member shows at the door: one per guestlist entry (reservations come later). */
export const passSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['guestlist']),
  entry: guestlistEntrySchema,
  /** Signed, unguessable token carried by the QR code; the door scanner verifies it. */
  qrToken: z.string(),
});
export type Pass = z.infer<typeof passSchema>;
export const passesResponseSchema = z.object({ upcoming: z.array(passSchema), past: z.array(passSchema) });

export const NOTIFICATION_KINDS = [
  'guestlist-joined',
  'guestlist-waitlisted',
  'guestlist-promoted',
  'guestlist-cancelled',
  'reservation-requested',
  'reservation-confirmed',
  'reservation-declined',
  'reservation-cancelled',
  'reservation-completed',
  'cashback-credited',
  'cashback-corrected',
  'deposit-paid',
  'deposit-refunded',
  'guestlist-reminder',
  'reservation-reminder',
  'guestlist-released',
  'guestlist-night-closed',
  'guestlist-offered',
  'guestlist-offer-lapsed',
  'data-archive-ready',
] as const;
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An app path to open, e.g. /passes/{id}. */
  link: z.string().nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export const markNotificationsReadBodySchema = z.object({
  /** Omit to mark every notification read. */
  ids: z.array(z.uuid()).max(200).optional(),
});

/**
 * `POST /api/passes/{passId}/turned-away`: "I was turned away", from noon on the night to noon the
 * day after (club time); once per party (201, then 200 with the first report's time).
 */
export const turnedAwayBodySchema = z.object({
  note: z.string().trim().max(500, { error: 'must be at most 500 characters' }).default(''),
});
export const turnedAwayResponseSchema = z.object({ reportedAt: z.iso.datetime() });
