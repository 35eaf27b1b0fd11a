import type { AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import type { ReservationStatusChange } from '../api/set-night-status.ts';
import { confirmBlockedReason, depositConsequence } from './deposit-text.ts';

export type AskedStatus = Exclude<ReservationStatusChange, 'completed'>;

/** The question before each of the venue's answers to a reservation, and its buttons. */
export const ASK: Record<AskedStatus, { title: string; yes: string; busy: string }> = {
  confirmed: { title: 'Confirm this table?', yes: 'YES, CONFIRM', busy: 'CONFIRMING...' },
  declined: { title: 'Decline this request?', yes: 'YES, DECLINE', busy: 'DECLINING...' },
  no_show: { title: 'Mark as a no-show?', yes: 'YES, NO-SHOW', busy: 'SAVING...' },
};

/** What the answer does: for the member, then for their deposit. */
export function askText(r: AdminReservation, status: AskedStatus): string {
  const who = `${r.member.firstName} ${r.member.lastName}`;
  const deposit = depositConsequence(r.deposit, status);
  const then = deposit ? ` ${deposit}` : '';
  const blocked = status === 'confirmed' ? confirmBlockedReason(r.deposit.state) : null;
  if (blocked) return `${who}'s table cannot be confirmed yet. ${blocked}`;
  if (status === 'confirmed')
    return `${who}'s table for ${r.partySize} is confirmed and their door QR code starts working.${then} They are told.`;
  if (status === 'declined')
    return `${who} is told the club cannot take this booking.${deposit ? then : ' Nothing is owed.'}`;
  return `${who}'s party is recorded as not having arrived. No cashback is credited.${then} They are told.`;
}
