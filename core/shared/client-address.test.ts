import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.ts';

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, also when written as IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64 network, however they are written', () => {
    expect(clientAddressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:0DB8:0000:0001:ffff:0:0:9')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('2001:db8::192.0.2.1')).toBe('2001:db8:0:0::/64');
  });

  it('gives null for anything that is not an address', () => {
    for (const value of [undefined, null, '', 'localhost', '999.1.1.1', '2001:db8::g']) expect(clientAddressKey(value)).toBeNull();
  });
});
