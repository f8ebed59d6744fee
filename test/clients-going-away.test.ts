import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { DIALECTS } from './dialects.ts';
import { Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

/** Where a body is read: forms, wc-ajax, admin-ajax, the Store API, the JSON checkout, the shop's beacons, an unknown route. */
const ENDPOINTS = [
  ['/my-account/?index', 'application/x-www-form-urlencoded'],
  ['/cart/', 'application/x-www-form-urlencoded'],
  ['/admin/settings/', 'multipart/form-data; boundary=x'],
  ['/?wc-ajax=add_to_cart', 'application/x-www-form-urlencoded'],
  ['/wp-admin/admin-ajax.php?action=rest-nonce', 'application/x-www-form-urlencoded'],
  ['/wp-json/wc/store/v1/cart/add-item', 'application/json'],
  ['/wp-json/wc/store/v1/checkout', 'application/json'],
  ['/wp-json/vitrine/v1/analytics', 'application/json'],
  ['/wp-json/no/such/route', 'application/json'],
] as const;
const ROUNDS = 6;

/** Everything the server writes to its log: console.error, console.warn and console.log, one entry per call. */
function captureLog() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => lines.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? String(arg)) : String(arg))).join(' '));
  const spies = (['error', 'warn', 'log'] as const).map((level) => vi.spyOn(console, level).mockImplementation(keep));
  return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

/**
 * A client that sends a POST's headers and part of its body, then goes away: the rest of the body never
 * comes. Resolves once the connection is closed on both sides.
 */
function abandonPost(url: string, path: string, type: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: ${type}\r\nContent-Length: 4096\r\n\r\n{"first":"part`);
      // Long enough for the server to have started on the request, which then waits for the body.
      setTimeout(() => socket.destroy(), 30);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

describe.each(DIALECTS)('clients that go away on %s', (dialect) => {
  const shop = useHttpShop(dialect);

  it('leaves no stack trace and at most one line in the log for many requests whose body never came, and the server keeps answering', async () => {
    const log = captureLog();
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        await Promise.all(ENDPOINTS.map(([path, type]) => abandonPost(shop.url, path, type)));
      }
      // The server has seen every connection close once it has answered the next request on a new one.
      const visitor = new Visitor(shop);
      expect((await visitor.request('/shop/')).status).toBe(200);
      const added = await visitor.request('/?wc-ajax=get_refreshed_fragments', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'time=1' });
      expect(added.status).toBe(200);
      await new Promise((wake) => setTimeout(wake, 200));
      expect((await shop.request('/wp-json/wc/store/v1/cart')).status).toBe(200);
    } finally {
      log.restore();
    }
    const said = log.lines.join('\n');
    expect(said).not.toMatch(/^\s+at .+:\d+/m);
    expect(said).not.toMatch(/ECONNRESET|Error: aborted/);
    expect(log.lines.length, said).toBeLessThanOrEqual(1);
    for (const line of log.lines) expect(line).toMatch(/ended by (its client|their clients)/);
  });
});
