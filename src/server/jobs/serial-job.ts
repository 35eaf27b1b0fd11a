import type { Logger } from 'pino';

/**
 * Work that every server process runs now and then and on demand, never two runs at once within a
 * process: runs are chained, so a poke during a run starts another run after it. Whatever the work
 * does must be safe when other processes run it at the same moment.
 */
export class SerialJob<T> {
  readonly #work: () => Promise<T>;
  readonly #name: string;
  readonly #logger: Pick<Logger, 'error'>;
  #timer: NodeJS.Timeout | undefined;
  #chain: Promise<unknown> = Promise.resolve();
  #stopped = false;

  constructor(name: string, work: () => Promise<T>, logger: Pick<Logger, 'error'>) {
    this.#name = name;
    this.#work = work;
    this.#logger = logger;
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

  /** Starts a run in the background; a failure is logged, never thrown at the caller. */
  readonly poke = (): void => {
    if (this.#stopped) return;
    void this.runOnce().catch((error: unknown) => this.#logger.error({ err: error }, `${this.#name} failed`));
  };

  runOnce(): Promise<T> {
    const run = this.#chain.then(() => this.#work());
    this.#chain = run.catch(() => {});
    return run;
  }

  /** No more runs; resolves once the run in flight (if any) is over, so the database can close. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#chain;
  }
}
