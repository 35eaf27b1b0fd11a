/**
 * The admin panel's API for reports: sign-ups, arrivals, no-shows and spend per night and club.
 * Like every `/api/admin/*` route, these answer 401 when signed out and 403 for
 * anyone who is not an admin.
 */
import { z } from 'zod';
import { isoDateSchema } from '../common-schema.ts';

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
  /** Dollars spent on completed reservations, and cashback credited for them. */
  spend: z.number(),
  cashback: z.number(),
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
