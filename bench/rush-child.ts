import { randomUUID } from 'node:crypto';
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { childMain } from './child.ts';
import type { RushInput, RushOutput } from './rush.ts';

// The phones are Node's own HTTP client with an agent that has no limit on sockets: 500 requests at
// once open 500 connections to one origin, one per member, as 500 phones would, with no client-side
// queue in front of the server; a phone keeps its connection for its next request.
//
// Before the rush every phone loads the app (GET /api/auth/session, what every page asks first), as
// a member waiting for the drop has the club's page open: each rush, into an empty night or the big
// one, meets the server with the same sessions read and the same connections open. Without it the
// empty night's crowd (the same members every round) met warm sessions and the big night's (new
// members every round) cold ones, and the comparison measured the session cache, not the night.
//
// A cold rush (issue 39) skips that: each JOIN opens its phone's connection (this process has none
// open) and carries a session the server has not read in the last minute, as when a list drops on
// members who were not looking.
//
// The phones' CPU is not the server's. This process shares the machine's two cores with the server
// and PostgreSQL, so what it spends inside the measured window is taken from them:
// - Its client is warm. This process is new for every rush, and a client's first requests load and
//   compile it as they go (500 through fetch cost about 620 ms of CPU cold, about 200 ms warm). A
//   phone's browser does not compile its HTTP stack at the moment a list drops, so before the timer
//   starts the client makes the rush's requests, on new connections, against a throw-away server of
//   its own; the app's server sees nothing of it.
// - It is node:http rather than fetch: warm, 500 new-connection POSTs cost it 110-140 ms of CPU
//   against fetch's 160-240 ms (a probe against a bare server, interleaved rounds).

interface Answer {
  status: number;
  text: string;
}

function send(
  agent: Agent,
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        agent,
        method,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Sends `count` joins' worth of requests, each on a new connection, to a local server that only answers. */
async function warmClient(count: number, body: string): Promise<void> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json', connection: 'close' });
      response.end('{"status":"waitlisted"}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/guestlist-entries`;
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  try {
    for (let pass = 0; pass < 3; pass++)
      await Promise.all(
        Array.from({ length: count }, async () => {
          const answer = await send(
            agent,
            url,
            'POST',
            { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body,
          );
          JSON.parse(answer.text);
        }),
      );
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
}

childMain<RushInput, RushOutput>(async ({ base, clubId, date, cookies, cold }) => {
  const body = JSON.stringify({ clubId, date, ladies: 0, men: 1 });
  await warmClient(cookies.length, body);
  const phones = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  if (!cold)
    await Promise.all(
      cookies.map(async (cookie) => {
        const answer = await send(phones, `${base}/api/auth/session`, 'GET', { cookie });
        const session = JSON.parse(answer.text) as { user: unknown };
        if (answer.status !== 200 || !session.user)
          throw new Error(`a rush member is not signed in (${answer.status})`);
      }),
    );
  const statuses: Record<string, number> = {};
  let confirmed = 0;
  let waitlisted = 0;
  const started = performance.now();
  const latencies = await Promise.all(
    cookies.map(async (cookie) => {
      const sent = performance.now();
      // The web app sends a key with every join (features/guestlist/api/join-guestlist.ts), which the
      // server claims and then stores the answer under: two writes of each join's own.
      const { status, text } = await send(
        phones,
        `${base}/api/guestlist-entries`,
        'POST',
        { cookie, 'content-type': 'application/json', origin: base, 'idempotency-key': randomUUID() },
        body,
      );
      const ms = performance.now() - sent;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 201) {
        const entry = (JSON.parse(text) as { status: string }).status;
        if (entry === 'confirmed') confirmed++;
        else if (entry === 'waitlisted') waitlisted++;
      } else if (!statuses.firstError) {
        console.error(`  ! join answered ${status}: ${text.slice(0, 300)}`);
        statuses.firstError = 1;
      }
      return ms;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  phones.destroy();
  return { seconds, latencies: latencies.sort((a, b) => a - b), statuses, confirmed, waitlisted };
});
