import type { Logger } from 'pino';

/** A finished run, for metrics: the job's short name, whether its work threw, how long it took. */
export interface JobRun {
  job: string;
  outcome: 'ok' | 'error';
  seconds: number;
}
export type OnJobRun = (run: JobRun) => void;

/**
 * Work that every server process runs now and then and on demand, never two runs at once within a
 * process: runs are chained, so a poke during a run starts another run after it. Whatever the work
 * does must be safe when other processes run it at the same moment.
 */
export class SerialJob<T> {
  readonly #work: () => Promise<T>;
  readonly #name: string;
  readonly #logger: Pick<Logger, 'error'>;
  readonly #report: { job: string; onRun?: OnJobRun } | undefined;
  #timer: NodeJS.Timeout | undefined;
  #chain: Promise<unknown> = Promise.resolve();
  /** A poked run is queued and has not started: more pokes join it rather than queue more runs. */
  #pokeQueued = false;
  #stopped = false;

  /** `report` names the job in metrics and is told of every run that ends (see JobRun). */
  constructor(
    name: string,
    work: () => Promise<T>,
    logger: Pick<Logger, 'error'>,
    report?: { job: string; onRun?: OnJobRun },
  ) {
    this.#name = name;
    this.#work = work;
    this.#logger = logger;
    this.#report = report;
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  /** Also runs every `intervalMs`: work falls due without any request, and other processes' rows. */
  start(intervalMs: number): void {
    this.#timer = setInterval(() => this.poke(), intervalMs);
    // A pending run must not keep a finished process (a script, a test) alive.
    this.#timer.unref();
  }

  /**
   * Starts a run in the background; a failure is logged, never thrown at the caller. Pokes while a
   * run is under way queue one more run, not one each: that run sees everything they announced (a
   * list drop's 500 joins poke 500 times within the run that sends the first one's messages).
   */
  readonly poke = (): void => {
    if (this.#stopped || this.#pokeQueued) return;
    this.#pokeQueued = true;
    const run = this.#queue(() => {
      this.#pokeQueued = false;
    });
    void run.catch((error: unknown) => this.#logger.error({ err: error }, `${this.#name} failed`));
  };

  runOnce(): Promise<T> {
    return this.#queue();
  }

  /** Chains a run after the one under way; `starting` is called as it starts. */
  #queue(starting?: () => void): Promise<T> {
    const run = this.#chain.then(() => {
      starting?.();
      return this.#reported();
    });
    this.#chain = run.catch(() => {});
    return run;
  }

  async #reported(): Promise<T> {
    const report = this.#report;
    if (!report?.onRun) return this.#work();
    const { job, onRun } = report;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await this.#work();
      onRun({ job, outcome: 'ok', seconds: seconds() });
      return result;
    } catch (error) {
      onRun({ job, outcome: 'error', seconds: seconds() });
      throw error;
    }
  }

  /** No more runs; resolves once the run in flight (if any) is over, so the database can close. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#chain;
  }
}
