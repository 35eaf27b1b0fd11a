import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Persistence, Roles } from '../../shared/api/auth-schema.ts';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { computeRoles } from '../roles/roles-service.ts';
import {
  deleteSession,
  findSessionWithUser,
  findSessionWithUserAndRoles,
  insertSession,
  type SessionRow,
  updateSessionExpiry,
} from './sessions-repository.ts';

const HOUR = 60 * 60_000;
/** A remembered browser stays signed in this long after its last visit (sliding). */
export const PERSISTENT_SESSION_MS = 30 * 24 * HOUR;
/** A browser-session cookie dies with the browser; the server forgets it after this at the latest. */
export const BROWSER_SESSION_MS = 12 * HOUR;
/** Sliding at most once a day keeps a busy user from writing on every request. */
export const SLIDE_AFTER_MS = 24 * HOUR;

export interface ResolvedSession {
  user: UserRow;
  session: SessionRow;
  /** The user's roles, read with the session. */
  roles: Roles;
  /** Set when this request pushed the expiry forward: the cookie must be sent again. */
  extended: boolean;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Opaque 256-bit session tokens; the database only ever sees their SHA-256. */
export class SessionService {
  readonly #db: Database;
  readonly #clock: () => Date;

  constructor(db: Database, clock: () => Date) {
    this.#db = db;
    this.#clock = clock;
  }

  /** A new session; `previousToken` (what this browser held before) is revoked, so none outlives a sign-in. */
  async create(userId: string, persistence: Persistence, previousToken?: string) {
    if (previousToken) await deleteSession(this.#db, hashToken(previousToken));
    const token = crypto.randomBytes(32).toString('base64url');
    const now = this.#clock();
    const persistent = persistence === 'local';
    const expiresAt = new Date(now.getTime() + (persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS));
    await insertSession(this.#db, {
      tokenHash: hashToken(token),
      userId,
      persistent,
      createdAt: now,
      expiresAt,
    });
    return { token, persistent, expiresAt };
  }

  /** The live session behind `token`, slid forward when due; expired ones are deleted. */
  async resolve(
    token: string,
    logger: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<ResolvedSession | undefined> {
    const tokenHash = hashToken(token);
    const found = await this.#find(tokenHash, logger);
    if (!found) return undefined;
    const now = this.#clock();
    if (found.session.expiresAt.getTime() <= now.getTime()) {
      await deleteSession(this.#db, tokenHash);
      return undefined;
    }
    if (!found.session.persistent) return { ...found, extended: false };
    const lastExtended = found.session.expiresAt.getTime() - PERSISTENT_SESSION_MS;
    if (now.getTime() - lastExtended <= SLIDE_AFTER_MS) return { ...found, extended: false };
    const expiresAt = new Date(now.getTime() + PERSISTENT_SESSION_MS);
    await updateSessionExpiry(this.#db, tokenHash, expiresAt);
    return { ...found, session: { ...found.session, expiresAt }, extended: true };
  }

  /**
   * Session, user and roles in one round trip. SPEC §6: a failed role lookup means no roles, never
   * a signed-out member; so when the combined read fails for any reason but an unreachable
   * database, the session is read alone and the roles looked up as before (which logs and says none).
   */
  async #find(tokenHash: string, logger: Pick<FastifyBaseLogger, 'warn'>) {
    try {
      return await findSessionWithUserAndRoles(this.#db, tokenHash);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      const found = await findSessionWithUser(this.#db, tokenHash);
      return found && { ...found, roles: await computeRoles(this.#db, found.user.phoneNumber, logger) };
    }
  }

  async revoke(token: string): Promise<void> {
    await deleteSession(this.#db, hashToken(token));
  }
}
