import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GuestBookPage } from '../../shared/api/admin/guest-book-schema.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { checkIns, guestlistEntries, users } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import type { Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTeamMember, insertVenue } from '../testing/venues.ts';
import { runGuestBookFold } from './guest-book-fold.ts';

// 10:00 in New York on Wednesday 2026-11-25: the night of the 24th is over.
const NOW = new Date('2026-11-25T15:00:00Z');
const GUESTS = 25;

let t: TestApp;
let manager: Member;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const db = t.database.db;
  clubId = (await insertClub(db, { name: 'Batch Room' })).id;
  const venueId = (await insertVenue(db, 'Batch Group', [clubId])).id;
  manager = await createTeamMember(db, 'manager', { venueId });
  const guests = await db
    .insert(users)
    .values(
      Array.from({ length: GUESTS }, (_, i) => ({
        phoneNumber: `+1212555${String(1000 + i)}`,
        firstName: 'Guest',
        lastName: String(i),
      })),
    )
    .returning({ id: users.id });
  const entries = await db
    .insert(guestlistEntries)
    .values(
      guests.map((g) => ({
        userId: g.id,
        clubId,
        date: '2026-11-24',
        ladies: 1,
        men: 1,
        status: 'confirmed' as const,
      })),
    )
    .returning();
  // Every other party arrived.
  await db.insert(checkIns).values(
    entries
      .filter((_, i) => i % 2 === 0)
      .map((e) => ({
        passKind: 'guestlist' as const,
        entryId: e.id,
        clubId,
        date: e.date,
        people: 2,
        checkedInAt: new Date('2026-11-25T04:00:00Z'),
      })),
  );
});
afterAll(() => t?.close());

const book = async (): Promise<GuestBookPage> => {
  const response = await t.app.inject({ url: '/api/admin/guest-book', headers: { cookie: manager.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GuestBookPage;
};

/** Both tables' rows, as the fold left them (but for when). */
const snapshot = async () =>
  rowsOf(
    await t.database.db.execute(sql`
      select 'club' as scope, user_id, visits, arrived_people, parties, ladies, men, guestlist_no_shows,
        table_no_shows, cancellations, tables, spend_cents::text, first_visit::text, last_seen::text
      from guest_club_figures where club_id = ${clubId}
      union all
      select 'venue', user_id, visits, arrived_people, parties, ladies, men, guestlist_no_shows,
        table_no_shows, cancellations, tables, spend_cents::text, first_visit::text, last_seen::text
      from guest_venue_figures
      order by 1, 2`),
  );

const totals = (page: GuestBookPage) => ({
  guests: page.guests.length,
  visits: page.guests.reduce((n, g) => n + g.figures.visits, 0),
  arrived: page.guests.reduce((n, g) => n + g.figures.arrivedPeople, 0),
  noShows: page.guests.reduce((n, g) => n + g.figures.guestlistNoShows, 0),
});

describe('the guest book fold job', () => {
  test('a fold stopped after its first batch leaves reads working and consistent; the next run finishes', async () => {
    const db = t.database.db;
    // A process shutting down takes no step: the work is left for a run that can finish it.
    const stopping = await runGuestBookFold(db, NOW, { batch: 10, stopping: () => true });
    expect(stopping).toMatchObject({ batches: 0, guests: 0, more: true });
    // Two steps: the night's guests queued, then one batch of 10.
    const first = await runGuestBookFold(db, NOW, { batch: 10, steps: 2 });
    expect(first).toMatchObject({ batches: 1, guests: 10, more: true });
    const partway = await book();
    expect(partway).toMatchObject({ through: null, adding: true });
    expect(partway.guests).toHaveLength(10);
    // Each guest folded so far has their whole night: arrived, or a no-show.
    for (const guest of partway.guests) expect(guest.figures.visits + guest.figures.guestlistNoShows).toBe(1);

    const rest = await runGuestBookFold(db, NOW, { batch: 10 });
    expect(rest).toMatchObject({ batches: 2, guests: 15, more: false });
    const done = await book();
    expect(done).toMatchObject({ through: '2026-11-24', adding: false });
    expect(totals(done)).toEqual({ guests: GUESTS, visits: 13, arrived: 26, noShows: 12 });
    expect(await runGuestBookFold(db, NOW)).toMatchObject({ batches: 0, more: false });
  });

  test('two runners at once do not double-count, and folding a guest again changes nothing', async () => {
    const db = t.database.db;
    const folded = await snapshot();
    // Every guest queued again, as if their night changed, and two processes' jobs at the same time.
    await db.execute(sql`insert into guest_book_queue (club_id, user_id)
      select club_id, user_id from guest_club_figures where club_id = ${clubId}`);
    const runs = await Promise.all([
      runGuestBookFold(db, NOW, { batch: 4 }),
      runGuestBookFold(db, NOW, { batch: 4 }),
    ]);
    // Each guest recomputed once between them (a runner that finds the club held moves on).
    expect(runs[0]!.guests + runs[1]!.guests).toBeLessThanOrEqual(GUESTS);
    await runGuestBookFold(db, NOW, { batch: 4 });
    expect(await snapshot()).toEqual(folded);
    expect(totals(await book())).toEqual({ guests: GUESTS, visits: 13, arrived: 26, noShows: 12 });
  });

  test('a late door sync for a folded night queues that guest, and the job adds it', async () => {
    const db = t.database.db;
    const [late] = rowsOf<{ id: string; user_id: string }>(
      await db.execute(sql`select e.id, e.user_id from guestlist_entries e
        where e.club_id = ${clubId} and not exists (select 1 from check_ins ci where ci.entry_id = e.id)
        order by e.user_id limit 1`),
    );
    await db.insert(checkIns).values({
      passKind: 'guestlist',
      entryId: late!.id,
      clubId,
      date: '2026-11-24',
      people: 2,
      checkedInAt: new Date('2026-11-25T04:30:00Z'),
    });
    const queued = rowsOf(await db.execute(sql`select user_id from guest_book_queue`));
    expect(queued).toEqual([{ user_id: late!.user_id }]);
    expect(await runGuestBookFold(db, NOW)).toMatchObject({ batches: 1, guests: 1 });
    expect(totals(await book())).toEqual({ guests: GUESTS, visits: 14, arrived: 28, noShows: 11 });
  });
});
