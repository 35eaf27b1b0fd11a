import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GuestlistEntry } from '../../shared/api/guestlist-schema.ts';
import { guestlistDates, guestlistEntries } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, createMembers, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// A join reads a night's confirmed people and queue length from the night's row, kept by triggers
// (migration 0012), instead of summing the night. These tests hold the row to the truth whatever
// changes the entries, however many at once, and keep the join's guarantees around it.
const NOW = new Date('2026-11-26T15:00:00Z');
let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, rateLimitPerMinute: 1e9 });
  admin = await createAdmin(t.database.db);
});
afterAll(() => t?.close());

/** The night's row next to what its entries say. */
async function counters(clubId: string, date: string) {
  const db = t.database.db;
  const [kept] = await db
    .select({
      ladies: guestlistDates.confirmedLadies,
      men: guestlistDates.confirmedMen,
      waiting: guestlistDates.waitlistedParties,
      offeredLadies: guestlistDates.offeredLadies,
      offeredMen: guestlistDates.offeredMen,
    })
    .from(guestlistDates)
    .where(and(eq(guestlistDates.clubId, clubId), eq(guestlistDates.date, date)));
  const [truth] = await db
    .select({
      ladies: sql<number>`coalesce(sum(ladies) filter (where status = 'confirmed'), 0)::int`,
      men: sql<number>`coalesce(sum(men) filter (where status = 'confirmed'), 0)::int`,
      waiting: sql<number>`(count(*) filter (where status = 'waitlisted'))::int`,
      // Open offers hold their spots (migration 0023).
      offeredLadies: sql<number>`coalesce(sum(ladies) filter (where status = 'waitlisted' and offer_expires_at is not null), 0)::int`,
      offeredMen: sql<number>`coalesce(sum(men) filter (where status = 'waitlisted' and offer_expires_at is not null), 0)::int`,
    })
    .from(guestlistEntries)
    .where(and(eq(guestlistEntries.clubId, clubId), eq(guestlistEntries.date, date)));
  return { kept, truth };
}

function join(member: Member, clubId: string, date: string, ladies: number, men: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/guestlist-entries',
    headers: { cookie: member.cookie },
    payload: { clubId, date, ladies, men },
  });
}

const asAdmin = (method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });

