import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, ReadDatabase } from '../db/client.ts';

/**
 * Exports that hold a PostgreSQL connection at the same time, per pool. An export keeps its
 * connection while the client downloads; the rest of the pool (10) stays for the API, and a
 * further export waits for a turn instead of taking it.
 */
export const EXPORT_CONNECTIONS = 2;

/** One database session for the export's cursors, released (or discarded, after an error) once. */
export interface ExportSession {
  db: ReadDatabase;
  release(error?: Error): void;
}

/**
 * A cursor lives in one session. PGlite has exactly one, shared by the whole server, so the
 * export uses it as it is; on PostgreSQL the export takes a connection of its own from the pool.
 */
export async function openExportSession(db: ReadDatabase): Promise<ExportSession> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return { db, release() {} };
  const turns = turnsOf(pool);
  await turns.take();
  let connection: pg.PoolClient;
  try {
    connection = await pool.connect();
  } catch (error) {
    turns.give();
    throw error;
  }
  let released = false;
  return {
    db: drizzle(connection) as unknown as Database,
    release(error) {
      if (released) return;
      released = true;
      // A connection that failed mid-export may still hold a cursor: pg closes it instead of reusing it.
      connection.release(error);
      turns.give();
    },
  };
}

interface Turns {
  take(): Promise<void>;
  give(): void;
}

const turnsByPool = new WeakMap<pg.Pool, Turns>();

function turnsOf(pool: pg.Pool): Turns {
  let turns = turnsByPool.get(pool);
  if (!turns) {
    turns = semaphore(EXPORT_CONNECTIONS);
    turnsByPool.set(pool, turns);
  }
  return turns;
}

function semaphore(size: number): Turns {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async take() {
      if (free > 0) {
        free -= 1;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    give() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}
