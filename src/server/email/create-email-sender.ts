import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { devOutboxEnabled } from '../sms/create-sms-sender.ts';
import { ConsoleEmailSender } from './console-email-sender.ts';
import type { EmailSender } from './email-sender.ts';
import { createSmtpTransport, SmtpEmailSender } from './smtp-email-sender.ts';

export function createEmailSender(config: Config, db: Database): EmailSender {
  // loadConfig refuses smtp without SMTP_URL.
  if (config.emailProvider === 'smtp')
    return new SmtpEmailSender({ transport: createSmtpTransport(config.SMTP_URL!), from: config.EMAIL_FROM });
  // In production (ALLOW_CONSOLE_EMAIL=on) emails are printed only, never kept in a table.
  return new ConsoleEmailSender({ outbox: devOutboxEnabled(config) ? db : undefined });
}
