import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { verificationCodes } from '../db/schema.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** A new pending code. A phone may hold several: a stranger's request cannot replace its owner's. */
export async function insertCode(
  db: Database,
  row: { id: string; phoneNumber: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(verificationCodes).values({ ...row, attempts: 0 });
}

/**
 * Reads the code with this verification id sent to this phone, and locks its row until the
 * transaction ends, so concurrent tries count one by one.
 */
export async function findCodeForUpdate(
  tx: Database,
  id: string,
  phoneNumber: string,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.id, id), eq(verificationCodes.phoneNumber, phoneNumber)))
    .for('update');
  return row;
}

export async function incrementAttempts(tx: Database, id: string): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

export async function deleteCode(db: Database, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** Once a phone has signed in, none of its other pending codes may be used. */
export async function deleteCodesOf(db: Database, phoneNumber: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.phoneNumber, phoneNumber));
}

export async function deleteCodesExpiredBefore(db: Database, now: Date): Promise<void> {
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now));
}
