import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { ConsoleSmsSender } from './console-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';
import { TwilioSmsSender } from './twilio-sms-sender.ts';

/** Whether /dev/sms exists: only with a console stand-in (SMS or email), and never in production. */
export function devOutboxEnabled(config: Config): boolean {
  return (
    config.NODE_ENV !== 'production' &&
    (config.smsProvider === 'console' || config.emailProvider === 'console')
  );
}

export function createSmsSender(config: Config, db: Database): SmsSender {
  if (config.smsProvider === 'twilio') {
    // loadConfig refuses twilio without these three.
    return new TwilioSmsSender({
      accountSid: config.TWILIO_ACCOUNT_SID!,
      authToken: config.TWILIO_AUTH_TOKEN!,
      fromNumber: config.TWILIO_FROM_NUMBER!,
      apiBase: config.TWILIO_API_BASE,
    });
  }
  // In production (ALLOW_CONSOLE_SMS=on) codes are printed only, never kept in a table.
  return new ConsoleSmsSender({ outbox: devOutboxEnabled(config) ? db : undefined });
}
