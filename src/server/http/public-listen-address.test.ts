import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, test } from 'vitest';
import type { TrustProxy } from '../config/trust-proxy.ts';
import { hopCountWarning, publicListenAddress } from './public-listen-address.ts';

const entry = (address: string, internal = false): NetworkInterfaceInfo =>
  ({
    address,
    family: address.includes(':') ? 'IPv6' : 'IPv4',
    internal,
    netmask: '',
    mac: '00:00:00:00:00:00',
    cidr: null,
    ...(address.includes(':') ? { scopeid: 0 } : {}),
  }) as NetworkInterfaceInfo;

/** A machine on a private network only, as behind a load balancer. */
const PRIVATE = {
  lo: [entry('127.0.0.1', true), entry('::1', true)],
  eth0: [entry('10.0.3.4'), entry('fe80::a00:27ff:fe4e:66a1')],
  docker0: [entry('172.17.0.1')],
};
/** A machine with a public IPv4 address of its own. */
const PUBLIC_V4 = { ...PRIVATE, eth1: [entry('203.0.113.5')] };
/** A public IPv6 address only: reachable on :: but not on 0.0.0.0. */
const PUBLIC_V6 = { ...PRIVATE, eth1: [entry('2001:db8::5')] };

describe('publicListenAddress', () => {
  test.each([
    ['0.0.0.0', PRIVATE, undefined],
    ['0.0.0.0', PUBLIC_V4, '203.0.113.5'],
    ['0.0.0.0', PUBLIC_V6, undefined],
    ['::', PUBLIC_V6, '2001:db8::5'],
    ['::', PUBLIC_V4, '203.0.113.5'],
    ['::', PRIVATE, undefined],
    ['127.0.0.1', PUBLIC_V4, undefined],
    ['10.0.3.4', PUBLIC_V4, undefined],
    ['::ffff:10.0.3.4', PUBLIC_V4, undefined],
    ['203.0.113.5', PRIVATE, '203.0.113.5'],
  ])('listening on %s: %#', (address, interfaces, expected) => {
    expect(publicListenAddress([{ address }], interfaces)).toBe(expected);
  });

  test('every listen address counts (localhost gives two); a Unix socket is not reachable from outside', () => {
    expect(
      publicListenAddress(['/run/nightlist.sock', { address: '::1' }, { address: '127.0.0.1' }], PUBLIC_V4),
    ).toBe(undefined);
    expect(publicListenAddress([{ address: '127.0.0.1' }, { address: '::' }], PUBLIC_V6)).toBe('2001:db8::5');
  });
});

describe('hopCountWarning', () => {
  const everywhere = [{ address: '0.0.0.0' }];

  test('a hop count on a public address: says what happens and what to set', () => {
    expect(hopCountWarning({ hops: 1 }, everywhere, PUBLIC_V4)).toBe(
      "TRUST_PROXY=1 is a hop count, and the server listens on a public address (203.0.113.5) that clients can reach without the proxy: X-Forwarded-For is believed only from loopback and private addresses, so a proxy connecting from a public address is not believed either. Set HOST to a private address the proxy reaches, or TRUST_PROXY to the proxies' addresses or CIDRs.",
    );
  });

  test.each<[string, TrustProxy, typeof PRIVATE]>([
    ['a hop count on private addresses only', { hops: 1 }, PRIVATE],
    ['TRUST_PROXY=off', false, PUBLIC_V4],
    ['an address list', { addresses: ['203.0.113.9'] }, PUBLIC_V4],
  ])('nothing for %s', (_name, trust, interfaces) => {
    expect(hopCountWarning(trust, everywhere, interfaces)).toBeUndefined();
  });
});
