import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './load.ts';
import { MAX_PROXY_HOPS, parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('reads off, a number of proxies in front, or a list of proxy addresses and subnets', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    for (const off of ['0', 'false', '']) expect(loadEnv({ TRUST_PROXY: off }).TRUST_PROXY, off).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    // What `true` meant before hops were counted, for the one proxy the README sets up.
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32,uniquelocal' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', 'uniquelocal']);
  });

  it('stops the start on anything else, naming the variable and saying what it takes', () => {
    for (const bad of ['yes', 'all', '-1', '1.5', String(MAX_PROXY_HOPS + 1), '10.0.0.0/33', '::1/129', '10.0.0.0/0', '10.0.0.300', 'loopback,', 'nginx.internal', '10.0.0.0/8/8']) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be/);
    }
    expect(() => loadEnv({ TRUST_PROXY: 'loopback, proxy.internal' })).toThrow(/not an address or subnet: "proxy\.internal"/);
  });

  it('gives Express only values it accepts', () => {
    for (const text of ['0', '1', '3', 'loopback', 'loopback,linklocal,uniquelocal', '203.0.113.9', '198.51.100.0/24', '::1', '2001:db8::/48', '::ffff:192.0.2.1']) {
      const parsed = parseTrustProxy(text);
      if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
      expect(() => express().set('trust proxy', parsed.value), text).not.toThrow();
    }
  });

  describe('as Express applies it, to a request from 127.0.0.1', () => {
    const servers: Server[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
    });

    /** The client address and protocol an app with this setting sees for a request with these headers. */
    async function seen(trust: TrustProxy, headers: Record<string, string>): Promise<{ ip: string; protocol: string }> {
      const app = express();
      app.set('trust proxy', trust);
      app.get('/', (req, res) => {
        res.json({ ip: req.ip, protocol: req.protocol });
      });
      const server = createServer(app).listen(0, '127.0.0.1');
      servers.push(server);
      await once(server, 'listening');
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
      return (await response.json()) as { ip: string; protocol: string };
    }
    const forged = { 'x-forwarded-for': '10.9.0.1, 198.51.100.7, 203.0.113.50', 'x-forwarded-proto': 'https' };

    it('off: the connection peer, whatever the headers say', async () => {
      expect(await seen(false, forged)).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    });

    it('one proxy: the entry that proxy appended, never one further left', async () => {
      expect(await seen(1, forged)).toEqual({ ip: '203.0.113.50', protocol: 'https' });
      expect(await seen(2, forged)).toEqual({ ip: '198.51.100.7', protocol: 'https' });
    });

    it('a list: the nearest address that is not a listed proxy; an unlisted peer is the client itself', async () => {
      expect(await seen(['loopback'], forged)).toEqual({ ip: '203.0.113.50', protocol: 'https' });
      expect(await seen(['loopback', '203.0.113.0/24'], forged)).toEqual({ ip: '198.51.100.7', protocol: 'https' });
      expect(await seen(['192.0.2.1'], forged)).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    });
  });
});
