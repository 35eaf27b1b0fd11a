import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/current-session.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { computeRoles } from './roles-service.ts';

export const ROLE_MESSAGES = {
  adminOnly: 'Only admins can do this. Ask an admin to add your number to the admin list.',
  doorOnly: 'Only door staff can do this. Ask an admin to add your number to the door staff list.',
};

type Roles = Awaited<ReturnType<typeof computeRoles>>;
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
 * The signed-in admin, read on every request (as the session view does): removing a number from
 * the list revokes at once. 401 when signed out, 403 for anyone else.
 */
export async function requireAdmin(request: FastifyRequest, db: Database): Promise<UserRow> {
  const user = requireUser(request);
  const roles = await rolesOf(request, db, user);
  if (!roles.admin) throw new AppError(403, 'forbidden', ROLE_MESSAGES.adminOnly);
  return user;
}

/** The signed-in door staff member or admin; 401 when signed out, 403 for anyone else. */
export async function requireDoorStaff(request: FastifyRequest, db: Database): Promise<UserRow> {
  const user = requireUser(request);
  const roles = await rolesOf(request, db, user);
  if (!roles.door) throw new AppError(403, 'forbidden', ROLE_MESSAGES.doorOnly);
  return user;
}

/**
 * Every route under /api/admin/ is for admins and every route under /api/door/ for door staff,
 * checked here for the whole scope as the request arrives (after the rate limit and the session, before
 * the body is read or validated): a new route cannot forget it, a non-admin cannot make us read a 10 MB
 * upload, and nobody else learns anything about a request's shape. Handlers still call
 * requireAdmin / requireDoorStaff for the user they act as (the roles are looked up once).
 */
export function guardStaffRoutes(scope: FastifyInstance, db: Database): void {
  scope.addHook('preParsing', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (url.startsWith('/api/admin/')) await requireAdmin(request, db);
    else if (url.startsWith('/api/door/')) await requireDoorStaff(request, db);
  });
}
