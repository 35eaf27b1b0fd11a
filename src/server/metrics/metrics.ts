import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobRun } from '../jobs/serial-job.ts';
import type { DeliverNotifications } from '../notifications/notification-delivery.ts';
import { processRegistry } from './process-metrics.ts';

/** The route label of a request no route matched: one value, whatever the URL was. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * What this app instance counts, in its own registry (buildApp runs many times in one test
 * process; the global registry would mix them up). Labels hold only names chosen in our code
 * (route patterns, outcomes, job names), never a value a client sent or anything about a person.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'nightlist_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, matched route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly guestlistJoins = new Counter({
    name: 'nightlist_guestlist_joins_total',
    help: 'Guestlist joins by outcome (confirmed, waitlisted, refused) and, when refused, the reason code',
    labelNames: ['outcome', 'reason'] as const,
    registers: [this.registry],
  });

  readonly joinBatchSize = new Histogram({
    name: 'nightlist_guestlist_join_batch_members',
    help: 'Members in each batch of one night’s joins decided in one transaction (group commit)',
    buckets: [1, 2, 5, 10, 25, 50, 100],
    registers: [this.registry],
  });

  readonly joinBatchDuration = new Histogram({
    name: 'nightlist_guestlist_join_batch_seconds',
    help: 'Time from the start of a batch of joins to its commit (the night’s lock is held for most of it)',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [this.registry],
  });

  /** The join batches' seam (guestlist/join-batches.ts). */
  readonly onJoinBatch = (members: number, seconds: number): void => {
    this.joinBatchSize.observe(members);
    this.joinBatchDuration.observe(seconds);
  };

  readonly waitlistPromotions = new Counter({
    name: 'nightlist_waitlist_promotions_total',
    help: 'Waitlisted parties confirmed: a place opened, or an admin confirmed them',
    registers: [this.registry],
  });

  readonly waitlistOffers = new Counter({
    name: 'nightlist_waitlist_offers_total',
    help: 'Freed spots offered to waitlisted parties (made), and offers that lapsed unclaimed (lapsed)',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });

  /** Has inc() and dec(): liveRoutes counts its streams on it. */
  readonly liveStreams = new Gauge({
    name: 'nightlist_live_streams_open',
    help: 'Live update streams (/api/live) open in this process',
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'nightlist_job_runs_total',
    help: 'Runs of the periodic jobs, by job and outcome (ok, error)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'nightlist_job_duration_seconds',
    help: 'How long a run of a periodic job took',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });

  readonly smsTexts = new Counter({
    name: 'nightlist_sms_texts_total',
    help: 'Texts the SMS gate decided, by priority (urgent, standard, bulk), outcome (sent, held, refused) and reason (budget, destination, number_daily_cap, expired)',
    labelNames: ['priority', 'outcome', 'reason'] as const,
    registers: [this.registry],
  });

  /** The SMS gate's seam: counts every text sent, held or refused. */
  readonly onSmsDecision = (priority: string, outcome: string, reason?: string): void => {
    this.smsTexts.inc({ priority, outcome, reason: reason ?? '' });
  };

  /** Refresh the figures read from elsewhere (the database) before a scrape. */
  readonly #beforeScrape: (() => Promise<void>)[] = [];

  /** The SerialJob seam: counts every run of every periodic job. */
  readonly onJobRun = (run: JobRun): void => {
    this.jobRuns.inc({ job: run.job, outcome: run.outcome });
    this.jobDuration.observe({ job: run.job }, run.seconds);
  };

  /**
   * Wraps the post-commit seam every change that notifies members goes through, and counts the
   * guestlist outcomes it carries: a join writes exactly one guestlist-joined or
   * guestlist-waitlisted notification, a promotion one guestlist-promoted, an offer one
   * guestlist-offered and its lapse one guestlist-offer-lapsed (freed-spots.ts).
   * Counted here, only committed changes count, and no service needs to know about metrics.
   */
  countingNotifications(deliver: DeliverNotifications): DeliverNotifications {
    return (rows) => {
      for (const row of rows) {
        if (row.kind === 'guestlist-joined') this.guestlistJoins.inc({ outcome: 'confirmed' });
        else if (row.kind === 'guestlist-waitlisted') this.guestlistJoins.inc({ outcome: 'waitlisted' });
        else if (row.kind === 'guestlist-promoted') this.waitlistPromotions.inc();
        else if (row.kind === 'guestlist-offered') this.waitlistOffers.inc({ event: 'made' });
        else if (row.kind === 'guestlist-offer-lapsed') this.waitlistOffers.inc({ event: 'lapsed' });
      }
      deliver(rows);
    };
  }

  beforeScrape(refresh: () => Promise<void>): void {
    this.#beforeScrape.push(refresh);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The Prometheus text: this app's metrics and the process's. */
  async scrape(): Promise<string> {
    await Promise.all(this.#beforeScrape.map((refresh) => refresh()));
    return Registry.merge([this.registry, processRegistry()]).metrics();
  }
}
