import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { nightOfSql } from '../db/night-of-sql.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { upsertClubRows, upsertVenueRows } from './guest-book-figures-sql.ts';

/** Before any night: a club never folded. */
export const NEVER = '0001-01-01';

/**
 * Guests recomputed per transaction: the longest a join or a door scan waits for the fold on
 * PGlite's one connection. Nearly all of a batch's time is the two upserts' index updates (~0.4 ms
 * a guest on PGlite): at 100,000 parties a batch of 2,000 took ~760 ms, one of 500 222 ms (p95
 * 330 ms), so 300 keeps a batch near 200 ms (docs/decisions/040).
 */
export const FOLD_BATCH = 300;
/** Steps (transactions) per run: a 100,000-party night and its marks; the next run goes on. */
export const FOLD_STEPS_PER_RUN = 340;

/** What one run did. `more`: it stopped at its budget with work left. */
export interface FoldRun {
  batches: number;
  guests: number;
  /** Each batch's time in ms, for the log and the bench. */
  batchMs: number[];
  more: boolean;
}

type Step = { kind: 'batch'; guests: number } | { kind: 'mark' } | { kind: 'idle' } | { kind: 'busy' };

/**
 * The guest book's fold job (docs/decisions/040): for every club with work (a night over past its
 * mark, a night under way, or queued guests whose folded night changed), one transaction at a
 * time: a batch of FOLD_BATCH queued guests recomputed, or a mark moved (a night started: its
 * guests queued; a night finished: the mark advanced). Every process may run it: each step holds
 * its club's fold row (`for update skip locked`, so another process moves on to another club), and
 * recomputing a guest's row is idempotent. Requests never fold.
 */
export async function runGuestBookFold(
  db: Database,
  now: Date,
  {
    batch = FOLD_BATCH,
    steps = FOLD_STEPS_PER_RUN,
    pauseMs = 0,
    stopping = () => false,
  }: {
    batch?: number;
    steps?: number;
    pauseMs?: number;
    /** Asked before each step: a process shutting down ends the run there (each batch is committed). */
    stopping?: () => boolean;
  } = {},
): Promise<FoldRun> {
  const run: FoldRun = { batches: 0, guests: 0, batchMs: [], more: false };
  let budget = steps;
  for (const club of await clubsWithWork(db, now)) {
    for (;;) {
      if (budget === 0 || stopping()) {
        run.more = true;
        return run;
      }
      budget -= 1;
      // Between two steps the requests queued behind one (on PGlite's one connection) go first.
      if (pauseMs > 0 && budget < steps - 1) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      const started = performance.now();
      const step = await foldStep(db, club.id, club.last_over, batch);
      if (step.kind === 'idle' || step.kind === 'busy') break;
      if (step.kind === 'batch') {
        run.batches += 1;
        run.guests += step.guests;
        run.batchMs.push(performance.now() - started);
      }
    }
  }
  return run;
}

/** The clubs with fold work at `now`: one row each, with the last night over there. */
async function clubsWithWork(db: Database, now: Date) {
  return rowsOf<{ id: string; last_over: string }>(
    await db.execute(sql`
      select c.id, (${nightOfSql(now, sql`c.time_zone`)} - 1)::text as last_over
      from clubs c left join guest_book_folds f on f.club_id = c.id
      where f.folding_through is not null
        or coalesce(f.folded_through, ${NEVER}::date) < ${nightOfSql(now, sql`c.time_zone`)} - 1
        or exists (select 1 from guest_book_queue q where q.club_id = c.id)
      order by c.id`),
  );
}

