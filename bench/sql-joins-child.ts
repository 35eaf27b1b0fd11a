import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { workerMain } from './child.ts';
import type { SqlJoinsInit, SqlRushInput, SqlRushOutput } from './sql-joins.ts';

/** One connection's way of running a transaction: `query` inside it, committed when `run` resolves. */
type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type Transact = <T>(run: (query: Query) => Promise<T>) => Promise<T>;

let transact: Transact;
/** One statement on one connection, outside any transaction: one commit each. */
let single: Query;
let close: () => Promise<void> = async () => {};

/** One-row transactions in a row, one at a time: the single writer's limit (issue 39). */
const SINGLE_WRITER_COMMITS = 1_000;

async function init(options: SqlJoinsInit): Promise<void> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
    transact = async (run) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await run((text, values) => client.query(text, values));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    };
    const one = new pg.Client({ connectionString: options.databaseUrl });
    await one.connect();
    single = (text, values) => one.query(text, values);
    close = async () => {
      await one.end();
      await pool.end();
    };
  } else {
    // PGlite has one connection: its transactions run one after the other, as in the server.
    const db = await PGlite.create({ dataDir: path.join(options.pgliteDir!, 'pgdata') });
    transact = (run) => db.transaction((tx) => run((text, values) => tx.query(text, values)));
    single = (text, values) => db.query(text, values);
    close = () => db.close();
  }
  // A table of its own: a row of the app's would wake its triggers (live updates, counters).
  await single('create table if not exists bench_single_writer (id int primary key, n bigint not null)', []);
  await single('insert into bench_single_writer values (1, 0) on conflict do nothing', []);
}

/** Commits a second of the one-row transaction, one after the other on one connection. */
async function singleWriter(): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < SINGLE_WRITER_COMMITS; i++)
    await single('update bench_single_writer set n = n + 1 where id = 1', []);
  return SINGLE_WRITER_COMMITS / ((performance.now() - started) / 1000);
}

/**
 * What a join writes, and nothing else: the night's lock, its counters, the entry (at the back of
 * the queue when waitlisted), the member's notification and its email and SMS deliveries. Triggers
 * (counters, live notifications) fire as they do for the app.
 */
async function join(clubId: string, date: string, userId: string): Promise<string> {
  return transact(async (query) => {
    await query('select pg_advisory_xact_lock(hashtextextended($1, 727003))', [`${clubId}|${date}`]);
    const { rows } = await query(
      'select capacity_male, confirmed_men from guestlist_dates where club_id = $1 and date = $2',
      [clubId, date],
    );
    const night = rows[0] as { capacity_male: number | null; confirmed_men: number };
    const status =
      night.capacity_male === null || night.confirmed_men + 1 <= night.capacity_male
        ? 'confirmed'
        : 'waitlisted';
    await query(
      `insert into guestlist_entries (user_id, club_id, date, ladies, men, guest_names, status, waitlisted_at)
       values ($1, $2, $3, 0, 1, '{}', $4, case when $4 = 'waitlisted' then greatest(now(),
         (select max(w.waitlisted_at) + interval '1 microsecond' from guestlist_entries w
          where w.club_id = $2 and w.date = $3 and w.waitlisted_at is not null)) end)`,
      [userId, clubId, date, status],
    );
    await query(
      `with n as (
         insert into notifications (user_id, kind, title, body, link)
         values ($1, $2, 'You are on the list', 'Bench Club, one man', '/passes') returning id, user_id, created_at)
       insert into notification_deliveries (notification_id, channel, next_attempt_at, created_at)
       select n.id, c.channel, n.created_at, n.created_at
       from n join users u on u.id = n.user_id cross join (values ('email'), ('sms')) as c(channel)
       where (c.channel = 'email' and u.notify_by_email and u.email is not null)
          or (c.channel = 'sms' and u.notify_by_sms)`,
      [userId, status === 'confirmed' ? 'guestlist-joined' : 'guestlist-waitlisted'],
    );
    return status;
  });
}

async function rush({ clubId, date, userIds }: SqlRushInput): Promise<SqlRushOutput> {
  let confirmed = 0;
  let waitlisted = 0;
  const started = performance.now();
  const latencies = await Promise.all(
    userIds.map(async (userId) => {
      const sent = performance.now();
      const status = await join(clubId, date, userId);
      if (status === 'confirmed') confirmed++;
      else waitlisted++;
      return performance.now() - sent;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const commitsPerSecond = await singleWriter();
  return { seconds, latencies: latencies.sort((a, b) => a - b), confirmed, waitlisted, commitsPerSecond };
}

workerMain<SqlJoinsInit, SqlRushInput, SqlRushOutput>(init, rush, () => close());
