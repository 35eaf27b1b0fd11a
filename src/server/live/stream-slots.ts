import { AppError } from '../http/errors.ts';

/**
 * Counts the live streams each key (a client address, a session) holds open in this process and
 * refuses one past the limit. In memory on purpose: what a stream costs (a socket, a subscriber,
 * its buffers) is this process's, and so is the cap that protects it.
 */
export class StreamSlots {
  readonly #counts = new Map<string, number>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Takes a slot for `key`, or returns false when it holds the limit already. */
  take(key: string): boolean {
    const count = this.#counts.get(key) ?? 0;
    if (count >= this.#limit) return false;
    this.#counts.set(key, count + 1);
    return true;
  }

  release(key: string): void {
    const count = this.#counts.get(key) ?? 0;
    if (count <= 1) this.#counts.delete(key);
    else this.#counts.set(key, count - 1);
  }

  held(key: string): number {
    return this.#counts.get(key) ?? 0;
  }
}

export interface StreamLimits {
  perIp: number;
  perSession: number;
}

export const STREAM_MESSAGES = {
  perIp: (limit: number) =>
    `Too many live connections are open from your network (${limit}). Close some Nightlist tabs, or try again in a minute.`,
  perSession: (limit: number) =>
    `You have too many Nightlist tabs receiving live updates (${limit}). Close some and reload this one.`,
};

/** Takes a slot per client address and per session, or throws the 429 that says which one is full. */
export function takeStreamSlots(
  slots: { ip: StreamSlots; session: StreamSlots },
  limits: StreamLimits,
  keys: { ip: string; session: string | undefined },
): () => void {
  if (!slots.ip.take(keys.ip))
    throw new AppError(429, 'too_many_streams', STREAM_MESSAGES.perIp(limits.perIp));
  const session = keys.session;
  if (session !== undefined && !slots.session.take(session)) {
    slots.ip.release(keys.ip);
    throw new AppError(429, 'too_many_streams', STREAM_MESSAGES.perSession(limits.perSession));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    slots.ip.release(keys.ip);
    if (session !== undefined) slots.session.release(session);
  };
}