/** One transaction of a club's fold. */
async function foldStep(db: Database, clubId: string, lastOver: string, batch: number): Promise<Step> {
  await db.execute(sql`insert into guest_book_folds (club_id, folded_through)
    values (${clubId}, ${NEVER}::date) on conflict (club_id) do nothing`);
  return db.transaction(async (tx): Promise<Step> => {
    const [mark] = rowsOf<{ folded_through: string; folding_through: string | null }>(
      await tx.execute(sql`select folded_through::text, folding_through::text from guest_book_folds
        where club_id = ${clubId} for update skip locked`),
    );
    // Another process is on this club: it goes on with it.
    if (!mark) return { kind: 'busy' };
    const through = mark.folding_through ?? mark.folded_through;
    await tx.execute(sql`
      create temporary table if not exists guest_book_touched (user_id uuid primary key) on commit delete rows`);
    // Taken in its own statement: a write still queuing one of these guests holds its queue row,
    // so this waits for it to commit, and the recompute below (a later snapshot) reads the change.
    await tx.execute(sql`
      with taken as (
        delete from guest_book_queue where club_id = ${clubId} and user_id in (
          select user_id from guest_book_queue where club_id = ${clubId} order by user_id limit ${batch})
        returning user_id)
      insert into guest_book_touched select user_id from taken`);
    const [taken] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from guest_book_touched`),
    );
    const guests = taken?.n ?? 0;
    if (guests > 0) {
      await tx.execute(sql`analyze guest_book_touched`);
      await tx.execute(upsertClubRows(clubId, through));
      await tx.execute(upsertVenueRows(clubId));
      return { kind: 'batch', guests };
    }
    if (mark.folding_through) {
      await tx.execute(sql`update guest_book_folds set folded_through = folding_through,
        folding_through = null, folded_at = now() where club_id = ${clubId}`);
      return { kind: 'mark' };
    }
    if (mark.folded_through >= lastOver) return { kind: 'idle' };
    return startNight(tx, clubId, mark.folded_through, lastOver);
  });
}

/**
 * The next night with any party or table after `from`, through `lastOver`: its guests queued and
 * the night marked as under way. With none, the mark moves to `lastOver`.
 */
async function startNight(tx: Database, clubId: string, from: string, lastOver: string): Promise<Step> {
  const [next] = rowsOf<{ night: string | null }>(
    await tx.execute(sql`select least(
        (select min(date) from guestlist_entries where club_id = ${clubId} and date > ${from}::date),
        (select min(date) from reservations where club_id = ${clubId} and date > ${from}::date))::text as night`),
  );
  const night = next?.night;
  if (!night || night > lastOver) {
    await tx.execute(sql`update guest_book_folds set folded_through = ${lastOver}::date, folded_at = now()
      where club_id = ${clubId}`);
    return { kind: 'mark' };
  }
  await tx.execute(sql`
    insert into guest_book_queue (club_id, user_id)
    select ${clubId}::uuid, user_id from guestlist_entries where club_id = ${clubId} and date = ${night}::date
    union
    select ${clubId}::uuid, user_id from reservations where club_id = ${clubId} and date = ${night}::date
    on conflict (club_id, user_id) do nothing`);
  await tx.execute(
    sql`update guest_book_folds set folding_through = ${night}::date where club_id = ${clubId}`,
  );
  return { kind: 'mark' };
}

/** How far a scope's clubs are folded: the night all of them are through, and whether one is behind. */
export async function foldState(
  db: Database,
  clubIds: readonly string[],
  now: Date,
): Promise<{ through: string | null; adding: boolean }> {
  if (clubIds.length === 0) return { through: null, adding: false };
  const [row] = rowsOf<{ through: string; adding: boolean }>(
    await db.execute(sql`
      select min(coalesce(f.folded_through, ${NEVER}::date))::text as through,
        coalesce(bool_or(coalesce(f.folded_through, ${NEVER}::date)
          < ${nightOfSql(now, sql`c.time_zone`)} - 1), false) as adding
      from clubs c left join guest_book_folds f on f.club_id = c.id
      where c.id = any(${sql.param(clubIds)}::uuid[])`),
  );
  const through = row?.through ?? NEVER;
  return { through: through === NEVER ? null : through, adding: row?.adding ?? false };
}
