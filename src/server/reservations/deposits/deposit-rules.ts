// What the deposit rules decide before any money moves: hold the card or charge it, and what a
// reservation's status change asks of the deposit. The other deposit-* files act on these.
import { DEPOSIT_TEXT, type DepositState } from '../../../shared/deposits.ts';
import type { Database } from '../../db/client.ts';
import type { DeliverNotifications } from '../../notifications/notification-delivery.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { ReservationRow } from '../reservations-repository.ts';

export interface DepositDeps {
  db: Database;
  clock: () => Date;
  deliver: DeliverNotifications;
  payments: PaymentProvider;
  /** The app's public address, for the provider to send the guest back; null: same origin (the stand-in). */
  publicUrl: string | null;
}

const HOUR = 3_600_000;
/** Card holds last about 7 days: a table further away than this is paid, not held. */
const HOLD_AT_MOST_MS = 6 * 24 * HOUR;

export const PAYMENT_MESSAGES = {
  providerDown:
    'The payment service is not answering. Your request is saved and nothing was charged: pay the deposit from your reservation in a few minutes.',
  providerDownStaff:
    'The payment service is not answering, so the deposit could not be settled and nothing changed. Try again in a minute.',
  expired: 'The checkout expired before the deposit was paid. Nothing was charged.',
  withdrawn: 'The request ended before the deposit was paid. Nothing was charged.',
  notDue: 'This deposit is not waiting to be paid.',
  notSecured: (state: DepositState) =>
    `The deposit is not paid yet (${DEPOSIT_TEXT[state].label.toLowerCase()}): confirm the table once the guest has paid, or decline it.`,
} as const;

/** Hold the deposit when the night is near enough for a card hold to last; else take it now. */
export function captureModeFor(arrival: Date, now: Date): 'manual' | 'automatic' {
  return arrival.getTime() - now.getTime() <= HOLD_AT_MOST_MS ? 'manual' : 'automatic';
}

/** What a staff or member status change does to the deposit, decided before the change is written. */
export type DepositOutcome = 'return' | 'capture-keep' | 'capture-apply' | 'capture' | 'none';

export function outcomeOf(to: ReservationRow['status']): DepositOutcome {
  switch (to) {
    case 'declined':
    case 'cancelled':
      return 'return';
    case 'confirmed':
      return 'capture';
    case 'no_show':
      return 'capture-keep';
    case 'completed':
      return 'capture-apply';
    default:
      return 'none';
  }
}
