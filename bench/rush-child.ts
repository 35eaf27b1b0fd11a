import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { childMain } from './child.ts';
import type { RushInput, RushOutput } from './rush.ts';

// fetch opens as many connections to one origin as there are requests (undici's default has no
// limit): one per member, as 500 phones would, with no client-side queue in front of the server.
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
// Either way the phones' HTTP client is warm. This process is new for every rush, and the first
// requests through Node's fetch load and compile its client (undici) as they go: 500 of them cost
// this process about 620 ms of CPU, against about 200 ms once compiled, on a two-core machine that
// the server and PostgreSQL share with it. A phone's browser does not compile its HTTP stack at the
// moment a list drops, so before the timer starts the client makes the rush's requests, on new
// connections, against a throw-away server of its own; the app's server sees nothing of it.

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
  try {
    for (let pass = 0; pass < 3; pass++)
      await Promise.all(
        Array.from({ length: count }, async () => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body,
          });
          JSON.parse(await response.text());
        }),
      );
  } finally {
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  }
}

childMain<RushInput, RushOutput>(async ({ base, clubId, date, cookies, cold }) => {
  const body = JSON.stringify({ clubId, date, ladies: 0, men: 1 });
  await warmClient(cookies.length, body);
  if (!cold)
    await Promise.all(
      cookies.map(async (cookie) => {
        const response = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
        const session = (await response.json()) as { user: unknown };
        if (!response.ok || !session.user)
          throw new Error(`a rush member is not signed in (${response.status})`);
      }),
    );
  const statuses: Record<string, number> = {};
  let confirmed = 0;
  let waitlisted = 0;
  const started = performance.now();
  const latencies = await Promise.all(
    cookies.map(async (cookie) => {
      const sent = performance.now();
      const response = await fetch(`${base}/api/guestlist-entries`, {
        method: 'POST',
        // The web app sends a key with every join (features/guestlist/api/join-guestlist.ts), which the
        // server claims and then stores the answer under: two writes of each join's own.
        headers: {
          cookie,
          'content-type': 'application/json',
          origin: base,
          'idempotency-key': randomUUID(),
        },
        body,
      });
      const text = await response.text();
      const ms = performance.now() - sent;
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 201) {
        const status = (JSON.parse(text) as { status: string }).status;
        if (status === 'confirmed') confirmed++;
        else if (status === 'waitlisted') waitlisted++;
      } else if (!statuses.firstError) {
        console.error(`  ! join answered ${response.status}: ${text.slice(0, 300)}`);
        statuses.firstError = 1;
      }
      return ms;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { seconds, latencies: latencies.sort((a, b) => a - b), statuses, confirmed, waitlisted };
});
