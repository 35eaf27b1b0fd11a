import { isIP } from 'node:net';
import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';
import { isPrivateAddress } from '../config/private-address.ts';
import { describeTrustProxy, type TrustProxy } from '../config/trust-proxy.ts';

/** As app.addresses() gives them; a string is a Unix socket's path, reachable only from this machine. */
export type ListeningAddress = string | { address: string };

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/**
 * A public address the server can be reached on, if any: the listen address itself, or for 0.0.0.0
 * and :: (every interface) a public address of an interface. Clients there reach the server without
 * passing the proxy in front.
 */
export function publicListenAddress(
  listening: readonly ListeningAddress[],
  interfaces: Interfaces = networkInterfaces(),
): string | undefined {
  for (const entry of listening) {
    if (typeof entry === 'string') continue;
    const { address } = entry;
    const reachable =
      address === '0.0.0.0' || address === '::' ? interfaceAddresses(interfaces, address) : [address];
    const found = reachable.find((candidate) => isIP(candidate) !== 0 && !isPrivateAddress(candidate));
    if (found !== undefined) return found;
  }
  return undefined;
}

function interfaceAddresses(interfaces: Interfaces, any: '0.0.0.0' | '::'): string[] {
  // :: also takes IPv4 connections (dual stack); 0.0.0.0 takes only IPv4.
  return Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal && (any === '::' || entry.family === 'IPv4'))
    .map((entry) => entry.address);
}

/** The start-up warning for a hop count on a server clients can reach around its proxy, if one is due. */
export function hopCountWarning(
  trust: TrustProxy,
  listening: readonly ListeningAddress[],
  interfaces?: Interfaces,
): string | undefined {
  if (trust === false || !('hops' in trust)) return undefined;
  const address = publicListenAddress(listening, interfaces);
  if (address === undefined) return undefined;
  return `TRUST_PROXY=${describeTrustProxy(trust)} is a hop count, and the server listens on a public address (${address}) that clients can reach without the proxy: X-Forwarded-For is believed only from loopback and private addresses, so a proxy connecting from a public address is not believed either. Set HOST to a private address the proxy reaches, or TRUST_PROXY to the proxies' addresses or CIDRs.`;
}
