import type { TeamMember, TeamResponse, VenueInput } from '../../../shared/api/admin/team-schema.ts';
import { TEAM_LIST_MAX } from '../../../shared/api/admin/team-schema.ts';
import { adminPhoneVariants, formatPhoneNumber } from '../../../shared/phone.ts';
import { type ClubRole, mayAt } from '../../../shared/roles.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import { clubFilter, ROLE_MESSAGES, type StaffMember } from '../../auth/require-role.ts';
import type { StaffDeps } from '../../auth/staff-deps.ts';
import { AppError } from '../../http/errors.ts';
import { TEAM_MESSAGES as M, ROLE_NAMES } from './team-messages.ts';
import {
  deleteClubRole,
  findClubNames,
  findClubRole,
  findClubsWithoutVenue,
  findHeldRole,
  findTeam,
  findVenue,
  findVenueByName,
  findVenuesWithClubs,
  insertClubRole,
  insertVenue,
  renameVenue,
  setVenueClubs,
  type TeamScope,
  updateGuestAllowance,
} from './team-repository.ts';

type Deps = Pick<StaffDeps, 'db' | 'clock'>;

/** Where a role is held: a whole venue or one club. */
export type TeamPlace = { venueId: string; clubId?: undefined } | { clubId: string; venueId?: undefined };

/** Platform admins see every team; a manager the teams of the venues and clubs they run. */
function scopeOf(staff: StaffMember): TeamScope {
  const clubIds = clubFilter(staff, 'manage');
  return clubIds === null ? null : { venueIds: staff.roles.venues, clubIds };
}

/** The caller's venues and clubs, and the people who hold roles there. */
export async function readTeam(deps: Deps, staff: StaffMember): Promise<TeamResponse> {
  const scope = scopeOf(staff);
  const [venues, loose, rows] = await Promise.all([
    findVenuesWithClubs(deps.db, scope ? scope.venueIds : null),
    findClubsWithoutVenue(deps.db, scope ? scope.clubIds : null),
    findTeam(deps.db, scope, TEAM_LIST_MAX + 1),
  ]);
  const members = rows.slice(0, TEAM_LIST_MAX).map(toTeamMember);
  return { venues, clubs: loose, members, truncated: rows.length > TEAM_LIST_MAX };
}

/** One role as the team list shows it, read by id after the caller changed it (in their scope). */
export async function readTeamMember(deps: Deps, staff: StaffMember, id: string): Promise<TeamMember> {
  const [row] = await findTeam(deps.db, scopeOf(staff), 1, id);
  if (!row) throw new AppError(404, 'role_not_found', M.roleNotFound);
  return toTeamMember(row);
}

function toTeamMember(row: Awaited<ReturnType<typeof findTeam>>[number]): TeamMember {
  return {
    id: row.role.id,
    phoneNumber: row.role.phoneNumber,
    name: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim() || null,
    role: row.role.role,
    scope: row.role.venueId
      ? { kind: 'venue', id: row.role.venueId, name: row.venueName ?? '' }
      : { kind: 'club', id: row.role.clubId!, name: row.clubName ?? '' },
    addedAt: row.role.createdAt.toISOString(),
    guestAllowance: row.role.guestAllowance,
  };
}

/** The place exists and the caller runs it; else the same 404 as a missing one. */
async function requirePlace(deps: Deps, staff: StaffMember, place: TeamPlace): Promise<string> {
  if (place.venueId !== undefined) {
    const venue = await findVenue(deps.db, place.venueId);
    if (!venue || !(staff.roles.admin || staff.roles.venues.includes(venue.id)))
      throw new AppError(404, 'venue_not_found', M.venueNotFound);
    return venue.name;
  }
  const name = (await findClubNames(deps.db, [place.clubId])).get(place.clubId);
  if (name === undefined || !mayAt(staff.roles, 'manage', place.clubId))
    throw new AppError(404, 'club_not_found', ROLE_MESSAGES.clubNotYours);
  return name;
}

/**
 * Gives a number a role at a venue or club the caller runs. Returns the role and whether it was
 * added (false: the number, or its +1 variant, already held it there).
 */
export async function addTeamMember(
  deps: Deps,
  staff: StaffMember,
  input: { phoneNumber: string; role: ClubRole } & TeamPlace,
): Promise<{ id: string; added: boolean }> {
  const placeName = await requirePlace(deps, staff, input);
  const place = { venueId: input.venueId ?? null, clubId: input.clubId ?? null };
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const held = await findHeldRole(tx, adminPhoneVariants(input.phoneNumber), input.role, place);
    if (held) return { id: held.id, added: false };
    const row = await insertClubRole(tx, {
      phoneNumber: input.phoneNumber,
      role: input.role,
      ...place,
      createdAt: now,
      createdBy: staff.user.id,
    });
    await recordAudit(
      tx,
      staff.user,
      {
        action: 'team.add',
        targetType: 'team',
        targetId: row.id,
        ...place,
        summary: `Made ${formatPhoneNumber(input.phoneNumber)} ${ROLE_NAMES[input.role]} at ${placeName}`,
        details: { role: input.role, phoneNumber: input.phoneNumber, ...place },
      },
      now,
    );
    return { id: row.id, added: true };
  });
}

