import { expect, test } from 'vitest';
import { clientKey } from './client-address.ts';

test.each([
  ['203.0.113.7', '203.0.113.7'],
  ['::ffff:203.0.113.7', '203.0.113.7'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
  ['::1', '::/64'],
])('%s counts as %s', (ip, key) => {
  expect(clientKey(ip)).toBe(key);
});
