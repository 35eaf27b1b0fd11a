import crypto from 'node:crypto';
import { deleteSecretsBefore, findSecret, insertSecretIfAbsent } from '../auth/secrets-repository.ts';
import type { Database } from '../db/client.ts';

const SALT_PREFIX = 'analytics-salt:';

/**
 * Who sent a beacon, as far as the figures need to know: the client address keyed with a random
 * salt of the day (UTC). The same address counts as one visitor for a day, so one client cannot
 * outvote everyone else in a percentile; the next day it is somebody new, and once the day's salt is
 * deleted nobody, not even with the database and every secret, can tell which address it was. The
 * approach Plausible documents for cookieless analytics.
 */
export async function visitorOf(db: Database, clientKey: string, now: Date): Promise<string> {
  const salt = await saltOf(db, now.toISOString().slice(0, 10));
  return crypto.createHmac('sha256', salt).update(clientKey).digest('base64url').slice(0, 22);
}

const salts = new Map<string, string>();

async function saltOf(db: Database, day: string): Promise<string> {
  const cached = salts.get(day);
  if (cached) return cached;
  // Insert-if-absent then read: every process sharing the database uses the same salt for the day.
  await insertSecretIfAbsent(db, `${SALT_PREFIX}${day}`, crypto.randomBytes(32).toString('base64url'));
  const salt = await findSecret(db, `${SALT_PREFIX}${day}`);
  if (!salt) throw new Error(`The analytics salt of ${day} could not be read back`);
  salts.clear();
  salts.set(day, salt);
  return salt;
}

/** Forgets the salts of days before yesterday (yesterday's stays while beacons from its end arrive). */
export async function deleteOldSalts(db: Database, now: Date): Promise<void> {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  await deleteSecretsBefore(db, SALT_PREFIX, `${SALT_PREFIX}${yesterday}`);
}
