/**
 * A pass for every guest (docs/decisions/039-guest-passes.md): the party's leader sends one place of
 * the party as a single-use claim link; the member who claims it holds a pass of their own.
 */
import { z } from 'zod';
import { passClubSchema } from './common-schema.ts';

export const GUEST_PLACES = ['lady', 'man'] as const;
export type GuestPlace = (typeof GUEST_PLACES)[number];

/** sent: the link is out, nobody claimed it; claimed: a guest holds it; arrived: the door admitted them. */
export const GUEST_PASS_STATES = ['sent', 'claimed', 'arrived'] as const;
export type GuestPassState = (typeof GUEST_PASS_STATES)[number];

/** One sent place, as the leader sees it. */
export const guestInvitationSchema = z.object({
  id: z.uuid(),
  place: z.enum(GUEST_PLACES),
  state: z.enum(GUEST_PASS_STATES),
  /** The guest's first name once claimed (never more of them). */
  guestFirstName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type GuestInvitation = z.infer<typeof guestInvitationSchema>;

export const guestInvitationsSchema = z.object({
  invitations: z.array(guestInvitationSchema),
  /** Places still to send, by kind: the party's ladies and men, less the leader's own and those sent. */
  unsent: z.object({ ladies: z.number().int(), men: z.number().int(), total: z.number().int() }),
});
export type GuestInvitations = z.infer<typeof guestInvitationsSchema>;

export const createGuestInvitationBodySchema = z.object({
  place: z.enum(GUEST_PLACES, { error: 'must be "lady" or "man"' }),
});

/** The new place with its link: shown this once (only its hash is kept). */
export const createdGuestInvitationSchema = z.object({
  invitation: guestInvitationSchema,
  /** `/claim/<token>`: the web app puts its own origin in front. */
  path: z.string(),
});

/** What a claim link says to whoever opens it. */
export const CLAIM_STATES = ['open', 'yours', 'claimed', 'expired', 'revoked', 'cancelled'] as const;
export const guestClaimSchema = z.object({
  state: z.enum(CLAIM_STATES),
  /** The leader's first name: "Jess invites you". */
  inviterFirstName: z.string(),
  clubName: z.string(),
  date: z.string(),
  place: z.enum(GUEST_PLACES),
  /** Your pass, when you claimed this link. */
  guestPassId: z.uuid().nullable(),
});
export type GuestClaim = z.infer<typeof guestClaimSchema>;

export const claimedGuestPassSchema = z.object({ guestPassId: z.uuid() });

/** A guest's own pass. */
export const guestPassSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['guest']),
  place: z.enum(GUEST_PLACES),
  inviterFirstName: z.string(),
  club: passClubSchema,
  date: z.string(),
  /** The party's status: a cancelled party voids every guest pass. */
  status: z.enum(['confirmed', 'waitlisted', 'cancelled', 'revoked']),
  entryTerms: z.array(z.string()),
  arrived: z.boolean(),
  /** The door's QR token; null while the party is not confirmed, or once cancelled or revoked. */
  qrToken: z.string().nullable(),
});
export type GuestPass = z.infer<typeof guestPassSchema>;
export const guestPassesResponseSchema = z.object({ guestPasses: z.array(guestPassSchema) });
