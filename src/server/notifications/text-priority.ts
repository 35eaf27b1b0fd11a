import type { TextPriority } from '../sms/sms-gate.ts';
import type { NotificationKind } from './notifications-repository.ts';

/**
 * How each notification's text ranks when the hourly budget runs short (sms-gate.ts): a freed spot
 * is a time-limited offer, urgent like a sign-in code; what a member did or was told about their
 * own night (joins, invitations, cancellations, receipts) is standard; reminders and "lists are out"
 * notices are bulk, first to wait. Every kind is listed: a new one must be ranked to compile.
 */
export const TEXT_PRIORITY: Record<NotificationKind, TextPriority> = {
  'guestlist-promoted': 'urgent',
  'guestlist-offered': 'urgent',
  'guestlist-offer-lapsed': 'standard',
  'guestlist-joined': 'standard',
  'guestlist-waitlisted': 'standard',
  'guestlist-cancelled': 'standard',
  'guestlist-night-closed': 'standard',
  'reservation-requested': 'standard',
  'reservation-confirmed': 'standard',
  'reservation-declined': 'standard',
  'reservation-cancelled': 'standard',
  'reservation-completed': 'standard',
  'cashback-credited': 'standard',
  'cashback-corrected': 'standard',
  'deposit-paid': 'standard',
  'deposit-refunded': 'standard',
  'guestlist-reminder': 'bulk',
  'reservation-reminder': 'bulk',
  'guestlist-released': 'bulk',
  'data-archive-ready': 'standard',
};

export function textPriorityOf(kind: string): TextPriority {
  return Object.hasOwn(TEXT_PRIORITY, kind) ? TEXT_PRIORITY[kind as NotificationKind] : 'standard';
}
