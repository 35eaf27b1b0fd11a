import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { promotes } from '../roles/club-roles-repository.ts';

/**
 * The link a join is credited to: its code, for this club and (when it names one) this night, of
 * someone who still promotes the club and is not the member joining. Undefined otherwise.
 */
export async function findCreditingLink(
  db: Database,
  code: string,
  clubId: string,
  date: IsoDate,
  memberId: string,
): Promise<{ userId: string; linkId: string } | null> {
  const [row] = rowsOf<{ link_id: string; user_id: string }>(
    await db.execute(sql`
      select l.id as link_id, l.promoter_user_id as user_id
      from promoter_links l join users u on u.id = l.promoter_user_id
      where l.code = ${code} and l.club_id = ${clubId}::uuid
        and (l.date is null or l.date = ${date}::date)
        and l.promoter_user_id <> ${memberId}::uuid
        and ${promotes('u', sql`l.club_id`)}`),
  );
  return row ? { userId: row.user_id, linkId: row.link_id } : null;
}
