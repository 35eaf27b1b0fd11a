import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { isPrivateAddress } from './private-address.ts';

/**
 * Which X-Forwarded-For hops to believe: none, the last `hops` of them (that many proxies stand in
 * front, the nearest on our own network), or those added by the listed proxy addresses. Never the whole header: a client
 * writes whatever it likes at its start, and the limits keyed by IP would then key by its choice.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

export const TRUST_PROXY_EXPECTED =
  'must be off, the number of proxies in front (e.g. 1), or their comma-separated addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16)';
export const TRUST_PROXY_ON_REFUSED =
  'must not be "on": that trusts every X-Forwarded-For hop, so any client could choose its own address and slip past the per-IP limits. Give the number of proxies in front (e.g. 1) or their addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16)';

const MAX_HOPS = 10;

export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim();
  if (text === 'off' || text === '0') return false;
  if (text === 'on' || text === 'true') return { error: TRUST_PROXY_ON_REFUSED };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? { hops } : { error: `${TRUST_PROXY_EXPECTED}; ${MAX_HOPS} hops at most` };
  }
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    // The same parser Fastify uses for the list, so what passes here is what Fastify will trust.
    proxyAddr.compile(addresses);
  } catch {
    return { error: TRUST_PROXY_EXPECTED };
  }
  return addresses.length > 0 ? { addresses } : { error: TRUST_PROXY_EXPECTED };
}

export const trustProxySchema = z
  .string()
  .default('off')
  .superRefine((value, ctx) => {
    const parsed = parseTrustProxy(value);
    if (parsed !== false && 'error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
  })
  .describe('off, a number of proxy hops, or the proxies’ addresses/CIDRs');

/**
 * Whether the address `hop` steps from the socket (0: the peer itself, then X-Forwarded-For from its
 * end) is a proxy whose word on the next one is believed. A hop count believes a peer only on our own
 * network: a client that reaches the server directly would otherwise write its own address.
 */
export function trustFunction(trust: Exclude<TrustProxy, false>): (address: string, hop: number) => boolean {
  if ('addresses' in trust) return proxyAddr.compile(trust.addresses);
  return (address, hop) => hop < trust.hops && (hop > 0 || isPrivateAddress(address));
}

/** Fastify's `trustProxy` option: a function for a hop count, since Fastify itself trusts no hop for a number. */
export function fastifyTrustProxy(trust: TrustProxy): false | ((address: string, hop: number) => boolean) {
  return trust === false ? false : trustFunction(trust);
}

/** The setting as an operator would write it, for messages. */
export function describeTrustProxy(trust: TrustProxy): string {
  if (trust === false) return 'off';
  return 'hops' in trust ? String(trust.hops) : trust.addresses.join(',');
}
