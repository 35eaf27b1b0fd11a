import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type WalletPassKind, walletDevSends, walletPasses, walletRegistrations } from '../db/schema.ts';

export type WalletPassRow = typeof walletPasses.$inferSelect;

/** The Wallet row of a pass, made the first time its member adds it to a Wallet. */
export async function ensureWalletPass(
  db: Database,
  pass: { kind: WalletPassKind; passId: string; userId: string },
): Promise<WalletPassRow> {
  await db
    .insert(walletPasses)
    .values({ passKind: pass.kind, passId: pass.passId, userId: pass.userId })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.passKind, pass.kind), eq(walletPasses.passId, pass.passId)));
  if (!row) throw new Error('The Wallet pass row could not be read back');
  return row;
}

export async function findWalletPass(db: Database, serial: string): Promise<WalletPassRow | undefined> {
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.serial, serial));
  return row;
}

export async function markGoogleLinked(db: Database, serial: string, at: Date): Promise<void> {
  await db
    .update(walletPasses)
    .set({ googleLinkedAt: at })
    .where(and(eq(walletPasses.serial, serial), sql`${walletPasses.googleLinkedAt} is null`));
}

/** Registers `device` for the pass; false when it already was (its push token is refreshed). */
export async function registerDevice(
  db: Database,
  deviceLibraryId: string,
  serial: string,
  pushToken: string,
): Promise<boolean> {
  const inserted = await db
    .insert(walletRegistrations)
    .values({ deviceLibraryId, serial, pushToken })
    .onConflictDoNothing()
    .returning({ serial: walletRegistrations.serial });
  if (inserted.length > 0) return true;
  await db
    .update(walletRegistrations)
    .set({ pushToken })
    .where(
      and(eq(walletRegistrations.deviceLibraryId, deviceLibraryId), eq(walletRegistrations.serial, serial)),
    );
  return false;
}

export async function unregisterDevice(db: Database, deviceLibraryId: string, serial: string): Promise<void> {
  await db
    .delete(walletRegistrations)
    .where(
      and(eq(walletRegistrations.deviceLibraryId, deviceLibraryId), eq(walletRegistrations.serial, serial)),
    );
}

/** A device stops receiving pushes for every pass it held under a token APNs says is gone. */
export async function forgetPushToken(db: Database, pushToken: string): Promise<void> {
  await db.delete(walletRegistrations).where(eq(walletRegistrations.pushToken, pushToken));
}

/** Apple asks at most this many serials per request; a device holds few of ours. */
const SERIALS_SHOWN = 500;

/** The device's passes updated after `tag` (all of them without one), with the newest tag among them. */
export async function serialsUpdatedSince(
  db: Database,
  deviceLibraryId: string,
  tag: number | null,
): Promise<{ serials: string[]; lastUpdated: number }> {
  const rows = await db
    .select({ serial: walletPasses.serial, tag: walletPasses.changeTag })
    .from(walletRegistrations)
    .innerJoin(walletPasses, eq(walletPasses.serial, walletRegistrations.serial))
    .where(
      and(
        eq(walletRegistrations.deviceLibraryId, deviceLibraryId),
        tag === null ? undefined : gt(walletPasses.changeTag, tag),
      ),
    )
    .limit(SERIALS_SHOWN);
  return {
    serials: rows.map((row) => row.serial),
    lastUpdated: rows.reduce((max, row) => Math.max(max, row.tag), tag ?? 0),
  };
}

export async function pushTokensOf(db: Database, serial: string): Promise<string[]> {
  const rows = await db
    .select({ pushToken: walletRegistrations.pushToken })
    .from(walletRegistrations)
    .where(eq(walletRegistrations.serial, serial));
  return [...new Set(rows.map((row) => row.pushToken))];
}

const WORKER_LOCK = 'nightlist wallet change tags';

/**
 * The passes whose version moved past what was pushed, each given a new change tag. Tags are taken
 * under one transaction-wide lock, so they grow in commit order: a device that read tag N has seen
 * every change tagged before it.
 */
export async function claimChangedPasses(db: Database, limit: number): Promise<WalletPassRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${WORKER_LOCK}))`);
    const changed = await tx
      .select({ serial: walletPasses.serial })
      .from(walletPasses)
      .where(sql`${walletPasses.version} > ${walletPasses.pushedVersion}`)
      .limit(limit);
    if (changed.length === 0) return [];
    const rows: WalletPassRow[] = [];
    for (const { serial } of changed) {
      const [row] = await tx
        .update(walletPasses)
        .set({ changeTag: sql`nextval('wallet_change_tag_seq')` })
        .where(eq(walletPasses.serial, serial))
        .returning();
      if (row) rows.push(row);
    }
    return rows;
  });
}

/** Done with `version` of the pass (a later change keeps it due). */
export async function markPushed(db: Database, serial: string, version: number): Promise<void> {
  await db
    .update(walletPasses)
    .set({ pushedVersion: sql`greatest(${walletPasses.pushedVersion}, ${version})` })
    .where(eq(walletPasses.serial, serial));
}

export async function recordDevSend(
  db: Database,
  send: { provider: 'apns' | 'google'; serial: string; target: string; body: unknown },
): Promise<void> {
  await db.insert(walletDevSends).values(send);
}
