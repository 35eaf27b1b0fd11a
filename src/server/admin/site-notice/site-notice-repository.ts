import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema.ts';

export const NOTICE_KEY = 'notice';

export async function findSetting(db: Database, key: string) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
  return row;
}

/** The row locked until the transaction ends (two admins' saves apply one after the other). */
export async function findSettingForUpdate(tx: Database, key: string) {
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, key)).for('update');
  return row;
}

export async function upsertSetting(tx: Database, key: string, value: unknown, userId: string, now: Date) {
  const [row] = await tx
    .insert(siteSettings)
    .values({ key, value, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now, updatedBy: userId } })
    .returning();
  return row!;
}
