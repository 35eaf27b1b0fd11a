/**
 * The door API: `/scan` for door staff and admins. Every `/api/door/*` route answers 401
 * when signed out and 403 for anyone who is neither door staff nor an admin.
 */
import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from './common-schema.ts';
import { guestRecognitionSchema } from './guest-care-schema.ts';

/** What the door screen says, in large type. */
export const DOOR_VERDICTS = [
  /** Admit: the party (or the rest of it) is let in now. */
  'valid',
  /** Everyone on this pass is already in: when and by whom is in `checkIns`. */
  'already_checked_in',
  /** A real pass, for another night or another club than the one the scanner is working. */
  'wrong_date',
  'wrong_club',
  /** Cancelled by the member or the club, or a declined reservation. */
  'cancelled',
  /** Still on the waitlist: not on the list (yet). */
  'waitlisted',
  /** A table request the club has not confirmed. */
  'not_confirmed',
  /** Not a Nightlist pass, forged, or for a pass that no longer exists. */
  'unknown',
  /** The venue banned the holder's number (decision 041): staff see it, the guest is never told. */
  'banned',
] as const;
export type DoorVerdict = (typeof DOOR_VERDICTS)[number];

export const doorPassSchema = z.object({
  id: z.uuid(),
  /** `guest`: one guest's own pass of a party (decision 039): the card is that one person. */
  kind: z.enum(['guestlist', 'reservation', 'guest']),
  clubId: z.uuid(),
  clubName: z.string(),
  date: z.string(),
  holderName: z.string(),
  /** Last 4 digits only: enough to tell two Jessicas apart, not enough to misuse. */
  phoneLast4: z.string(),
  ladies: z.number().int().describe('0 for a reservation'),
  men: z.number().int().describe('0 for a reservation'),
  partySize: z.number().int(),
  guestNames: z.array(z.string()),
  /** Guestlist: confirmed / waitlisted / cancelled; reservation: its status. */
  status: z.string(),
  /** A reservation's table and arrival time, for the host. */
  table: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  /** People admitted so far (including by this request) and still to come. */
  arrived: z.number().int(),
  remaining: z.number().int(),
  /** The entry terms the door honours (e.g. "Arrive before 23:30 (club time)"). */
  terms: z.array(z.string()),
  /** The promoter the party came with, as the guest's pass names them; null for none. */
  cameWith: z.string().nullable(),
  /**
   * What the venue keeps on the holder (decision 041): tags, the latest note (short), Nth visit,
   * birthday tonight; never spend. Absent for a club no venue runs.
   */
  care: guestRecognitionSchema.optional(),
});
export type DoorPass = z.infer<typeof doorPassSchema>;

export const doorCheckInSchema = z.object({
  id: z.uuid(),
  people: z.number().int(),
  at: z.iso.datetime(),
  /** Staff member's name (or their phone number when they have no name). */
  by: z.string().nullable(),
});
export type DoorCheckIn = z.infer<typeof doorCheckInSchema>;

export const checkInResultSchema = z.object({
  verdict: z.enum(DOOR_VERDICTS),
  /** Large type: "VALID", "ALREADY CHECKED IN", ... */
  title: z.string(),
  /** One line under it: "Admit 3 of 5 · 2 still to come", "Checked in at 23:14 by Sam". */
  detail: z.string(),
  /** Null for `unknown`. */
  pass: doorPassSchema.nullable(),
  /** The admission this request recorded, if any. */
  admitted: doorCheckInSchema.nullable(),
  /** Every admission for the pass, oldest first. */
  checkIns: z.array(doorCheckInSchema),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/**
 * `POST /api/door/check-ins`: a scan (`token`, the QR code's text) or a pick from search (`passId`
 * with `passKind`). Admits `people` (default: everyone still to come) when the verdict is valid;
 * otherwise records nothing and says why. Two scanners admitting the same pass at once admit it
 * once. `clientScanId` makes a retried or queued (offline) scan count once: the same id answers
 * the first result again. `scannedAt` is when the device scanned (offline queue), within the last 24 h.
 */
export const checkInBodySchema = z
  .object({
    clubId: z.uuid({ error: 'must be the club this door is working' }),
    date: isoDateSchema.describe('The night this door is working'),
    token: z.string().max(512).optional(),
    passId: z.uuid().optional(),
    passKind: z.enum(['guestlist', 'reservation']).optional(),
    people: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(100)
      .optional(),
    clientScanId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'must be 8-64 letters, digits, _ or -' })
      .optional(),
    scannedAt: isoInstantSchema.optional(),
  })
  .refine((body) => body.token !== undefined || (body.passId !== undefined && body.passKind !== undefined), {
    error: 'Send the scanned token, or passId with passKind',
  });
export type CheckInBody = z.input<typeof checkInBodySchema>;

/** `DELETE /api/door/check-ins/{id}`: undoes an admission made by mistake (answers the pass's new state). */

/** `GET /api/door/search?clubId=&date=&q=`: passes for the night by name, guest name or phone digits (min 2 chars). */
export const doorSearchQuerySchema = z.object({
  clubId: z.uuid(),
  date: isoDateSchema,
  q: z.string().trim().min(2, { error: 'Type at least 2 letters or digits' }).max(100),
});
export const doorSearchResponseSchema = z.object({
  results: z.array(doorPassSchema).max(50),
});

/** `GET /api/door/nights/{clubId}/{date}`: the live counters (refetch on `night` live events). */
export const doorNightResponseSchema = z.object({
  club: z.object({ id: z.uuid(), name: z.string(), timeZone: z.string() }),
  date: z.string(),
  capacity: z.object({ female: z.number().int().nullable(), male: z.number().int().nullable() }),
  /** People expected: confirmed guestlist parties and confirmed tables. */
  expected: z.object({ ladies: z.number().int(), men: z.number().int(), reservations: z.number().int() }),
  arrived: z.object({ guestlist: z.number().int(), reservations: z.number().int(), total: z.number().int() }),
});
export type DoorNight = z.infer<typeof doorNightResponseSchema>;

/** `GET /api/door/clubs`: the clubs a door can work, with each one's "tonight" on its own clock. */
export const doorClubsResponseSchema = z.object({
  clubs: z.array(z.object({ id: z.uuid(), name: z.string(), timeZone: z.string(), tonight: z.string() })),
});
