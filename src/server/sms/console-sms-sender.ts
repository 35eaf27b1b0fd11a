import { ConsoleSender } from './console-sender.ts';
import type { SmsSender } from './sms-sender.ts';

/** The SMS stand-in outside production: prints each message and keeps it for /dev/sms. */
export class ConsoleSmsSender extends ConsoleSender implements SmsSender {
  send(to: string, body: string): Promise<void> {
    return this.keep(`SMS to ${to}: ${body}`, { channel: 'sms', recipient: to, body });
  }
}
