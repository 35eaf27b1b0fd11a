import { expect, test } from 'vitest';
import { isPrivateAddress } from './private-address.ts';

test.each([
  '127.0.0.1',
  '127.255.0.9',
  '10.0.0.5',
  '10.255.255.255',
  '172.16.0.1',
  '172.31.255.254',
  '192.168.1.20',
  '100.64.0.1',
  '100.127.255.254',
  '169.254.10.1',
  '::1',
  'fc00::1',
  'fd12:3456:789a::1',
  'fe80::1',
  'fe80::1%eth0',
  'febf::1',
  '::ffff:127.0.0.1',
  '::ffff:10.1.2.3',
  '::ffff:172.20.0.4',
  '::ffff:192.168.0.1',
  '::ffff:100.64.1.1',
  '::ffff:a01:203',
])('%s is loopback or private', (address) => {
  expect(isPrivateAddress(address)).toBe(true);
});

test.each([
  '203.0.113.50',
  '8.8.8.8',
  '172.15.255.255',
  '172.32.0.1',
  '192.169.0.1',
  '100.63.255.255',
  '100.128.0.1',
  '11.0.0.1',
  '2001:db8::1',
  '2606:4700::6810:84e5',
  'fec0::1',
  '::ffff:203.0.113.50',
  '::ffff:8.8.8.8',
  '::',
  '0.0.0.0',
  'localhost',
  'not an address',
  '',
  undefined,
])('%s is not', (address) => {
  expect(isPrivateAddress(address)).toBe(false);
});
