import { FakePushService } from '../src/server/testing/fake-push-service.ts';
import { workerMain } from './child.ts';
import type { DropInput, DropOutput, OffersChildInput, Subscribed } from './offers.ts';

// The third process: the push service the server hands its pushes to (a local stand-in that checks
// each VAPID signature and decrypts each payload, as FCM would accept it), and the members who keep
// joining another night while a drop runs. Neither shares a process with a server.

const push = new FakePushService();

/** How many joins are in flight at once while a drop runs: a busy night's steady traffic. */
const JOINS_IN_FLIGHT = 20;

function subscribe(count: number): Subscribed {
  const subscriptions = Array.from({ length: count }, () => {
    const { endpoint, keys } = push.subscribe();
    return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
  });
  return { origin: push.origin, subscriptions };
}

/** Every joiner joins once, JOINS_IN_FLIGHT at a time, starting with the drop: the same joins each time. */
async function joinsBeside(input: DropInput): Promise<number[]> {
  const body = JSON.stringify({ clubId: input.clubId, date: input.joinDate, ladies: 0, men: 1 });
  const latencies: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < input.joinCookies.length) {
      const cookie = input.joinCookies[next++]!;
      const sent = performance.now();
      const response = await fetch(`${input.base}/api/guestlist-entries`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: input.base },
        body,
      });
      const text = await response.text();
      if (response.status !== 201)
        throw new Error(`a join answered ${response.status}: ${text.slice(0, 300)}`);
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: JOINS_IN_FLIGHT }, lane));
  return latencies.sort((a, b) => a - b);
}

/**
 * One drop: the manager raises the night's places for men by `spots` while members keep joining
 * another night; the offers are written by the time the request answers, and (with push on) the
 * drop ends when the push service has received an offer for each of them.
 */
async function drop(input: DropInput): Promise<DropOutput> {
  const before = push.received.length;
  const offerPushes = () =>
    push.received
      .slice(before)
      .filter((message) => (message.payload as { kind?: string }).kind === 'guestlist-offered');
  const offersPushed = () => offerPushes().length;
  const started = performance.now();
  let lastPushMs: number | null = null;
  const offered = (async () => {
    const response = await fetch(`${input.base}/api/admin/clubs/${input.clubId}/dates/${input.dropDate}`, {
      method: 'PUT',
      headers: { cookie: input.adminCookie, 'content-type': 'application/json', origin: input.base },
      body: JSON.stringify({ capacityFemale: 0, capacityMale: input.spots }),
    });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`the drop answered ${response.status}: ${text.slice(0, 300)}`);
    const offersMs = performance.now() - started;
    if (input.expectPushes > 0) {
      const deadline = performance.now() + 120_000;
      while (offersPushed() < input.expectPushes) {
        if (performance.now() > deadline)
          throw new Error(`only ${offersPushed()} of ${input.expectPushes} offers pushed within 120 s`);
        await push.waitFor(push.received.length + 1);
      }
      lastPushMs = performance.now() - started;
    }
    return offersMs;
  })();
  const [offersMs, latencies] = await Promise.all([offered, joinsBeside(input)]);
  if (push.refused.length > 0) throw new Error(`the push service refused: ${push.refused[0]}`);
  const pushed = offerPushes();
  const devices = new Set(pushed.map((message) => message.endpoint)).size;
  return { offersMs, lastPushMs, pushes: pushed.length, devices, joinLatencies: latencies };
}

workerMain<null, OffersChildInput, DropOutput | Subscribed>(
  () => push.start(),
  async (input) => (input.kind === 'subscribe' ? subscribe(input.count) : drop(input)),
  () => push.stop(),
);
