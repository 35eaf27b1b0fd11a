import { ConsoleSender } from '../sms/console-sender.ts';
import type { EmailMessage, EmailSender } from './email-sender.ts';

/** The email stand-in outside production: prints one line per email and keeps it for /dev/sms. */
export class ConsoleEmailSender extends ConsoleSender implements EmailSender {
  send(message: EmailMessage): Promise<void> {
    return this.keep(`EMAIL to ${message.to}: ${message.subject}`, {
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
    });
  }
}
