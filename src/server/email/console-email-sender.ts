import type { Database } from '../db/client.ts';
import { insertOutboxMessage } from '../sms/dev-outbox-repository.ts';
import type { EmailMessage, EmailSender } from './email-sender.ts';

/**
 * The stand-in outside production, like ConsoleSmsSender: prints one line per email on stdout and,
 * when given an outbox, keeps the message for the development outbox page (/dev/sms).
 */
export class ConsoleEmailSender implements EmailSender {
  readonly provider = 'console';
  readonly #outbox: Database | undefined;
  readonly #print: (line: string) => void;

  constructor(options: { outbox?: Database; print?: (line: string) => void } = {}) {
    this.#outbox = options.outbox;
    this.#print = options.print ?? ((line) => console.log(line));
  }

  async send(message: EmailMessage): Promise<void> {
    this.#print(`EMAIL to ${message.to}: ${message.subject}`);
    if (this.#outbox)
      await insertOutboxMessage(this.#outbox, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      });
  }
}
