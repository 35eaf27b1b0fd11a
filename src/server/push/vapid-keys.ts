import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

const STORED_NAME = 'vapid-keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * PUSH_VAPID_PUBLIC_KEY/PUSH_VAPID_PRIVATE_KEY when configured. Otherwise a pair created on first
 * start and kept in the database (insert-if-absent, then read), so every process signs with the same
 * key and browsers stay subscribed across restarts: a new key would orphan every subscription.
 */
export async function resolveVapidKeys(
  db: Database,
  configured: { publicKey?: string; privateKey?: string },
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey)
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const created = webpush.generateVAPIDKeys();
  await db
    .insert(appSecrets)
    .values({ name: STORED_NAME, value: JSON.stringify(created) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, STORED_NAME));
  const stored = row ? (JSON.parse(row.value) as Partial<VapidKeys>) : undefined;
  if (!stored?.publicKey || !stored.privateKey)
    throw new Error('The generated VAPID keys could not be read back from app_secrets');
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
