import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins for geo-IP services, served on 127.0.0.1 from a free port, for the country lookup's unit
 * tests and for pages under end-to-end test. Every answer allows any origin, so a page served from
 * another port can read it.
 */

/** What the slow service answers once it does. */
export const SLOW_STUB_COUNTRY = 'SE';

export interface GeoStubs {
  /** A service answering JSON `{ [field]: country }`; the value is sent as given. */
  ok(country: string, field?: string): string;
  /** A service answering `body` as it is, with the given content type. */
  text(body: string, contentType?: string): string;
  /** A service answering with an HTTP error status (500 unless told). */
  failing: string;
  status(code: number): string;
  /** A service answering a valid country only after `slowMs` (6 s unless told), or when the stubs close. */
  slow: string;
  /** A service answering an HTML page. */
  garbage: string;
  /** A service answering a JSON body cut short. */
  badJson: string;
  /** A service answering a valid code followed by 128 KiB of blanks. */
  huge: string;
  /** An address on which nothing listens, so a connection is refused. */
  refused: string;
  /** The address of every request the stubs received, in order. */
  hits: string[];
  close(): Promise<void>;
}

const portOf = (server: ReturnType<typeof createServer>) => (server.address() as AddressInfo).port;

/** A port that was free a moment ago and is now closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startGeoStubs(options: { slowMs?: number } = {}): Promise<GeoStubs> {
  const slowMs = options.slowMs ?? 6000;
  const hits: string[] = [];
  const waiting = new Set<() => void>();

  const send = (res: ServerResponse, status: number, body: string, contentType = 'text/plain; charset=utf-8') => {
    res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
    res.end(body);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    hits.push(url.href);
    const query = url.searchParams;
    switch (url.pathname) {
      case '/ok':
        return send(res, 200, JSON.stringify({ [query.get('field') ?? 'country_code']: query.get('country') }), 'application/json');
      case '/text':
        return send(res, 200, query.get('body') ?? '', query.get('type') ?? undefined);
      case '/status': {
        const code = Number(query.get('code'));
        return send(res, code, 'Sorry.');
      }
      case '/slow': {
        const answer = () => {
          clearTimeout(timer);
          waiting.delete(answer);
          send(res, 200, JSON.stringify({ country_code: SLOW_STUB_COUNTRY }), 'application/json');
        };
        const timer = setTimeout(answer, slowMs);
        waiting.add(answer);
        return;
      }
      case '/garbage':
        return send(res, 200, '<!doctype html><title>Welcome</title><p>Your country: Germany</p>', 'text/html');
      case '/bad-json':
        return send(res, 200, '{"country_code": "DE"', 'application/json');
      case '/huge':
        return send(res, 200, `DE${' '.repeat(128 * 1024)}`);
      default:
        return send(res, 404, 'Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${portOf(server)}`;
  const at = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(path, origin);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.href;
  };

  return {
    ok: (country, field = 'country_code') => at('/ok', { country, field }),
    text: (body, contentType = 'text/plain; charset=utf-8') => at('/text', { body, type: contentType }),
    failing: at('/status', { code: '500' }),
    status: (code) => at('/status', { code: String(code) }),
    slow: at('/slow'),
    garbage: at('/garbage'),
    badJson: at('/bad-json'),
    huge: at('/huge'),
    refused: `http://127.0.0.1:${await closedPort()}/`,
    hits,
    async close() {
      for (const answer of [...waiting]) answer();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
