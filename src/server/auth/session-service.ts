import crypto from 'node:crypto';
import type DataLoader from 'dataloader';
import type { Logger } from 'pino';
import type { Persistence, Roles } from '../../shared/api/auth-schema.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { gatherPerTurn } from '../db/per-turn-batches.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { UserRow } from '../profile/users-repository.ts';
import { computeRoles } from '../roles/roles-service.ts';
import { type CachedSession, SessionCache } from './session-cache.ts';
import {
  deleteSession,
  findSessionsWithUserAndRoles,
  findSessionWithUser,
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
  // One call (no Hash object per request): the same digest as createHash('sha256').update(token).
  return crypto.hash('sha256', token, 'hex');
}

/**
 * Opaque 256-bit session tokens; the database only ever sees their SHA-256. Sessions read once are
 * kept in memory with their user and roles (SessionCache) until the database announces a change.
 */
export class SessionService {
  readonly #db: Database;
  readonly #clock: () => Date;
  readonly #cache = new SessionCache();
  /**
   * The session reads of requests that arrive together, one query for them all: when a list drops,
   * hundreds of phones open new connections at once, each with a session not in this process's
   * memory yet, and 500 single-row reads queued on the database (on PGlite, one connection) behind
   * the joins (gatherPerTurn). The cache above decides what is kept.
   */
  readonly #reads: DataLoader<string, CachedSession | undefined>;

  constructor(db: Database, clock: () => Date) {
    this.#db = db;
    this.#clock = clock;
    this.#reads = gatherPerTurn(async (tokenHashes) => {
      const found = await findSessionsWithUserAndRoles(this.#db, tokenHashes);
      return tokenHashes.map((tokenHash) => found.get(tokenHash));
    });
  }

  /** Keeps sessions in memory from now on, forgetting what the database announces (see SessionCache). */
  startCaching(handle: DatabaseHandle): Promise<void> {
    return this.#cache.start(handle);
  }

  stopCaching(): Promise<void> {
    return this.#cache.stop();
  }

  /** This process changed the user: its own notification may arrive after the next request. */
  forgetUser(userId: string): void {
    this.#cache.forgetUser(userId);
  }

  /** This process changed a staff list. */
  forgetRoles(): void {
    this.#cache.clear();
  }

  /** A new session; `previousToken` (what this browser held before) is revoked, so none outlives a sign-in. */
  async create(userId: string, persistence: Persistence, previousToken?: string) {
    if (previousToken) await this.#delete(hashToken(previousToken));
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
  async resolve(token: string, logger: Pick<Logger, 'warn'>): Promise<ResolvedSession | undefined> {
    const tokenHash = hashToken(token);
    const now = this.#clock();
    let found: (CachedSession & { fallback?: boolean }) | undefined = this.#cache.get(tokenHash);
    // A cached session that looks expired may have been slid by another process: ask the database.
    if (found && found.session.expiresAt.getTime() <= now.getTime()) {
      this.#cache.forgetSession(tokenHash);
      found = undefined;
    }
    if (!found) {
      const generation = this.#cache.generation;
      found = await this.#find(tokenHash, logger);
      if (!found) return undefined;
      if (found.session.expiresAt.getTime() <= now.getTime()) {
        await this.#delete(tokenHash);
        return undefined;
      }
      // Roles from the fallback may be "none" for a failed lookup: worth a retry, not a cache entry.
      if (!found.fallback) this.#cache.set(tokenHash, found, generation);
    }
    if (!found.session.persistent) return { ...found, extended: false };
    const lastExtended = found.session.expiresAt.getTime() - PERSISTENT_SESSION_MS;
    if (now.getTime() - lastExtended <= SLIDE_AFTER_MS) return { ...found, extended: false };
    const expiresAt = new Date(now.getTime() + PERSISTENT_SESSION_MS);
    await updateSessionExpiry(this.#db, tokenHash, expiresAt);
    const session = { ...found.session, expiresAt };
    this.#cache.update(tokenHash, session);
    return { ...found, session, extended: true };
  }

  /**
   * Session, user and roles in one round trip, shared with the requests beside it. SPEC §6: a
   * failed role lookup means no roles, never a signed-out member; so when the combined read fails
   * for any reason but an unreachable database, the session is read alone and the roles looked up
   * as before (which logs and says none).
   */
  async #find(tokenHash: string, logger: Pick<Logger, 'warn'>) {
    try {
      return await this.#reads.load(tokenHash);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      const found = await findSessionWithUser(this.#db, tokenHash);
      if (!found) return undefined;
      const roles = await computeRoles(this.#db, found.user.phoneNumber, logger);
      return { ...found, roles, fallback: true };
    }
  }

  async revoke(token: string): Promise<void> {
    await this.#delete(hashToken(token));
  }

  async #delete(tokenHash: string): Promise<void> {
    await deleteSession(this.#db, tokenHash);
    // Forgetting also stops a read under way from caching it (see SessionCache.set).
    this.#cache.forgetSession(tokenHash);
  }
}
