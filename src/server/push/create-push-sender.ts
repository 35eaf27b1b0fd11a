import type { Config } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import type { PushSender } from './push-sender.ts';
import { resolveVapidKeys } from './vapid-keys.ts';
import { WebPushSender } from './web-push-sender.ts';

/**
 * The web-push sender, with the configured VAPID keys or the ones kept in the database; undefined
 * when push is off (production without PUSH_CONTACT or an https PUBLIC_URL).
 */
export async function createPushSender(config: Config, db: Database): Promise<PushSender | undefined> {
  if (!config.pushContact) return undefined;
  const keys = await resolveVapidKeys(db, {
    publicKey: config.PUSH_VAPID_PUBLIC_KEY,
    privateKey: config.PUSH_VAPID_PRIVATE_KEY,
  });
  return new WebPushSender({ subject: config.pushContact, ...keys });
}
