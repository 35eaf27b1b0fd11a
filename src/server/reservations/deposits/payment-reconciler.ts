import type { Logger } from 'pino';
import { type OnJobRun, SerialJob } from '../../jobs/serial-job.ts';
import { PaymentProviderError } from '../../payments/payment-provider.ts';
import { type DepositDeps, PAYMENT_MESSAGES } from './deposit-rules.ts';
import { syncPayment } from './deposit-sync.ts';
import {
  findStalePending,
  lockPayment,
  recordPaymentEvent,
  touchReservation,
  updatePayment,
} from './payments-repository.ts';

/** A payment quiet this long is read from the provider: its webhook is late, or never came. */
const QUIET_MS = 2 * 60_000;
const BATCH = 50;
const EVERY_MS = 60_000;

/**
 * The safety net under the webhooks: payments still pending after a while are read from the
 * provider and brought up to date; one whose checkout never opened (the process stopped between
 * writing it and calling the provider) is failed, so the guest can pay again. Safe in every process
 * at once: each payment moves under its row lock, and only forward.
 */
export async function reconcilePayments(deps: DepositDeps, log: Pick<Logger, 'warn'>): Promise<number> {
  const now = deps.clock();
  const stale = await findStalePending(deps.db, new Date(now.getTime() - QUIET_MS), BATCH);
  for (const payment of stale) {
    if (!payment.checkoutId) {
      await deps.db.transaction(async (tx) => {
        const current = await lockPayment(tx, payment.id);
        if (current?.status !== 'pending' || current.checkoutId) return;
        await updatePayment(
          tx,
          payment.id,
          { status: 'failed', failure: PAYMENT_MESSAGES.providerDown },
          now,
        );
        await recordPaymentEvent(tx, payment, { kind: 'failed' }, now);
        await touchReservation(tx, payment.reservationId, now);
      });
      continue;
    }
    try {
      await syncPayment(deps, payment.id);
      // Still open and unchanged: look again after another quiet spell, not on every run.
      await deps.db.transaction(async (tx) => {
        const current = await lockPayment(tx, payment.id);
        if (current?.status === 'pending') await updatePayment(tx, payment.id, {}, deps.clock());
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.warn(
        { paymentId: payment.id, retryable: error.retryable },
        'Payment provider unreachable while reconciling',
      );
      return stale.length;
    }
  }
  return stale.length;
}

export function schedulePaymentReconciler(
  deps: DepositDeps,
  logger: Pick<Logger, 'error' | 'warn'>,
  onJobRun?: OnJobRun,
): () => Promise<void> {
  const job = new SerialJob('Reconciling payments', () => reconcilePayments(deps, logger), logger, {
    job: 'payments_reconcile',
    onRun: onJobRun,
  });
  job.start(EVERY_MS);
  return () => job.stop();
}
