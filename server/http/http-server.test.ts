import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopServer } from './http-server.ts';

let server: Server | null = null;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((closed) => server?.close(closed));
  server = null;
});

async function serve(): Promise<number> {
  server = createShopServer((_req, res) => res.end('ok'));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** Writes `text` on a socket of its own and reads until the server closes it. */
function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(text);
  });
}

describe('the HTTP server', () => {
  it.each(['FOO / HTTP/1.1', 'get / HTTP/1.1', 'Post /cart/ HTTP/1.1', 'CONNECT shop.test:443 HTTP/1.1', 'CONNECT / HTTP/1.1'])(
    'answers "%s", which its parser does not pass on, with 405 and the methods the shop answers',
    async (requestLine) => {
      const answer = await exchange(await serve(), `${requestLine}\r\nHost: shop.test\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
      expect(answer).toContain('\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE\r\n');
      expect(answer).toContain('\r\nConnection: close\r\n');
    },
  );

  it('answers other requests its parser refuses as Node does', async () => {
    const port = await serve();
    expect(await exchange(port, 'GET / HTTP/1.1\r\nHost: shop.test\r\nContent-Length: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await exchange(port, `GET / HTTP/1.1\r\nHost: shop.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431 /);
    expect(await exchange(port, 'GET / HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 [\s\S]*ok$/);
  });
});
