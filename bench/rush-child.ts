import { randomUUID } from 'node:crypto';
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

childMain<RushInput, RushOutput>(async ({ base, clubId, date, cookies, cold }) => {
  const body = JSON.stringify({ clubId, date, ladies: 0, men: 1 });
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
