import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Roles } from '../../shared/api/auth-schema.ts';
import { type ClubAction, clubsWhere, mayAt } from '../../shared/roles.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { isUuid } from '../http/uuid.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { computeRoles } from '../roles/roles-service.ts';
import { requireUser } from './current-session.ts';

export const ROLE_MESSAGES = {
  adminOnly: 'Only admins can do this. Ask an admin to add your number to the admin list.',
  panelOnly:
    'Only admins and venue managers can do this. Ask your venue’s manager to add your number to its team.',
  doorOnly: 'Only door staff can do this. Ask your venue’s manager to add your number to its door team.',
  promoterOnly: 'Only promoters can do this. Ask the venue’s manager to add your number as a promoter.',
  /** The same answer as for a club that does not exist: another venue's clubs are not ours to describe. */
  clubNotYours: 'No such club among yours. It may have been removed: reload the list.',
};
/** One lookup per request: the scope's guard and the handler both ask (see guardStaffRoutes). */
const rolesByRequest = new WeakMap<FastifyRequest, Promise<Roles>>();

function rolesOf(request: FastifyRequest, db: Database, user: UserRow): Promise<Roles> {
  // Read with the session already (one round trip for both).
  if (request.currentSession?.user.id === user.id) return Promise.resolve(request.currentSession.roles);
  let roles = rolesByRequest.get(request);
  if (!roles) {
    roles = computeRoles(db, user.phoneNumber, request.log);
    rolesByRequest.set(request, roles);
  }
  return roles;
}

/**
 * The signed-in platform admin, read on every request (as the session view does): removing a number
 * from the list revokes at once. 401 when signed out, 403 for anyone else.
 */
export async function requireAdmin(request: FastifyRequest, db: Database): Promise<UserRow> {
  const user = requireUser(request);
  const roles = await rolesOf(request, db, user);
  if (!roles.admin) throw new AppError(403, 'forbidden', ROLE_MESSAGES.adminOnly);
  return user;
}

/** requireAdmin, with the roles: for platform actions that take a StaffMember. */
export async function requireAdminStaff(request: FastifyRequest, db: Database): Promise<StaffMember> {
  const user = await requireAdmin(request, db);
  return { user, roles: await rolesOf(request, db, user) };
}

/** A signed-in person who runs some club (a platform admin or a venue manager), and their roles. */
export async function requireManager(request: FastifyRequest, db: Database): Promise<StaffMember> {
  const user = requireUser(request);
  const roles = await rolesOf(request, db, user);
  if (!roles.admin && !roles.manager) throw new AppError(403, 'forbidden', ROLE_MESSAGES.panelOnly);
  return { user, roles };
}

/** The signed-in door staff member, manager or admin; 401 when signed out, 403 for anyone else. */
export async function requireDoorStaff(request: FastifyRequest, db: Database): Promise<StaffMember> {
  const user = requireUser(request);
  const roles = await rolesOf(request, db, user);
  if (!roles.door) throw new AppError(403, 'forbidden', ROLE_MESSAGES.doorOnly);
  return { user, roles };
}

/** The signed-in promoter (of some club); 401 when signed out, 403 for anyone else. */
export async function requirePromoter(request: FastifyRequest, db: Database): Promise<StaffMember> {
  const user = requireUser(request);
  const roles = await rolesOf(request, db, user);
  if (!roles.promoter) throw new AppError(403, 'forbidden', ROLE_MESSAGES.promoterOnly);
  return { user, roles };
}

export interface StaffMember {
  user: UserRow;
  roles: Roles;
}

/**
 * `staff` may do `action` at the club, or the club is answered as missing (404): a venue's team learns
 * nothing of another venue's clubs, guests or reservations, not even that an id exists.
 */
export function requireClub(staff: StaffMember, action: ClubAction, clubId: string): void {
  if (!mayAt(staff.roles, action, clubId))
    throw new AppError(404, 'club_not_found', ROLE_MESSAGES.clubNotYours);
}

/**
 * The signed-in admin or manager of the club `clubId` names, as the actor of what follows; a
 * malformed id and another venue's club are the same 404 as a missing one.
 */
export async function requireManagerOf(
  request: FastifyRequest,
  db: Database,
  clubId: string,
): Promise<UserRow> {
  const staff = await requireManager(request, db);
  if (!isUuid(clubId)) throw new AppError(404, 'club_not_found', ROLE_MESSAGES.clubNotYours);
  requireClub(staff, 'manage', clubId);
  return staff.user;
}

/** The clubs `staff` may do `action` at, for a query's filter: null for every club. */
export function clubFilter(staff: StaffMember, action: ClubAction): readonly string[] | null {
  const clubs = clubsWhere(staff.roles, action);
  return clubs === 'all' ? null : clubs;
}

/**
 * The clubs a report or a list covers: the one `clubId` names, which the caller must manage (else
 * the same 404 as a missing club), or, when none is named, every club they manage (null: all).
 */
export function managedClubs(staff: StaffMember, clubId: string | undefined): readonly string[] | null {
  if (clubId === undefined) return clubFilter(staff, 'manage');
  requireClub(staff, 'manage', clubId);
  return [clubId];
}

/**
 * Every route under /api/admin/ is for admins and venue managers and every route under /api/door/ for
 * door staff,
 * checked here for the whole scope as the request arrives (after the rate limit and the session, before
 * the body is read or validated): a new route cannot forget it, a non-admin cannot make us read a 10 MB
 * upload, and nobody else learns anything about a request's shape. A club named in the path is checked
 * here too, so a manager's upload to another venue's club is refused before its body is read. Handlers still call requireAdmin
 * (platform settings), or requireManager / requireDoorStaff and then requireClub for the club they
 * touch (the roles are looked up once).
 */
/** The club a staff route's path names (`:clubId`, or `:id` under /api/admin/clubs/), if any. */
function clubParamOf(url: string, params: unknown): string | undefined {
  const named = params as Record<string, string | undefined>;
  if (url.includes(':clubId')) return named.clubId ?? '';
  if (url.startsWith('/api/admin/clubs/:id')) return named.id ?? '';
  return undefined;
}

export function guardStaffRoutes(scope: FastifyInstance, db: Database): void {
  scope.addHook('preParsing', async (request) => {
    const url = request.routeOptions.url ?? '';
    const clubId = clubParamOf(url, request.params);
    if (url.startsWith('/api/admin/')) {
      const staff = await requireManager(request, db);
      if (clubId !== undefined) requireClub(staff, 'manage', clubId);
    } else if (url.startsWith('/api/door/')) {
      const staff = await requireDoorStaff(request, db);
      if (clubId !== undefined) requireClub(staff, 'door', clubId);
    } else if (url.startsWith('/api/promoter/')) {
      const staff = await requirePromoter(request, db);
      if (clubId !== undefined) requireClub(staff, 'promote', clubId);
    }
  });
}
