import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Gender } from '../../shared/clubs.ts';
import type { IsoDate } from '../../shared/dates.ts';
import { anyOf } from '../db/any-of.ts';
import type { Database } from '../db/client.ts';
import { releaseAlerts } from '../db/schema.ts';

export type ReleaseAlertRow = typeof releaseAlerts.$inferSelect;

/** The member's alerts for nights on or after `from`, soonest first. */
export function findMemberAlerts(db: Database, userId: string, from: IsoDate): Promise<ReleaseAlertRow[]> {
  return db
    .select()
    .from(releaseAlerts)
    .where(and(eq(releaseAlerts.userId, userId), gte(releaseAlerts.date, from)))
    .orderBy(asc(releaseAlerts.date), asc(releaseAlerts.gender));
}

/** Creates the alert, or re-arms one the member was already told about. */
export async function upsertAlert(
  db: Database,
  userId: string,
  date: IsoDate,
  gender: Gender,
  now: Date,
): Promise<ReleaseAlertRow> {
  const [alert] = await db
    .insert(releaseAlerts)
    .values({ userId, date, gender, createdAt: now })
    .onConflictDoUpdate({
      target: [releaseAlerts.userId, releaseAlerts.date, releaseAlerts.gender],
      set: { createdAt: now, notifiedAt: null },
    })
    .returning();
  return alert!;
}

export async function deleteAlert(
  db: Database,
  userId: string,
  date: IsoDate,
  gender: Gender,
): Promise<boolean> {
  const deleted = await db
    .delete(releaseAlerts)
    .where(
      and(eq(releaseAlerts.userId, userId), eq(releaseAlerts.date, date), eq(releaseAlerts.gender, gender)),
    )
    .returning({ userId: releaseAlerts.userId });
  return deleted.length > 0;
}

/** The nights (and genders) someone is still waiting on, from `from` on. */
export function findWaitingNights(db: Database, from: IsoDate): Promise<{ date: IsoDate; gender: Gender }[]> {
  return db
    .selectDistinct({ date: releaseAlerts.date, gender: releaseAlerts.gender })
    .from(releaseAlerts)
    .where(and(isNull(releaseAlerts.notifiedAt), gte(releaseAlerts.date, from)))
    .orderBy(asc(releaseAlerts.date));
}

/**
 * Marks up to `limit` waiting alerts of a night as told and returns their members, in the caller's
 * transaction. SKIP LOCKED: two processes telling the same night split the members between them,
 * and each member is told once.
 */
export async function claimWaitingAlerts(
  tx: Database,
  date: IsoDate,
  gender: Gender,
  now: Date,
  limit: number,
): Promise<string[]> {
  const waiting = and(
    eq(releaseAlerts.date, date),
    eq(releaseAlerts.gender, gender),
    isNull(releaseAlerts.notifiedAt),
  );
  const rows = await tx
    .select({ userId: releaseAlerts.userId })
    .from(releaseAlerts)
    .where(waiting)
    .orderBy(asc(releaseAlerts.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const userIds = rows.map((row) => row.userId);
  if (userIds.length === 0) return [];
  await tx
    .update(releaseAlerts)
    .set({ notifiedAt: now })
    .where(and(waiting, anyOf(releaseAlerts.userId, userIds)));
  return userIds;
}

/** Nights that have passed everywhere no longer matter. */
export async function deleteAlertsBefore(db: Database, date: IsoDate): Promise<void> {
  await db.delete(releaseAlerts).where(lt(releaseAlerts.date, date));
}
