import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { toWebRequest } from './web-adapter.ts';

let server: Server | null = null;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((closed) => server?.close(closed));
  server = null;
});

/** A server whose handler turns each request into a Fetch request and hands it over before answering. */
async function serve(answer: (request: Request, respond: () => void) => void): Promise<number> {
  server = createServer((req, res) => answer(toWebRequest(req, res, 'http://shop.test'), () => res.end('ok')));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

describe('the Fetch request built for the pages', () => {
  it('carries the method, the address on the given origin and every header', async () => {
    let seen: Request | null = null;
    const port = await serve((request, respond) => {
      seen = request;
      respond();
    });
    const response = await fetch(`http://127.0.0.1:${port}/shop/?orderby=price`, { headers: { 'x-trace': 'one' } });
    expect(await response.text()).toBe('ok');
    const request = seen as unknown as Request;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://shop.test/shop/?orderby=price');
    expect(request.headers.get('x-trace')).toBe('one');
  });

  it('is aborted when the visitor goes away before the answer, and not after an answer was sent', async () => {
    const requests: Request[] = [];
    const port = await serve((request, respond) => {
      requests.push(request);
      // The first visitor leaves before the answer; the second gets it.
      if (requests.length === 2) respond();
    });
    const leaving = httpRequest({ port, host: '127.0.0.1', path: '/slow/' });
    leaving.on('error', () => undefined);
    leaving.end();
    while (requests.length < 1) await new Promise((wake) => setTimeout(wake, 5));
    const aborted = once(requests[0]!.signal, 'abort');
    leaving.destroy();
    await aborted;
    expect(requests[0]!.signal.aborted).toBe(true);

    const answered = await fetch(`http://127.0.0.1:${port}/shop/`, { headers: { connection: 'close' } });
    expect(await answered.text()).toBe('ok');
    // The answered connection closes too (connection: close): that is no reason to abort.
    await new Promise((wake) => setTimeout(wake, 50));
    expect(requests[1]!.signal.aborted).toBe(false);
  });
});
