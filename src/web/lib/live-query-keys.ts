/**
 * Query keys that live events refresh (see use-live-updates): a `night` event for a club and date
 * refreshes every query under ['night', clubId, date]; `settings` refreshes the site notice; club
 * and date changes refresh the admin's club list and that club's dates.
 */
export const LIVE_QUERY_KEYS = {
  /** Prefix for anything about one club's night: admin night view, door counters, door search. */
  night: (clubId: string, date: string) => ['night', clubId, date] as const,
  siteNotice: ['site-notice'] as const,
  adminClubs: ['admin-clubs'] as const,
  /** Prefix for one club's guestlist dates, whatever range. */
  adminDates: (clubId: string) => ['admin-dates', clubId] as const,
};
