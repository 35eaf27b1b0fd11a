import nodemailer from 'nodemailer';
import type { EmailMessage, EmailSender } from './email-sender.ts';

/** The slice of a nodemailer transport this sender uses; tests pass a recording stand-in. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // Options next to `url` (a URL alone takes none; a second argument would be message defaults).
  // Bounded waits: a hung SMTP server must not hold the delivery worker for minutes. Pooled: the
  // worker sends to several recipients at once, over a few kept connections rather than one each.
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never) as MailTransport;
}

export class SmtpEmailSender implements EmailSender {
  readonly provider = 'smtp';
  readonly #transport: MailTransport;
  readonly #from: string;

  constructor(options: { transport: MailTransport; from: string }) {
    this.#transport = options.transport;
    this.#from = options.from;
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      await this.#transport.sendMail({ from: this.#from, ...message });
    } catch (error) {
      // The URL carries the SMTP password: report what failed, never the connection string.
      throw new Error(`SMTP refused or could not be reached: ${(error as Error).message}`, { cause: error });
    }
  }

  close(): void {
    this.#transport.close();
  }
}
