import type { NotificationRow } from './notifications-repository.ts';

/**
 * The seam between a member's action and email/SMS: called after the in-app notifications (and
 * their queued deliveries, see enqueueDeliveriesOf) are committed, with the rows just written. It
 * must not throw or block the member's action: the delivery worker's `poke` only wakes it up.
 */
export type DeliverNotifications = (rows: NotificationRow[]) => void;

/** For callers without a worker (scripts): the queued rows wait for a server's worker. */
export const inAppOnly: DeliverNotifications = () => {};
