import { sql } from 'drizzle-orm';
import { clubsWhere } from '../../shared/roles.ts';
import { requireClub, type StaffMember } from '../auth/require-role.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { AppError } from '../http/errors.ts';
import type { GuestBookScope } from './guest-book-repository.ts';

const VENUE_NOT_YOURS = 'No such venue among yours. Pick a venue or a club from the list.';
const PICK_ONE =
  'You run more than one venue or club: say which guest book with "venueId" or "clubId" (the club picker does).';

interface ClubRow {
  id: string;
  name: string;
  time_zone: string;
  venue_id: string | null;
}

/**
 * Whose guest book a request reads: the club `clubId` names (the caller must manage it), the venue
 * `venueId` names (the caller must manage all of it, or be a platform admin), or, when neither is
 * named, the caller's only venue or only club. Another venue's club or venue is a 404, as missing.
 */
export async function resolveGuestBookScope(
  db: Database,
  staff: StaffMember,
  ask: { clubId?: string | undefined; venueId?: string | undefined },
): Promise<GuestBookScope> {
  if (ask.clubId) return clubScope(db, staff, ask.clubId);
  if (ask.venueId) return venueScope(db, staff, ask.venueId);
  if (!staff.roles.admin && staff.roles.venues.length === 1)
    return venueScope(db, staff, staff.roles.venues[0] as string);
  const clubs = clubsWhere(staff.roles, 'manage');
  if (clubs !== 'all' && clubs.length === 1 && staff.roles.venues.length === 0)
    return clubScope(db, staff, clubs[0] as string);
  throw new AppError(400, 'pick_scope', PICK_ONE);
}

async function clubScope(db: Database, staff: StaffMember, clubId: string): Promise<GuestBookScope> {
  requireClub(staff, 'manage', clubId);
  const [club] = rowsOf<ClubRow>(
    await db.execute(sql`select id, name, time_zone, venue_id from clubs where id = ${clubId}::uuid`),
  );
  if (!club) throw new AppError(404, 'club_not_found', 'No club has this id. Pick a club from the list.');
  return { kind: 'club', id: club.id, name: club.name, clubIds: [club.id], timeZone: club.time_zone };
}

async function venueScope(db: Database, staff: StaffMember, venueId: string): Promise<GuestBookScope> {
  if (!staff.roles.admin && !staff.roles.venues.includes(venueId))
    throw new AppError(404, 'venue_not_found', VENUE_NOT_YOURS);
  const rows = rowsOf<ClubRow & { venue_name: string }>(
    await db.execute(sql`select c.id, c.name, c.time_zone, c.venue_id, v.name as venue_name
      from venues v left join clubs c on c.venue_id = v.id where v.id = ${venueId}::uuid
      order by c.created_at, c.id`),
  );
  const [first] = rows;
  if (!first) throw new AppError(404, 'venue_not_found', VENUE_NOT_YOURS);
  return {
    kind: 'venue',
    id: venueId,
    name: first.venue_name,
    clubIds: rows.flatMap((row) => (row.id ? [row.id] : [])),
    timeZone: first.time_zone ?? 'UTC',
  };
}
