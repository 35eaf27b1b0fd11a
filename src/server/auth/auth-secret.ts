import crypto from 'node:crypto';
import type { Database } from '../db/client.ts';
import { findSecret, insertSecretIfAbsent } from './secrets-repository.ts';

const GENERATED_SECRET_NAME = 'auth-secret';

/** Keys derived from the one secret, so a leak of one use (say, a bot-check key) exposes no other. */
export interface AuthKeys {
  /** HMAC key of stored verification-code hashes. */
  code: Buffer;
  /** HMAC key of bot-check challenges (altcha-lib wants a string). */
  botCheck: string;
  /** HMAC key of the pass tokens carried by QR codes (the door verifies them). */
  pass: Buffer;
  /** HMAC key of the cookie that marks a device its phone has signed in on. */
  device: Buffer;
  /** Signs the payment stand-in's webhooks, as a Stripe endpoint secret signs Stripe's. */
  standinWebhook: string;
  /** HMAC key of the phone numbers a venue bans (guest-care/ban-key.ts, decision 041). */
  guestBan: Buffer;
}

/**
 * AUTH_SECRET when configured. Otherwise (development and tests: production refuses to start
 * without it) a random secret kept in the database: insert-if-absent then read, so every process
 * on one PostgreSQL ends up with the same one and codes sent by one verify on another.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await insertSecretIfAbsent(db, GENERATED_SECRET_NAME, crypto.randomBytes(48).toString('base64url'));
  const stored = await findSecret(db, GENERATED_SECRET_NAME);
  if (!stored) throw new Error('The generated auth secret could not be read back from app_secrets');
  return stored;
}

export function deriveAuthKeys(secret: string): AuthKeys {
  const derive = (purpose: string) => crypto.createHmac('sha256', secret).update(purpose).digest();
  return {
    code: derive('nightlist verification code v1'),
    botCheck: derive('nightlist bot check v1').toString('hex'),
    pass: derive('nightlist pass token v1'),
    device: derive('nightlist known device v1'),
    standinWebhook: `whsec_${derive('nightlist payment stand-in webhook v1').toString('hex')}`,
    guestBan: derive('nightlist guest ban v1'),
  };
}
