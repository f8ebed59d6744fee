import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * network (one household or server is given a whole /64, so counting single IPv6 addresses would give
 * it billions of budgets). IPv4 written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address.
 * Null when there is no usable address.
 */
export function clientAddressKey(address: string | null | undefined): string | null {
  if (!address) return null;
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return null;
  const groups = expandIPv6(bare);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as lowercase hex without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16).toString(16));
}
