import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Records the first time a guest a promoter added by name opens their pass, signed in with that
 * number: the promoter's list shows them as having claimed it. Once per entry (later opens match no
 * row); an entry the member made themselves is never marked. One row by its primary key.
 */
export async function markPassOpened(
  db: Database,
  entryId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    update guestlist_entries set pass_opened_at = ${now.toISOString()}::timestamptz
    where id = ${entryId}::uuid and user_id = ${userId}::uuid
      and added_by_user_id is not null and pass_opened_at is null`);
}
