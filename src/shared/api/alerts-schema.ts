import { z } from 'zod';
import { GENDERS } from '../clubs.ts';
import { isoDateSchema } from './common-schema.ts';

/** A member may wait on this many nights at once: each alert can send them an SMS. */
export const MAX_ACTIVE_RELEASE_ALERTS = 20;
/** How far ahead a night may be: clubs open their lists weeks, not months, ahead. */
export const RELEASE_ALERT_MAX_DAYS_AHEAD = 90;

/** `/api/release-alerts/{date}/{gender}`: "tell me when a guestlist opens for this night". */
export const releaseAlertParamsSchema = z.object({
  date: isoDateSchema,
  gender: z.enum(GENDERS, { error: `must be one of: ${GENDERS.join(', ')}` }),
});

export const releaseAlertSchema = z.object({
  date: z.string(),
  gender: z.enum(GENDERS),
  createdAt: z.iso.datetime(),
  /** When the member was told that a list opened; null while still waiting. */
  notifiedAt: z.iso.datetime().nullable(),
});
export type ReleaseAlert = z.infer<typeof releaseAlertSchema>;

export const releaseAlertsResponseSchema = z.object({
  /** Nights from today on, soonest first: the waiting ones and those already told. */
  alerts: z.array(releaseAlertSchema),
});
export type ReleaseAlertsResponse = z.infer<typeof releaseAlertsResponseSchema>;