describe("a night's counters", () => {
  test('match its entries after a storm of joins, cancellations, capacity changes and admin actions', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    const date = '2026-11-27';
    const club = await insertClub(db, { name: 'Storm Club', maxPartySize: 6 });
    await db.insert(guestlistDates).values({ clubId: club.id, date, capacityFemale: 40, capacityMale: 30 });
    const members = await createMembers(db, 150);

    // Mixed parties join at once.
    const joins = await Promise.all(
      members.map((member, i) => join(member, club.id, date, 1 + (i % 3), i % 2)),
    );
    expect(joins.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const entries = joins.map((r) => r.json() as GuestlistEntry);
    // Then, all at once: a third of the members cancel, the capacity rises twice, an admin confirms a
    // waitlisted party past capacity and cancels a confirmed one.
    const waiting = entries.filter((e) => e.status === 'waitlisted');
    const confirmed = entries.filter((e) => e.status === 'confirmed');
    const storm = [
      ...members
        .filter((_, i) => i % 3 === 0)
        .map((member, i) =>
          t.app.inject({
            method: 'POST',
            url: `/api/guestlist-entries/${entries[i * 3]!.id}/cancel`,
            headers: { cookie: member.cookie },
          }),
        ),
      asAdmin('PUT', `/api/admin/clubs/${club.id}/dates/${date}`, { capacityFemale: 60, capacityMale: 40 }),
      asAdmin('PUT', `/api/admin/clubs/${club.id}/dates/${date}`, { capacityFemale: 80, capacityMale: 45 }),
      asAdmin('POST', `/api/admin/guestlist-entries/${waiting.at(-1)!.id}/status`, { status: 'confirmed' }),
      asAdmin('POST', `/api/admin/guestlist-entries/${confirmed[1]!.id}/status`, { status: 'cancelled' }),
    ];
    const answers = await Promise.all(storm);
    expect(answers.map((r) => r.statusCode).filter((s) => s >= 300)).toEqual([]);

    const { kept, truth } = await counters(club.id, date);
    expect(kept).toEqual(truth);
    expect(truth?.waiting).toBeGreaterThan(0);
    // The club offers freed spots (the default): the storm left offers out, holding their spots.
    expect(truth!.offeredLadies + truth!.offeredMen).toBeGreaterThan(0);

    // The queue is still one line, numbered 1, 2, 3, ... as members see it.
    const rows = await db
      .select({ id: guestlistEntries.id, userId: guestlistEntries.userId })
      .from(guestlistEntries)
      .where(and(eq(guestlistEntries.clubId, club.id), eq(guestlistEntries.status, 'waitlisted')))
      .orderBy(asc(guestlistEntries.waitlistedAt));
    const positions = await Promise.all(
      rows.map(async (row) => {
        const member = members.find((m) => m.id === row.userId)!;
        const entry = await t.app.inject({
          url: `/api/guestlist-entries/${row.id}`,
          headers: { cookie: member.cookie },
        });
        return (entry.json() as GuestlistEntry).waitlistPosition;
      }),
    );
    expect(positions).toEqual(rows.map((_, i) => i + 1));
  });

  test('follow bulk changes made in SQL, of a thousand entries at once', async () => {
    const db = t.database.db;
    const date = '2026-11-28';
    const club = await insertClub(db, { name: 'Bulk Club' });
    await db.insert(guestlistDates).values({ clubId: club.id, date });
    const members = await createMembers(db, 1_000);
    await db.insert(guestlistEntries).values(
      members.map((member, i) => ({
        userId: member.id,
        clubId: club.id,
        date,
        ladies: 1 + (i % 2),
        men: i % 3,
        status: i % 4 === 0 ? ('waitlisted' as const) : ('confirmed' as const),
        waitlistedAt: i % 4 === 0 ? new Date(NOW.getTime() + i) : null,
      })),
    );
    // Three in four confirmed (i % 4 ≠ 0): ladies 1 or 2 by parity, men 0-2 by i % 3.
    const confirmedOnes = members.map((_, i) => i).filter((i) => i % 4 !== 0);
    expect((await counters(club.id, date)).kept).toMatchObject({
      ladies: confirmedOnes.reduce((sum, i) => sum + 1 + (i % 2), 0),
      men: confirmedOnes.reduce((sum, i) => sum + (i % 3), 0),
      waiting: 250,
    });

    await db.execute(
      sql`update guestlist_entries set status = 'cancelled', waitlisted_at = null where club_id = ${club.id} and men = 2`,
    );
    let { kept, truth } = await counters(club.id, date);
    expect(kept).toEqual(truth);
    // Offers made and grown in bulk hold their parties' spots (0023).
    await db.execute(
      sql`update guestlist_entries set offer_expires_at = now() where club_id = ${club.id} and status = 'waitlisted' and ladies = 1`,
    );
    ({ kept, truth } = await counters(club.id, date));
    expect(kept).toEqual(truth);
    expect(kept!.offeredLadies).toBeGreaterThan(0);
    await db.execute(sql`update guestlist_entries set ladies = ladies + 1 where club_id = ${club.id}`);
    ({ kept, truth } = await counters(club.id, date));
    expect(kept).toEqual(truth);
    await db.delete(guestlistEntries).where(eq(guestlistEntries.clubId, club.id));
    expect((await counters(club.id, date)).kept).toEqual({
      ladies: 0,
      men: 0,
      waiting: 0,
      offeredLadies: 0,
      offeredMen: 0,
    });
  });

  test('a night opened again starts from the entries it still has', async () => {
    const db = t.database.db;
    const date = '2026-11-29';
    const club = await insertClub(db, { name: 'Reopened Club' });
    await db.insert(guestlistDates).values({ clubId: club.id, date });
    const [member] = await createMembers(db, 1);
    expect((await join(member!, club.id, date, 2, 1)).statusCode).toBe(201);
    // The row goes (an admin's SQL console; the app cancels the entries when it closes a night).
    await db
      .delete(guestlistDates)
      .where(and(eq(guestlistDates.clubId, club.id), eq(guestlistDates.date, date)));
    await db.insert(guestlistDates).values({ clubId: club.id, date });
    expect((await counters(club.id, date)).kept).toMatchObject({ ladies: 2, men: 1, waiting: 0 });
  });

  test('a join into a night of 20,000 parties keeps every rule: capacity, queue place, one entry each', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    const date = '2026-11-30';
    const club = await insertClub(db, { name: 'Big Night', waitlistMode: 'immediate' });
    await db.insert(guestlistDates).values({ clubId: club.id, date, capacityFemale: 15_000 });
    const crowd = [];
    // In blocks: one insert of 20,000 members would pass PostgreSQL's 65,535 parameters.
    for (let i = 0; i < 4; i++) crowd.push(...(await createMembers(db, 5_000)));
    for (let i = 0; i < crowd.length; i += 5_000) {
      await db.insert(guestlistEntries).values(
        crowd.slice(i, i + 5_000).map((member, j) => ({
          userId: member.id,
          clubId: club.id,
          date,
          ladies: 1,
          men: 0,
          status: i + j < 15_000 ? ('confirmed' as const) : ('waitlisted' as const),
          waitlistedAt: i + j < 15_000 ? null : new Date(NOW.getTime() + i + j),
        })),
      );
    }
    const late = await createMembers(db, 3);
    const answers = await Promise.all(late.map((member) => join(member, club.id, date, 1, 0)));
    const entries = answers.map((r) => r.json() as GuestlistEntry);
    expect(entries.map((e) => e.status)).toEqual(['waitlisted', 'waitlisted', 'waitlisted']);
    expect(entries.map((e) => e.waitlistPosition).sort((a, b) => a! - b!)).toEqual([5_001, 5_002, 5_003]);
    // Joining twice is the same entry.
    const again = await join(late[0]!, club.id, date, 1, 0);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(entries[0]!.id);
    // The first of the queue leaving makes room for nobody (the list is full); a raise of one lets the
    // first in line in, and only them.
    await asAdmin('PUT', `/api/admin/clubs/${club.id}/dates/${date}`, {
      capacityFemale: 15_001,
      capacityMale: null,
    });
    const { kept, truth } = await counters(club.id, date);
    expect(kept).toEqual(truth);
    expect(kept).toMatchObject({ ladies: 15_001, waiting: 5_002 });
  });
});
