import { describe, expect, it } from 'vitest';
import type { Resolver } from '../net/public-address.ts';
import { deliveryTargetProblem, parseDeliveryUrl } from './delivery-target.ts';

/** A resolver that answers from a table, as DNS would, and says "not found" for the rest. */
function dns(table: Record<string, string[]>): Resolver {
  return async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const resolver = dns({ 'hooks.example.com': ['93.184.216.34'], 'inside.example.com': ['10.0.0.7'], 'both.example.com': ['93.184.216.34', 'fd00::7'] });
const problem = (url: string, allowPrivate = false) => {
  const parsed = parseDeliveryUrl(url);
  if (!parsed.ok) throw new Error(parsed.reason);
  return deliveryTargetProblem(parsed.url, { allowPrivate, resolver });
};

describe('webhook delivery targets', () => {
  it('take http and https URLs with a host only', () => {
    expect(parseDeliveryUrl('https://hooks.example.com/in').ok).toBe(true);
    expect(parseDeliveryUrl('  ')).toEqual({ ok: false, reason: 'is required' });
    expect(parseDeliveryUrl('ftp://hooks.example.com/')).toEqual({ ok: false, reason: 'must be a URL starting with http:// or https://' });
    expect(parseDeliveryUrl('hooks.example.com/in')).toEqual({ ok: false, reason: 'must be a URL starting with http:// or https://' });
    expect(parseDeliveryUrl(`https://hooks.example.com/${'a'.repeat(2000)}`)).toEqual({ ok: false, reason: 'must be at most 2000 characters' });
  });

  it('are public addresses, every address of the host, IPv4 inside IPv6 included', async () => {
    expect(await problem('https://hooks.example.com/in')).toBeNull();
    expect(await problem('https://93.184.216.34/in')).toBeNull();
    for (const url of ['http://127.0.0.1/', 'http://[::1]/', 'http://[::ffff:10.0.0.1]/', 'http://169.254.169.254/', 'http://172.16.0.1/', 'http://[fd00::1]/', 'http://[fe80::1]/', 'http://0.0.0.0/']) {
      expect(await problem(url), url).toMatch(/^must lead to a public address: .+ is not a public address \(webhooks go to public addresses only/);
    }
    expect(await problem('https://inside.example.com/')).toMatch(/inside\.example\.com resolves to 10\.0\.0\.7, which is not a public address/);
    expect(await problem('https://both.example.com/')).toMatch(/resolves to fd00::7/);
    expect(await problem('https://nowhere.example.com/')).toBe('names a host that was not found (nowhere.example.com)');
  });

  it('may be private when the config allows it', async () => {
    expect(await problem('http://127.0.0.1:8080/', true)).toBeNull();
    expect(await problem('https://inside.example.com/', true)).toBeNull();
  });
});