/** Takes a role away; a manager keeps their own manager role (someone else must end it). */
export async function removeTeamMember(deps: Deps, staff: StaffMember, id: string): Promise<void> {
  const role = await findClubRole(deps.db, id);
  if (!role) throw new AppError(404, 'role_not_found', M.roleNotFound);
  const place: TeamPlace = role.venueId ? { venueId: role.venueId } : { clubId: role.clubId! };
  let placeName: string;
  try {
    placeName = await requirePlace(deps, staff, place);
  } catch {
    // Another venue's team is answered as missing.
    throw new AppError(404, 'role_not_found', M.roleNotFound);
  }
  const own = adminPhoneVariants(staff.user.phoneNumber).includes(role.phoneNumber);
  if (own && role.role === 'manager' && !staff.roles.admin)
    throw new AppError(409, 'cannot_remove_self', M.removeOwnManager);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (!(await deleteClubRole(tx, id))) throw new AppError(404, 'role_not_found', M.roleNotFound);
    await recordAudit(
      tx,
      staff.user,
      {
        action: 'team.remove',
        targetType: 'team',
        targetId: id,
        venueId: role.venueId,
        clubId: role.clubId,
        summary: `Removed ${formatPhoneNumber(role.phoneNumber)} as ${ROLE_NAMES[role.role]} at ${placeName}`,
        details: {
          role: role.role,
          phoneNumber: role.phoneNumber,
          venueId: role.venueId,
          clubId: role.clubId,
        },
      },
      now,
    );
  });
}

/** Sets a promoter's allowance of guests added by name per night, at a place the caller runs. */
export async function setGuestAllowance(deps: Deps, staff: StaffMember, id: string, guestAllowance: number) {
  const role = await findClubRole(deps.db, id);
  const place: TeamPlace | undefined = role?.venueId
    ? { venueId: role.venueId }
    : role
      ? { clubId: role.clubId! }
      : undefined;
  let placeName: string;
  try {
    if (!role || !place) throw new Error('no role');
    placeName = await requirePlace(deps, staff, place);
  } catch {
    throw new AppError(404, 'role_not_found', M.roleNotFound);
  }
  if (role.role !== 'promoter') throw new AppError(409, 'not_a_promoter', M.allowanceForPromoters);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await updateGuestAllowance(tx, id, guestAllowance);
    await recordAudit(
      tx,
      staff.user,
      {
        action: 'team.allowance',
        targetType: 'team',
        targetId: id,
        venueId: role.venueId,
        clubId: role.clubId,
        summary: `Let ${formatPhoneNumber(role.phoneNumber)} add ${guestAllowance} ${guestAllowance === 1 ? 'guest' : 'guests'} a night at ${placeName}`,
        details: { before: role.guestAllowance, after: guestAllowance },
      },
      now,
    );
  });
}

async function checkClubs(deps: Deps, clubIds: readonly string[]): Promise<void> {
  const known = await findClubNames(deps.db, clubIds);
  const unknown = clubIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new AppError(400, 'unknown_clubs', M.unknownClubs(unknown));
}

/** A platform admin creates a venue running `clubIds` (they leave any venue they belonged to). */
export async function createVenue(deps: Deps, staff: StaffMember, input: VenueInput) {
  const clubIds = [...new Set(input.clubIds)];
  await checkClubs(deps, clubIds);
  if (await findVenueByName(deps.db, input.name))
    throw new AppError(409, 'venue_name_taken', M.venueNameTaken(input.name));
  const now = deps.clock();
  const venue = await deps.db.transaction(async (tx) => {
    const row = await insertVenue(tx, input.name, now);
    await setVenueClubs(tx, row.id, clubIds, now);
    await recordAudit(
      tx,
      staff.user,
      {
        action: 'venue.create',
        targetType: 'venue',
        targetId: row.id,
        clubId: null,
        venueId: row.id,
        summary: `Created the venue ${input.name} with ${clubIds.length} ${clubIds.length === 1 ? 'club' : 'clubs'}`,
        details: { name: input.name, clubIds },
      },
      now,
    );
    return row;
  });
  const [view] = await findVenuesWithClubs(deps.db, [venue.id]);
  return view!;
}

/** A platform admin renames a venue or changes the clubs it runs. */
export async function updateVenue(deps: Deps, staff: StaffMember, id: string, input: VenueInput) {
  const venue = await findVenue(deps.db, id);
  if (!venue) throw new AppError(404, 'venue_not_found', M.venueNotFound);
  const clubIds = [...new Set(input.clubIds)];
  await checkClubs(deps, clubIds);
  const sameName = await findVenueByName(deps.db, input.name);
  if (sameName && sameName.id !== id)
    throw new AppError(409, 'venue_name_taken', M.venueNameTaken(input.name));
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await renameVenue(tx, id, input.name);
    await setVenueClubs(tx, id, clubIds, now);
    await recordAudit(
      tx,
      staff.user,
      {
        action: 'venue.update',
        targetType: 'venue',
        targetId: id,
        clubId: null,
        venueId: id,
        summary: `Updated the venue ${input.name}: ${clubIds.length} ${clubIds.length === 1 ? 'club' : 'clubs'}`,
        details: { before: venue.name, name: input.name, clubIds },
      },
      now,
    );
  });
  const [view] = await findVenuesWithClubs(deps.db, [id]);
  return view!;
}
