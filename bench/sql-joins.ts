import { startWorker, type Worker } from './child.ts';
import { percentile } from './stats.ts';

/** Where the baseline writes: the server's own PostgreSQL database, or a copy of its PGlite directory. */
export interface SqlJoinsInit {
  databaseUrl?: string;
  pgliteDir?: string;
  /** Connections, as many as the server's pool (10). */
  poolSize: number;
}

export interface SqlRushInput {
  clubId: string;
  date: string;
  userIds: string[];
}

export interface SqlRushOutput {
  seconds: number;
  latencies: number[];
  confirmed: number;
  waitlisted: number;
  /** The single writer's limit: one-row transactions committed a second, one at a time. */
  commitsPerSecond: number;
}

export type SqlJoins = Worker<SqlRushInput, SqlRushOutput>;

/** A process that writes joins straight to the database, kept up between rounds. */
export function startSqlJoins(init: SqlJoinsInit): Promise<SqlJoins> {
  return startWorker<SqlRushInput, SqlRushOutput>('sql-joins-child.ts', init);
}

/** Runs one bare-SQL rush and checks it kept the list exact, as `rush` does for HTTP. */
export async function sqlRush(worker: SqlJoins, input: SqlRushInput, spots: number) {
  const out = await worker.call(input);
  const joins = input.userIds.length;
  if (out.confirmed !== spots || out.waitlisted !== joins - spots)
    throw new Error(`bare SQL: ${out.confirmed} confirmed, ${out.waitlisted} waitlisted of ${joins}`);
  return {
    perSecond: joins / out.seconds,
    p95: percentile(out.latencies, 95),
    commitsPerSecond: out.commitsPerSecond,
  };
}
