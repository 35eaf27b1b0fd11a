import type { FastifyInstance } from 'fastify';
import { isPrivateAddress } from '../config/private-address.ts';
import { describeTrustProxy, type TrustProxy, trustFunction } from '../config/trust-proxy.ts';

/** Often enough to be seen in a day's logs, rarely enough not to fill them behind a busy proxy. */
const WARN_EVERY_MS = 60_000;

/**
 * Logs, once a minute at most, that requests carry an X-Forwarded-For the server does not believe:
 * behind a proxy it does not trust, every client shares the proxy's address, and whole venues meet
 * one per-IP limit with nothing else to say why.
 */
export function registerIgnoredForwardedForWarning(
  app: FastifyInstance,
  trust: TrustProxy,
  clock: () => Date,
): void {
  const believed = trust === false ? () => false : trustFunction(trust);
  const setting = describeTrustProxy(trust);
  let warnedAt = Number.NEGATIVE_INFINITY;
  app.addHook('onRequest', (request, _reply, done) => {
    const peer = request.raw.socket?.remoteAddress;
    const ignored = request.headers['x-forwarded-for'] !== undefined && !(peer && believed(peer, 0));
    const now = ignored ? clock().getTime() : 0;
    if (ignored && now - warnedAt >= WARN_EVERY_MS) {
      warnedAt = now;
      // A proxy on our own network may be named; a public peer may be a person, so only its kind.
      const from = peer && isPrivateAddress(peer) ? peer : 'a public address';
      request.log.warn({ trustProxy: setting, peer: from }, ignoredMessage(trust, setting, from));
    }
    done();
  });
}

function ignoredMessage(trust: TrustProxy, setting: string, from: string): string {
  const [reason, fix] =
    trust === false
      ? ['', 'if it is your proxy, set TRUST_PROXY to its addresses or CIDRs']
      : 'hops' in trust
        ? [
            ' believes it only from a loopback or private address',
            'if your proxy connects from a public address (a CDN), set TRUST_PROXY to its addresses or CIDRs',
          ]
        : [' does not list that address', 'if it is your proxy, add its addresses or CIDRs to TRUST_PROXY'];
  return `Requests from ${from} carry X-Forwarded-For that is ignored (TRUST_PROXY=${setting}${reason}): every client behind that proxy shares one address for the per-IP limits; ${fix}`;
}
