import { describe, expect, it } from 'vitest';
import { AddressRefusedError, allowedLookup, isPublicAddress, resolveAllowed, type Resolver } from './public-address.ts';

describe('public addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.251', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of 169.254.169.254'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['2001:db8::1', 'documentation'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['[::1]', 'bracketed loopback'],
    ['localhost', 'not an address'],
    ['', 'empty'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:93.184.215.14', '64:ff9b::808:808'])(
    'allows the public %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('resolving a host for a connection', () => {
  const resolver =
    (table: Record<string, string[]>): Resolver =>
    async (host) =>
      (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('checks literal addresses without resolving and every resolved address of a name', async () => {
    const dns = resolver({ 'images.example': ['93.184.215.14'], 'mixed.example': ['93.184.215.14', '10.0.0.7'], 'void.example': [] });
    await expect(resolveAllowed('images.example', dns)).resolves.toEqual([{ address: '93.184.215.14', family: 4 }]);
    await expect(resolveAllowed('mixed.example', dns)).rejects.toThrow(new AddressRefusedError('mixed.example resolves to 10.0.0.7, which is not a public address'));
    await expect(resolveAllowed('[::1]', dns)).rejects.toThrow('::1 is not a public address');
    await expect(resolveAllowed('void.example', dns)).rejects.toThrow('void.example has no address');
  });

  it('hands the socket the addresses it checked, one or all', async () => {
    const lookup = allowedLookup(resolver({ 'images.example': ['93.184.215.14', '2606:4700::1111'], 'inside.example': ['192.168.0.2'] }));
    const call = (host: string, options: { all?: boolean; family?: number }) =>
      new Promise((resolve) => lookup(host, options, (error, address, family) => resolve(error ? error.message : { address, family })));
    expect(await call('images.example', {})).toEqual({ address: '93.184.215.14', family: 4 });
    expect(await call('images.example', { family: 6 })).toEqual({ address: '2606:4700::1111', family: 6 });
    expect(await call('images.example', { all: true })).toEqual({
      address: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
      family: undefined,
    });
    expect(await call('inside.example', { all: true })).toBe('inside.example resolves to 192.168.0.2, which is not a public address');
  });
});
