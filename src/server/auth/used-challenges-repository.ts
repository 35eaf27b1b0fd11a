import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { usedChallenges } from '../db/schema.ts';

/** Records a used bot-check solution; false when it had been recorded before. */
export async function insertUsedChallenge(
  db: Database,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(usedChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  return inserted.length === 1;
}

export async function deleteUsedChallengesExpiredBefore(db: Database, now: Date): Promise<void> {
  await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now));
}
