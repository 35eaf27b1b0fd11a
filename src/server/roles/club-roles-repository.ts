import { type SQL, sql } from 'drizzle-orm';
import type { ClubRole } from '../../shared/roles.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';

/** One club a role reaches: a club role names it, a venue role reaches each club of the venue. */
export interface HeldClubRole {
  role: ClubRole;
  clubId: string;
  /** The venue the role is held at (every club of it), or null for a role at this one club. */
  venueId: string | null;
}

/**
 * The clubs each role of these numbers reaches, as one JSON array of [role, clubId] pairs, for
 * a select list: the session read asks it in the same round trip. `phones` is an SQL text array.
 */
export function heldClubRolesJson(phones: SQL): SQL<HeldClubRole[]> {
  return sql<
    HeldClubRole[]
  >`(select coalesce(json_agg(json_build_object('role', held.role, 'clubId', held.club_id, 'venueId', held.venue_id)), '[]'::json)
    from (
      select r.role, r.club_id, null::uuid as venue_id from club_roles r
      where r.phone_number = any(${phones}) and r.club_id is not null
      union
      select r.role, c.id, r.venue_id from club_roles r join clubs c on c.venue_id = r.venue_id
      where r.phone_number = any(${phones}) and r.venue_id is not null
    ) held)`;
}

export async function findHeldClubRoles(db: Database, phoneNumbers: string[]): Promise<HeldClubRole[]> {
  const [row] = rowsOf<{ held: HeldClubRole[] }>(
    await db.execute(sql`select ${heldClubRolesJson(sql`${sql.param(phoneNumbers)}::text[]`)} as held`),
  );
  return row?.held ?? [];
}

/**
 * SQL: the number held by user `u` holds the promoter role at club `club` (directly, or through the
 * club's venue), as itself or its +1 variant (SPEC §6).
 */
export const promotes = (userAlias: string, clubExpr: ReturnType<typeof sql>) => sql`exists (
  select 1 from club_roles r
  where r.role = 'promoter'
    and r.phone_number = any(array[${sql.raw(userAlias)}.phone_number,
      case when ${sql.raw(userAlias)}.phone_number like '+1%' then substr(${sql.raw(userAlias)}.phone_number, 3)
        else '+1' || ${sql.raw(userAlias)}.phone_number end])
    and (r.club_id = ${clubExpr} or r.venue_id = (select c.venue_id from clubs c where c.id = ${clubExpr})))`;
