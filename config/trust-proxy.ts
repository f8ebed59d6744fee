import { isIP } from 'node:net';

/**
 * Which peers are proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` count, in the form Express's
 * `trust proxy` setting takes (it is applied through proxy-addr, in server/http/app.ts):
 *
 * - `false`: none; the client is the peer of the connection.
 * - a number of proxies in front (hops): the client is that many entries from the right of the address
 *   chain (the peer, then X-Forwarded-For read from the right). With 1, it is the rightmost
 *   X-Forwarded-For entry, the one the nearest proxy appended; anything the client wrote is further left.
 * - a list of proxy addresses and subnets (`loopback`, `linklocal` and `uniquelocal` name the usual
 *   ranges): the client is the nearest address in the chain that is not in the list.
 *
 * Never `true` (Express's "trust every hop", which takes the leftmost entry: the client's own writing).
 */
export type TrustProxy = false | number | string[];

/** More proxies than this in a row is a mistake, not a setup (and would trust what the client wrote). */
export const MAX_PROXY_HOPS = 10;

const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; message: string };

/** Reads TRUST_PROXY: `0`/`false`, a number of hops (`true` is read as 1, its meaning before hops), or a comma-separated list. */
export function parseTrustProxy(text: string): TrustProxyParse {
  const value = text.trim();
  if (value === '' || value === '0' || value === 'false') return { ok: true, value: false };
  if (value === 'true') return { ok: true, value: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_PROXY_HOPS) return { ok: false, message: `must be at most ${MAX_PROXY_HOPS} proxies in front (got ${value})` };
    return { ok: true, value: hops };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length > 0) {
    return {
      ok: false,
      message: `must be 0, the number of proxies in front (1 to ${MAX_PROXY_HOPS}), or a comma-separated list of proxy addresses and subnets (such as loopback or 10.0.0.0/8); not an address or subnet: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
    };
  }
  return { ok: true, value: entries };
}

/** An IP address, an address/prefix subnet, or one of proxy-addr's range names. */
function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const family = isIP(address);
  if (family === 0) return false;
  if (slash === -1) return true;
  const prefix = entry.slice(slash + 1);
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}
