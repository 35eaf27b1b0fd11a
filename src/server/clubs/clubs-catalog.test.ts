import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { clubs } from '../db/schema.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { ClubsCatalog } from './clubs-catalog.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const DATE = '2026-12-03';
const filter = { date: DATE, gender: 'female', type: 'all' } as const;

/**
 * The database as the catalog sees it, with a gate: while closed, every select still runs at
 * once (it reads the data as it is now) but its result is held back until the gate opens.
 */
function gatedDatabase(db: Database) {
  let gate: Promise<void> | undefined;
  let open = () => {};
  const reads: Promise<unknown>[] = [];
  const hold = <T>(query: PromiseLike<T>): Promise<T> => {
    const result = Promise.resolve(query);
    if (!gate) return result;
    reads.push(result);
    const opened = gate;
    return opened.then(() => result);
  };
  const gated = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'select') return Reflect.get(target, property, receiver);
      return (...args: Parameters<Database['select']>) => {
        const builder = target.select(...args);
        return {
          from: (table: Parameters<typeof builder.from>[0]) => ({
            where: (condition: Parameters<ReturnType<typeof builder.from>['where']>[0]) =>
              hold(builder.from(table).where(condition)),
          }),
        };
      };
    },
  });
  return {
    db: gated as Database,
    close() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
      reads.length = 0;
    },
    /** Resolves once every select started since the gate closed has read its rows. */
    read: () => Promise.all(reads),
    open() {
      gate = undefined;
      open();
    },
  };
}

describe('ClubsCatalog snapshot', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  test('serves the snapshot until invalidated or a minute old', async () => {
    const db = database.db;
    let now = NOW;
    const catalog = new ClubsCatalog(db, () => now);
    const club = await insertClub(db, { name: 'Before' });
    await openGuestlistDates(db, club.id, [DATE]);
    const name = async () => (await catalog.list(filter)).clubs.map((c) => c.name);
    expect(await name()).toEqual(['Before']);

    // No notification reaches this catalog: the snapshot stands.
    await db.update(clubs).set({ name: 'After' }).where(eq(clubs.id, club.id));
    expect(await name()).toEqual(['Before']);
    now = new Date(NOW.getTime() + 59_999);
    expect(await name()).toEqual(['Before']);

    catalog.invalidate();
    expect(await name()).toEqual(['After']);

    // The age limit bounds the damage of a missed notification.
    await db.update(clubs).set({ name: 'Later' }).where(eq(clubs.id, club.id));
    now = new Date(now.getTime() + 59_999);
    expect(await name()).toEqual(['After']);
    now = new Date(now.getTime() + 1);
    expect(await name()).toEqual(['Later']);
  });

  test('a request after an invalidation does not get a load that read the data before the change', async () => {
    const gated = gatedDatabase(database.db);
    const catalog = new ClubsCatalog(gated.db, () => NOW);
    const club = await insertClub(database.db, { name: 'Old Name', sortOrder: -1 });
    await openGuestlistDates(database.db, club.id, ['2026-12-10']);
    const first = (list: Awaited<ReturnType<ClubsCatalog['list']>>) => list.clubs[0]?.name;

    gated.close();
    const early = catalog.list({ ...filter, date: '2026-12-10' });
    await gated.read();
    // The change commits after the load read the rows, and its notification arrives.
    await database.db.update(clubs).set({ name: 'New Name' }).where(eq(clubs.id, club.id));
    catalog.invalidate();
    const late = catalog.list({ ...filter, date: '2026-12-10' });
    gated.open();

    // The early request may see the old name: it was asked before the change was known.
    expect(first(await early)).toBe('Old Name');
    expect(first(await late)).toBe('New Name');
    // And what is kept afterwards is fresh.
    expect(first(await catalog.list({ ...filter, date: '2026-12-10' }))).toBe('New Name');
  });

  test('concurrent requests share one load', async () => {
    const gated = gatedDatabase(database.db);
    let selects = 0;
    const counting = new Proxy(gated.db, {
      get(target, property, receiver) {
        if (property === 'select') selects++;
        return Reflect.get(target, property, receiver);
      },
    });
    const catalog = new ClubsCatalog(counting, () => NOW);
    gated.close();
    const answers = [catalog.list(filter), catalog.list(filter), catalog.list({ ...filter, gender: 'male' })];
    gated.open();
    const [a, b, c] = await Promise.all(answers);
    expect(a).toEqual(b);
    expect(c?.gender).toBe('male');
    // One snapshot: the visible clubs, the open dates and the clubs' photos.
    expect(selects).toBe(3);
  });
});
