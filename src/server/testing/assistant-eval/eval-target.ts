import { createAdmin, createMember } from '../members.ts';
import type { TestApp } from '../test-app.ts';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * The app the eval asks: in-process through `app.inject` (the test suite), or a server over HTTP
 * (the benchmark). Every call is served at the eval's clock.
 */
export interface EvalTarget {
  call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options?: { body?: unknown; cookie?: string },
  ): Promise<ApiAnswer>;
  /** Moves the instant the next calls are served at. */
  setNow(now: Date): void;
  /** A new member with a complete profile: the Cookie header of their session. */
  newMember(): Promise<string>;
  /** A new admin (SPEC §6): the Cookie header of their session. */
  newAdmin(): Promise<string>;
}

let client = 0;
/** A different address per call, so the assistant's per-IP limit is not what the eval meets. */
export const evalAddress = () => `10.31.${Math.floor(++client / 250) % 250}.${client % 250}`;

/** The test app, driven with `app.inject`; members are written straight to its database. */
export function injectTarget(t: TestApp): EvalTarget {
  return {
    async call(method, url, { body, cookie } = {}) {
      const response = await t.app.inject({
        method,
        url,
        remoteAddress: evalAddress(),
        headers: cookie ? { cookie } : {},
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: response.statusCode, body: response.body ? response.json() : null };
    },
    setNow: (now) => t.setNow(now),
    newMember: async () => (await createMember(t.database.db)).cookie,
    newAdmin: async () => (await createAdmin(t.database.db)).cookie,
  };
}

/** The JSON of a call that must succeed; anything else stops the eval, which would measure nothing. */
export async function okJson<T>(
  target: EvalTarget,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<T> {
  const answer = await target.call(method, url, options);
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}
