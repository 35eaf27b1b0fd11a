import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { verificationCodes } from '../db/schema.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/** One pending code per phone: a new one replaces the old and starts again at zero wrong tries. */
export async function upsertCode(
  db: Database,
  row: { phoneNumber: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insert(verificationCodes)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: verificationCodes.phoneNumber,
      set: { codeHash: row.codeHash, attempts: 0, createdAt: row.createdAt, expiresAt: row.expiresAt },
    });
}

/** Reads the code and locks its row until the transaction ends, so concurrent tries count one by one. */
export async function findCodeForUpdate(
  tx: Database,
  phoneNumber: string,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.phoneNumber, phoneNumber))
    .for('update');
  return row;
}

export async function incrementAttempts(tx: Database, phoneNumber: string): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.phoneNumber, phoneNumber));
}

export async function deleteCode(db: Database, phoneNumber: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.phoneNumber, phoneNumber));
}

export async function deleteCodesExpiredBefore(db: Database, now: Date): Promise<void> {
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now));
}
