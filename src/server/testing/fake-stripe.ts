import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signStripeWebhook } from '../payments/stripe-events.ts';
import { newId, unixNow } from './fake-stripe-objects.ts';
import { type Answer, errorAnswer, routeRequest } from './fake-stripe-routes.ts';
import { FakeStripeState } from './fake-stripe-state.ts';
import { type FormValue, parseBracketForm } from './form-body.ts';

export interface FakeStripeRequest {
  method: string;
  /** Without the query string. */
  path: string;
  idempotencyKey: string | null;
  /** The form body of a POST, or the query of a GET, decoded. */
  body: Record<string, FormValue>;
}

export interface FakeStripe {
  /** Give to the provider as `apiBase`. */
  url: string;
  close(): Promise<void>;
  /** Every request that arrived, failed ones and replays included, oldest first. */
  requests: FakeStripeRequest[];
  /** The next `times` requests answer `status` in Stripe's error shape, and change nothing. */
  failNext(status: number, times?: number): void;
  /** Stripe is back: failures still queued are dropped (however many the SDK's retries used). */
  recover(): void;
  sessions: FakeStripeState['sessions'];
  paymentIntents: FakeStripeState['paymentIntents'];
  charges: FakeStripeState['charges'];
  refunds: FakeStripeState['refunds'];
  /** What the guest does on Stripe's page. */
  complete(sessionId: string, options: { outcome: 'held' | 'paid' | 'declined' }): void;
  /** The checkout lapses, as when its `expires_at` passes. */
  expire(sessionId: string): void;
  /** An event about the object, as Stripe would post it to our webhook. */
  webhook(type: string, objectId: string, options?: { signedAt?: Date }): { body: string; signature: string };
}

interface Saved {
  method: string;
  path: string;
  rawBody: string;
  answer: Answer;
}

/** A local stand-in for the part of Stripe's REST API the Stripe provider calls. */
export async function startFakeStripe(options: {
  webhookSecret: string;
  secretKey?: string;
}): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const saved = new Map<string, Saved>();
  const failures: number[] = [];
  let url = '';
  const state = new FakeStripeState((sessionId) => `${url}/c/pay/${sessionId}`);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let answer: Answer & { replayed?: boolean };
      try {
        answer = handle(req, rawBody);
      } catch (error) {
        // A fault of the fake itself: answered rather than thrown, so it cannot take a test server down.
        answer = errorAnswer(500, { type: 'api_error', message: `The fake Stripe broke: ${String(error)}` });
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        ...(answer.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(answer.body));
    });
  });

  const handle = (req: http.IncomingMessage, rawBody: string): Answer & { replayed?: boolean } => {
    const target = new URL(req.url ?? '/', 'http://fake');
    const path = target.pathname;
    const method = req.method ?? 'GET';
    const idempotencyKey = header(req, 'idempotency-key');
    const form = method === 'GET' ? target.searchParams : new URLSearchParams(rawBody);
    requests.push({ method, path, idempotencyKey, body: parseBracketForm(form) });

    const status = failures.shift();
    if (status !== undefined) return failure(status);
    const refused = checkKey(header(req, 'authorization'), options.secretKey);
    if (refused) return refused;

    const replay = idempotencyKey && method === 'POST' ? saved.get(idempotencyKey) : undefined;
    if (replay) {
      if (replay.method !== method || replay.path !== path || replay.rawBody !== rawBody) {
        return errorAnswer(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        });
      }
      return { ...replay.answer, replayed: true };
    }
    const answer = routeRequest(state, method, path, parseBracketForm(form));
    // Stripe keeps what an executed request answered; here only successes, which is what retries rely on.
    if (idempotencyKey && method === 'POST' && answer.status === 200) {
      saved.set(idempotencyKey, { method, path, rawBody, answer });
    }
    return answer;
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    sessions: state.sessions,
    paymentIntents: state.paymentIntents,
    charges: state.charges,
    refunds: state.refunds,
    failNext: (status, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    recover: () => {
      failures.length = 0;
    },
    complete: (sessionId, { outcome }) => state.complete(sessionId, outcome),
    expire: (sessionId) => {
      state.expire(sessionId);
    },
    webhook: (type, objectId, { signedAt } = {}) => {
      const object = state.find(objectId);
      if (!object) throw new Error(`The fake has no object ${objectId}.`);
      const event = {
        id: newId('evt'),
        object: 'event',
        created: unixNow(),
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object: structuredClone(object) },
      };
      const body = JSON.stringify(event, null, 2);
      return { body, signature: signStripeWebhook(body, options.webhookSecret, signedAt) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The SDK keeps its sockets alive; without this, close waits for them to time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const header = (req: http.IncomingMessage, name: string): string | null => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
};

/** An injected failure, typed as Stripe types its errors at that status. */
function failure(status: number): Answer {
  const type =
    status === 402
      ? 'card_error'
      : status === 429
        ? 'rate_limit_error'
        : status >= 500
          ? 'api_error'
          : 'invalid_request_error';
  return errorAnswer(status, {
    type,
    message: `The fake Stripe failed this request on purpose (${status}).`,
  });
}

/** Stripe's answer to a missing or wrong key, which shows only the key's last four characters. */
function checkKey(authorization: string | null, secretKey: string | undefined): Answer | null {
  const key = authorization?.match(/^Bearer (.+)$/)?.[1];
  if (!key) {
    return errorAnswer(401, {
      type: 'invalid_request_error',
      message: 'You did not provide an API key.',
    });
  }
  if ((secretKey && key !== secretKey) || !key.startsWith('sk_')) {
    return errorAnswer(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
    });
  }
  return null;
}
