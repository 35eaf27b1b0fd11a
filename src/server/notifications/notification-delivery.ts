import type { NotificationRow } from './notifications-repository.ts';

/**
 * The seam for email and SMS (issue 4, later): called after the in-app notifications are
 * committed, with the rows just written. It must not throw or block the member's action; a real
 * implementation queues the rows and retries on its own schedule, by the member's preferences.
 */
export type DeliverNotifications = (rows: NotificationRow[]) => void;

/** In-app only for now: the rows are already what /notifications and the live stream show. */
export const inAppOnly: DeliverNotifications = () => {};
