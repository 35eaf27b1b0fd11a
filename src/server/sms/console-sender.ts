import type { Database } from '../db/client.ts';
import { insertOutboxMessage, type NewOutboxMessage } from './dev-outbox-repository.ts';

export interface ConsoleSenderOptions {
  /** Keeps each message for the development outbox page (/dev/sms); never in production. */
  outbox?: Database;
  print?: (line: string) => void;
}

/**
 * What the SMS and email stand-ins share outside production: one line per message on stdout
 * (plainly, not through the logger, whose output may be shipped elsewhere) and, with an outbox,
 * the whole message kept for /dev/sms.
 */
export abstract class ConsoleSender {
  readonly provider = 'console';
  readonly #outbox: Database | undefined;
  readonly #print: (line: string) => void;

  constructor(options: ConsoleSenderOptions = {}) {
    this.#outbox = options.outbox;
    this.#print = options.print ?? ((line) => console.log(line));
  }

  protected async keep(line: string, message: NewOutboxMessage): Promise<void> {
    this.#print(line);
    if (this.#outbox) await insertOutboxMessage(this.#outbox, message);
  }
}
