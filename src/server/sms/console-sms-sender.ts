import type { Database } from '../db/client.ts';
import { insertOutboxMessage } from './dev-outbox-repository.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * The stand-in outside production: prints each message on stdout (plainly, not through the
 * logger, whose output may be shipped elsewhere) and, when given an outbox, keeps it for /dev/sms.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly provider = 'console';
  readonly #outbox: Database | undefined;
  readonly #print: (line: string) => void;

  constructor(options: { outbox?: Database; print?: (line: string) => void } = {}) {
    this.#outbox = options.outbox;
    this.#print = options.print ?? ((line) => console.log(line));
  }

  async send(to: string, body: string): Promise<void> {
    this.#print(`SMS to ${to}: ${body}`);
    if (this.#outbox) await insertOutboxMessage(this.#outbox, { channel: 'sms', recipient: to, body });
  }
}
