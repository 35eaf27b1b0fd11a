/**
 * The admin panel's API for reports: sign-ups, arrivals, no-shows and spend per night and club.
 * Like every `/api/admin/*` route, these answer 401 when signed out and 403 for
 * anyone who is not an admin.
 */
import { z } from 'zod';
import { isoDateSchema } from '../common-schema.ts';
import { deprecatedDollars } from '../money-schema.ts';

/** `GET /api/admin/reports?from=&to=&clubId=` (range at most 366 days; clubId optional = all clubs). */
export const reportQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  clubId: z.uuid().optional(),
});
export const reportNightSchema = z.object({
  date: z.string(),
  /** People signed up (confirmed) by gender. */
  ladies: z.number().int(),
  men: z.number().int(),
  waitlisted: z.number().int(),
  /** People admitted at the door. */
  arrived: z.number().int(),
  /** arrived / (ladies + men), 0..1; null when nobody signed up. */
  checkInRate: z.number().nullable(),
  /** Confirmed guestlist parties with nobody admitted, plus reservations marked no-show (past nights only). */
  noShows: z.number().int(),
  reservations: z.number().int(),
});
export const reportClubSchema = z.object({
  clubId: z.uuid(),
  name: z.string(),
  signUps: z.number().int(),
  arrived: z.number().int(),
  reservations: z.number().int(),
  completed: z.number().int(),
  noShows: z.number().int(),
  /** Cents spent on completed reservations, and the cashback the ledger moved for them. */
  spendCents: z.number().int(),
  cashbackCents: z.number().int(),
  spend: deprecatedDollars('spendCents'),
  cashback: deprecatedDollars('cashbackCents'),
});
export const reportResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  clubId: z.uuid().nullable(),
  nights: z.array(reportNightSchema).describe('One row per date in the range, oldest first'),
  clubs: z.array(reportClubSchema),
  totals: reportClubSchema.omit({ clubId: true, name: true }),
});
export type Report = z.infer<typeof reportResponseSchema>;

export const TURNED_AWAY_LIST_MAX = 500;
/** `GET /api/admin/turned-away?from=&to=&clubId=`: guests' "I was turned away" reports, newest night first. */
export const turnedAwayQuerySchema = reportQuerySchema;
export const turnedAwayReportSchema = z.object({
  id: z.uuid(),
  club: z.object({ id: z.uuid(), name: z.string() }),
  date: z.string(),
  guest: z.object({ name: z.string(), phoneNumber: z.string() }),
  ladies: z.number().int(),
  men: z.number().int(),
  /** People the door admitted for the party (some may have been let in). */
  arrived: z.number().int(),
  /** The promoter the party came with; null when it joined on its own. */
  promoter: z.string().nullable(),
  /** Door staff who admitted anyone at the club that night. */
  doorOnDuty: z.array(z.string()),
  note: z.string(),
  at: z.iso.datetime(),
});
export const turnedAwayResponseSchema = z.object({
  reports: z.array(turnedAwayReportSchema).max(TURNED_AWAY_LIST_MAX),
  truncated: z.boolean(),
});
