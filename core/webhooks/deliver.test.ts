import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDelay } from './deliver.ts';
import { httpSender } from './http-post.ts';

describe('webhook delivery', () => {
  it('waits a minute after a first failure, twice as long after each further one, an hour at most', () => {
    expect([1, 2, 3, 4, 5].map((failures) => retryDelay(failures) / 60_000)).toEqual([1, 2, 4, 8, 16]);
    expect(retryDelay(40)).toBe(3_600_000);
  });

  it('never connects to a literal private address the policy refuses', async () => {
    const send = httpSender({ policy: { allowPrivate: false } });
    await expect(send({ url: 'http://127.0.0.1:9/hooks', body: '{}', headers: {} })).rejects.toThrow('127.0.0.1 is not a public address');
    await expect(send({ url: 'http://[::ffff:7f00:1]:9/hooks', body: '{}', headers: {} })).rejects.toThrow('::ffff:7f00:1 is not a public address');
  });

  describe('answers', () => {
    let server: Server;
    let origin = '';
    beforeAll(async () => {
      server = createServer((req, res) => {
        req.resume();
        if (req.url === '/long') {
          // A receiver that would answer for ever: only the first bytes are read.
          res.writeHead(200, { 'content-type': 'text/plain' });
          const write = () => {
            if (!res.destroyed) res.write('x'.repeat(4096), () => setImmediate(write));
          };
          write();
        } else if (req.url === '/silent') {
          res.writeHead(202);
          res.flushHeaders();
        } else res.end('ok');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('keeps the first bytes of a long answer and stops reading it, and gives up on a body that never ends', async () => {
      const send = httpSender({ policy: { allowPrivate: true }, answerBytes: 100, timeoutMs: 2000 });
      expect(await send({ url: `${origin}/short`, body: '{}', headers: {} })).toEqual({ status: 200, body: 'ok' });
      expect(await send({ url: `${origin}/long`, body: '{}', headers: {} })).toEqual({ status: 200, body: 'x'.repeat(100) });
      const impatient = httpSender({ policy: { allowPrivate: true }, timeoutMs: 200 });
      await expect(impatient({ url: `${origin}/silent`, body: '{}', headers: {} })).rejects.toThrow('no answer within 0.2 s');
    });
  });
});
