import crypto from 'node:crypto';
import { TEST_CLOCK_HEADER } from '../../http/test-clock.ts';
import { type CallApi, signIn } from '../sign-in.ts';
import { EVAL_NOW } from './eval-scenario.ts';
import { type EvalTarget, evalAddress } from './eval-target.ts';

/**
 * The eval against a running server (the benchmark), as its users reach it over HTTP. The server
 * runs with TEST_CLOCK=on, so every request carries the eval's instant (docs/decisions/030), and
 * trusts one proxy hop, so each carries its own X-Forwarded-For address (the assistant allows 20
 * questions a minute per address). Members sign in through the API, their codes read from the
 * development outbox; admins use the numbers the server was given in ADMIN_PHONES.
 */
export function httpTarget(baseUrl: string, adminPhones: string[]): EvalTarget {
  let now = EVAL_NOW;
  const admins = [...adminPhones];
  const headers = (cookie?: string): Record<string, string> => ({
    [TEST_CLOCK_HEADER]: now.toISOString(),
    'x-forwarded-for': evalAddress(),
    ...(cookie ? { cookie } : {}),
  });
  const api: CallApi = async (method, url, { body, headers: extra } = {}) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...headers(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: () => JSON.parse(text),
      cookies: response.headers.getSetCookie(),
    };
  };
  const signedIn = async (phone: string) => {
    const { cookie, session } = await signIn(api, phone);
    if (session.completionRequired) {
      const n = crypto.randomInt(1_000_000);
      const profile = {
        mode: 'sign-up',
        firstName: 'Eval',
        lastName: 'Guest',
        email: `eval${n}@example.com`,
        instagram: 'eval.guest',
      };
      const done = await api('PUT', '/api/profile', { body: profile, headers: { cookie } });
      if (done.status !== 200) throw new Error(`PUT /api/profile answered ${done.status}`);
    }
    return cookie;
  };
  return {
    async call(method, url, { body, cookie } = {}) {
      const answer = await api(method, url, { body, headers: cookie ? { cookie } : {} });
      let parsed: unknown = null;
      try {
        parsed = answer.json();
      } catch {
        // Not JSON (an empty body): the status says enough.
      }
      return { status: answer.status, body: parsed };
    },
    setNow(next) {
      now = next;
    },
    // Manhattan mobile numbers the SMS gate texts like anyone's, new for every member.
    newMember: () => signedIn(`+1646${3_000_000 + crypto.randomInt(6_000_000)}`),
    newAdmin: () => {
      const phone = admins.shift();
      if (!phone) throw new Error('No admin phone left: start the server with more ADMIN_PHONES');
      return signedIn(phone);
    },
  };
}
