import type { Roles } from '../../shared/api/auth-schema.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { UserRow } from '../profile/users-repository.ts';
import type { SessionRow } from './sessions-repository.ts';

/** The channel the database announces session, user and staff-list changes on (migration 0014). */
export const AUTH_CHANNEL = 'auth';
/** Sessions a process keeps at most; the least recently used go first. */
const MAX_SESSIONS = 50_000;
/**
 * A safety net, not the mechanism: changes reach the cache through notifications at once. A
 * session read from the database is kept this long at most, so a notification lost in a way the
 * listener cannot see costs a minute, not a month.
 */
const MAX_AGE_MS = 60_000;

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
  roles: Roles;
}

/** What the triggers of migration 0014 send on AUTH_CHANNEL. */
type AuthChange =
  | { kind: 'sessions'; tokenHashes: string[] }
  | { kind: 'users'; userIds: string[] }
  | { kind: 'roles' }
  | { kind: 'all' };

/**
 * The signed-in sessions this process has read, with their user and roles, so a signed-in request
 * costs no query. The database announces every change that could make an entry wrong (a session
 * deleted, a user changed, a staff list changed) on AUTH_CHANNEL to every process, and this process
 * also forgets its own changes at once (on PostgreSQL its own notification arrives a moment after
 * the commit). A lost listener connection forgets everything, as does an unreadable notification.
 */
export class SessionCache {
  readonly #entries = new Map<string, { value: CachedSession; at: number }>();
  #stop: (() => Promise<void>) | undefined;
  /** Moves on with every forgetting: a read that began before one must not be kept (see set). */
  #generation = 0;

  async start(handle: DatabaseHandle): Promise<void> {
    this.#stop = await handle.listen(
      AUTH_CHANNEL,
      (payload) => this.#receive(payload),
      () => this.clear(),
    );
  }

  async stop(): Promise<void> {
    const stop = this.#stop;
    this.#stop = undefined;
    this.clear();
    // A database already gone (an outage, a closed embedded engine) must not keep the server from
    // stopping; nothing is cached once #stop is unset.
    await stop?.().catch(() => {});
  }

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (performance.now() - entry.at > MAX_AGE_MS) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    // Most recently used last: the first key is the one to drop when full.
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, entry);
    return entry.value;
  }

  /** Call before reading a session from the database; pass the answer to set(). */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Keeps what was read at `generation`, unless something was forgotten since: a logout that
   * committed while the read was under way must not be undone by it. Only while listening:
   * without notifications, an entry could outlive a logout.
   */
  set(tokenHash: string, value: CachedSession, generation: number): void {
    if (!this.#stop || generation !== this.#generation) return;
    this.#entries.delete(tokenHash);
    if (this.#entries.size >= MAX_SESSIONS) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(tokenHash, { value, at: performance.now() });
  }

  /** The same entry with a new expiry (a slide), keeping its age. */
  update(tokenHash: string, session: SessionRow): void {
    const entry = this.#entries.get(tokenHash);
    if (entry) entry.value = { ...entry.value, session };
  }

  forgetSession(tokenHash: string): void {
    this.#generation += 1;
    this.#entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    this.#forgetUsers(new Set([userId]));
  }

  #forgetUsers(userIds: ReadonlySet<string>): void {
    this.#generation += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (userIds.has(entry.value.user.id)) this.#entries.delete(tokenHash);
    }
  }

  /** A staff list changed: anyone's roles may have. Rare, so everything is read again. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #receive(payload: string): void {
    let change: AuthChange;
    try {
      change = JSON.parse(payload) as AuthChange;
    } catch {
      change = { kind: 'all' };
    }
    if (change.kind === 'sessions' && Array.isArray(change.tokenHashes)) {
      for (const tokenHash of change.tokenHashes) this.forgetSession(tokenHash);
    } else if (change.kind === 'users' && Array.isArray(change.userIds)) {
      this.#forgetUsers(new Set(change.userIds));
    } else {
      this.clear();
    }
  }
}
