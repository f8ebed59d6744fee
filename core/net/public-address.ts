import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Which addresses the shop may open a connection to on behalf of someone else's input (an image URL in
 * an imported file): public unicast addresses only. Everything a request could use to reach the shop's
 * own host or network is refused: loopback, private, link-local (cloud metadata at 169.254.169.254),
 * CGNAT, unique-local, multicast, unspecified, documentation and other reserved ranges (IANA's
 * special-purpose registries).
 */
const NON_PUBLIC_IPV4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/** Ranges inside global unicast (2000::/3) that are not public hosts. */
const NON_PUBLIC_GLOBAL_IPV6: ReadonlyArray<readonly [string, number]> = [
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which tunnels to any IPv4 address
  ['3fff::', 20], // documentation
];

const blockedV4 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_IPV4) blockedV4.addSubnet(network, prefix, 'ipv4');
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const blockedV6 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_GLOBAL_IPV6) blockedV6.addSubnet(network, prefix, 'ipv6');

/** True for a public unicast IPv4 or IPv6 address; false for anything else, including non-addresses. */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '');
  const version = isIP(plain);
  if (version === 4) return !blockedV4.check(plain, 'ipv4');
  if (version !== 6) return false;
  const embedded = embeddedIpv4(plain);
  if (embedded !== null) return !blockedV4.check(embedded, 'ipv4');
  // Everything outside global unicast (loopback, unspecified, link-local, unique-local, multicast…) is refused.
  return globalUnicastV6.check(plain, 'ipv6') && !blockedV6.check(plain, 'ipv6');
}

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address, which
 * a connection really goes to; null for other addresses.
 */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (!mapped && !nat64) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address (the URL parser writes it in hex groups, "::" once at most). */
function ipv6Groups(address: string): number[] | null {
  let normal: string;
  try {
    normal = new URL(`http://[${address.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = normal.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = tail === undefined ? first : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return groups.length === 8 ? groups.map((group) => parseInt(group, 16)) : null;
}

/** A refused destination: the reason is written for the person whose file named it. */
export class AddressRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressRefusedError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (the system resolver, as connections use it). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, order: 'verbatim' });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export type AddressPolicy = (address: string) => boolean;

/**
 * The addresses of a host when every one of them is allowed; a host with any refused address is
 * refused as a whole (it is pointing at the inside).
 */
export async function resolveAllowed(hostname: string, resolver: Resolver = systemResolver, allowed: AddressPolicy = isPublicAddress): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal as 4 | 6 }] : await resolver(host);
  if (addresses.length === 0) throw new AddressRefusedError(`${host} has no address`);
  const refused = addresses.find(({ address }) => !allowed(address));
  if (refused) {
    throw new AddressRefusedError(
      literal ? `${host} is not a public address` : `${host} resolves to ${refused.address}, which is not a public address`,
    );
  }
  return addresses;
}

/**
 * A `lookup` for `http.request` that resolves once and hands the socket only the addresses it checked,
 * so the connection goes where the check looked (no second resolution an attacker's DNS could answer
 * differently).
 */
export function allowedLookup(resolver: Resolver = systemResolver, allowed: AddressPolicy = isPublicAddress): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, resolver, allowed).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter(({ family }) => family === options.family) : addresses;
        const first = wanted[0];
        if (!first) {
          callback(Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' }), '', 0);
        } else if (options.all) {
          (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, wanted);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
