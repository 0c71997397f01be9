import { describe, expect, it } from 'vitest';
import { addressKey, addressRange } from './address-key';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:0::/56'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:0::/56'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:0::/56'],
    // Every /64 of one subscriber's /56 is the same address.
    ['2001:db8:1:ff::1', '2001:db8:1:0::/56'],
    ['2001:db8:1:100::1', '2001:db8:1:100::/56'],
    ['2001:db8:1:abcd::1', '2001:db8:1:ab00::/56'],
    ['2001:db8::1', '2001:db8:0:0::/56'],
    ['2001:db8:1:2::1.2.3.4', '2001:db8:1:0::/56'],
    ['fe80::1%eth0', 'fe80:0:0:0::/56'],
    ['::1', '0:0:0:0::/56'],
  ])('%s → %s', (ip, expected) => {
    expect(addressKey(ip)).toBe(expected);
  });
});

describe('addressRange', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.250', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['2001:db8:1:ffff::1', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
  ])('%s → %s', (ip, expected) => {
    expect(addressRange(ip)).toBe(expected);
  });
});
