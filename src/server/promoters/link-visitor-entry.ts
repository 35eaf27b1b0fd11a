import { sql } from 'drizzle-orm';
import type { PromoterLinkVisitorEntry } from '../../shared/api/promoter-schema.ts';
import type { IsoDate } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { promoterDisplayName } from './promoter-display-name.ts';

interface Row {
  id: string;
  status: 'confirmed' | 'waitlisted';
  ladies: number;
  men: number;
  promoter_user_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * The visitor's live entry on the night a promoter's link opens, if they have one: a join through
 * that link would change nothing (first link wins, the party stays as it is), so the page says so
 * instead of showing a fresh form. One row by the (user, club, date) unique index.
 */
export async function findVisitorEntry(
  db: Database,
  userId: string,
  clubId: string,
  date: IsoDate,
  linkPromoterId: string,
): Promise<PromoterLinkVisitorEntry | null> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select e.id, e.status, e.ladies, e.men, e.promoter_user_id, p.first_name, p.last_name
      from guestlist_entries e left join users p on p.id = e.promoter_user_id
      where e.user_id = ${userId}::uuid and e.club_id = ${clubId}::uuid and e.date = ${date}::date
        and e.status in ('confirmed', 'waitlisted')`),
  );
  if (!row) return null;
  return {
    entryId: row.id,
    date,
    status: row.status,
    ladies: row.ladies,
    men: row.men,
    promoter: row.promoter_user_id ? promoterDisplayName(row.first_name ?? '', row.last_name ?? '') : null,
    sameLink: row.promoter_user_id === linkPromoterId,
  };
}
