import type { Logger } from 'pino';
import { type OnJobRun, SerialJob } from '../jobs/serial-job.ts';
import { type OfferDeps, settleExpiredOffers } from './offer-service.ts';

/**
 * How often each process looks for offers past their deadline. Nothing waits on it: a claim, a
 * pass or an entry read settles its own night first (offer-service.ts); the job tells the members
 * whose offer lapsed and offers the next parties when nobody is looking.
 */
export const OFFER_LAPSE_POLL_MS = 15_000;

/** The lapse job: every process runs it; each night is settled under its lock, so exactly once. */
export function offerLapseJob(deps: OfferDeps, logger: Pick<Logger, 'error'>, onJobRun?: OnJobRun) {
  return new SerialJob('Settling lapsed offers', () => settleExpiredOffers(deps), logger, {
    job: 'offer_lapses',
    onRun: onJobRun,
  });
}
