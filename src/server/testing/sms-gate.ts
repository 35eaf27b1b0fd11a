import pino from 'pino';
import type { Database } from '../db/client.ts';
import { SmsGate, type SmsLimits } from '../sms/sms-gate.ts';
import type { SmsSender } from '../sms/sms-sender.ts';

/** The defaults the server starts with (config.ts), for a gate a test builds itself. */
export const DEFAULT_SMS_LIMITS: SmsLimits = {
  countries: ['US', 'CA'],
  perHour: 1000,
  perNumberPerDay: 5,
  promoterPerHour: 20,
};

/** An SMS gate in front of `sender`, as buildApp makes one, for tests that build a worker by hand. */
export function testSmsGate(
  db: Database,
  sender: SmsSender,
  clock: () => Date,
  limits: Partial<SmsLimits> = {},
): SmsGate {
  return new SmsGate({
    db,
    sender,
    clock,
    logger: pino({ level: 'silent' }),
    limits: { ...DEFAULT_SMS_LIMITS, ...limits },
  });
}
