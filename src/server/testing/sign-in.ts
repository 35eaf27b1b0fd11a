import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SessionResponse } from '../../shared/api/auth-schema.ts';

/** A way to call the API: `app.inject` in-process, or fetch against a spawned server. */
export type CallApi = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options?: { body?: unknown; headers?: Record<string, string> },
) => Promise<{ status: number; json: () => unknown; cookies: string[] }>;

export function injectCaller(app: FastifyInstance, defaults: Partial<InjectOptions> = {}): CallApi {
  return async (method, url, { body, headers } = {}) => {
    const response = await app.inject({
      ...defaults,
      method,
      url,
      payload: body as InjectOptions['payload'],
      headers: { ...(defaults.headers as Record<string, string> | undefined), ...headers },
    });
    const setCookie = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      json: () => response.json(),
      cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    };
  };
}

export function fetchCaller(baseUrl: string, defaultHeaders: Record<string, string> = {}): CallApi {
  return async (method, url, { body, headers } = {}) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...defaultHeaders,
        ...headers,
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
}

/**
 * Fetches a bot-check challenge and solves it as the web app does; returns the payload to send.
 * With the number the code is for, the challenge is as hard as that number needs now.
 */
export async function solvedChallenge(call: CallApi, phoneNumber?: string): Promise<string> {
  const query = phoneNumber ? `?phoneNumber=${encodeURIComponent(phoneNumber)}` : '';
  const response = await call('GET', `/api/auth/challenge${query}`);
  if (response.status !== 200) throw new Error(`GET /api/auth/challenge answered ${response.status}`);
  const challenge = response.json() as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('The bot-check challenge could not be solved');
  const payload = { ...challenge, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function requestCode(call: CallApi, phoneNumber: string, headers?: Record<string, string>) {
  return call('POST', '/api/auth/send-code', {
    body: { phoneNumber, altcha: await solvedChallenge(call, phoneNumber) },
    headers,
  });
}

/** The code in the newest message to `phoneNumber` on the development outbox, as a person would read it. */
export async function latestCodeFor(call: CallApi, phoneNumber: string): Promise<string> {
  const response = await call('GET', '/api/dev/sms');
  const { messages } = response.json() as { messages: { recipient: string; body: string }[] };
  const message = messages.find((m) => m.recipient === phoneNumber);
  const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`No code sent to ${phoneNumber} in the outbox`);
  return code;
}

/** `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookie(cookies: string[]): string {
  const cookie = cookies.find((c) => /^(__Host-)?session=[^;]+/.test(c));
  if (!cookie) throw new Error(`No session cookie in ${JSON.stringify(cookies)}`);
  return cookie.split(';')[0]!;
}

/** Sends a code, reads it from the outbox and confirms it; returns the cookie and the session. */
export async function signIn(
  call: CallApi,
  phoneNumber: string,
  options: { persistence?: 'local' | 'session'; headers?: Record<string, string> } = {},
): Promise<{ cookie: string; session: SessionResponse; code: string; setCookie: string[] }> {
  const sent = await requestCode(call, phoneNumber, options.headers);
  if (sent.status !== 200)
    throw new Error(`send-code answered ${sent.status}: ${JSON.stringify(sent.json())}`);
  const { phoneNumber: normalized, verificationId } = sent.json() as {
    phoneNumber: string;
    verificationId: string;
  };
  const code = await latestCodeFor(call, normalized);
  const verified = await call('POST', '/api/auth/verify-code', {
    body: { phoneNumber, verificationId, code, persistence: options.persistence ?? 'local' },
    headers: options.headers,
  });
  if (verified.status !== 200)
    throw new Error(`verify-code answered ${verified.status}: ${JSON.stringify(verified.json())}`);
  return {
    cookie: sessionCookie(verified.cookies),
    session: verified.json() as SessionResponse,
    code,
    setCookie: verified.cookies,
  };
}
