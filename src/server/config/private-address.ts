import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Networks no one on the public internet can connect from: loopback, the private ranges, carrier-grade
 * NAT (some cloud load balancers connect from it), link-local and IPv6 unique-local. A peer in one of
 * them is on our own network, so it may be the proxy a hop count stands for; anyone else may be a
 * client that wrote its own X-Forwarded-For.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** True for a loopback or private address, IPv4-mapped IPv6 (::ffff:10.0.0.5) included. */
export function isPrivateAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  // A link-local peer may carry its interface (fe80::1%eth0); the zone says nothing about the network.
  const bare = address.replace(/%.*$/, '');
  // BlockList matches an IPv4-mapped address against the IPv4 ranges when asked as IPv6.
  if (isIPv6(bare)) return PRIVATE.check(bare, 'ipv6');
  return isIPv4(bare) && PRIVATE.check(bare, 'ipv4');
}
