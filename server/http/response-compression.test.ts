import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveOnLoopback, type LoopbackServer } from '../../test/fixtures/loopback-server.ts';
import { rawRequestBytes } from '../../test/fixtures/raw-request.ts';
import { compressResponses } from './response-compression.ts';

const BR = { 'accept-encoding': 'gzip, deflate, br' };
const GZIP = { 'accept-encoding': 'gzip' };
const LIST = { products: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Stoneware mug ${index}` })) };
const TEXT_PIECE = 'Walnut serving bowl, turned by hand. '.repeat(50);
/** Larger than what is compressed in one call: goes through a stream. */
const LARGE = 'Linen apron with two pockets. '.repeat(12_000);
/** Larger than a socket takes at once, so the stream must wait for it (drain). */
const STATIC_FILE = 'A line of a large stylesheet. '.repeat(150_000);

function decoded(reply: { headers: Record<string, unknown>; body: Buffer }): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(reply.body).toString('utf8');
  return reply.body.toString('utf8');
}

describe('compressResponses', () => {
  let server: LoopbackServer;
  let url = '';
  let files = '';
  let endCallbacks = 0;

  beforeAll(async () => {
    files = mkdtempSync(join(tmpdir(), 'compress-'));
    writeFileSync(join(files, 'large.css'), STATIC_FILE);
    const app = express();
    app.use(compressResponses());
    app.get('/list', (_req, res) => void res.json(LIST));
    app.get('/small', (_req, res) => void res.type('text').send('short'));
    app.get('/picture', (_req, res) => void res.type('png').send(Buffer.alloc(5000, 7)));
    app.get('/encoded', (_req, res) => void res.set('Content-Encoding', 'gzip').type('text').send(Buffer.from(TEXT_PIECE)));
    app.get('/no-transform', (_req, res) => void res.set('Cache-Control', 'no-store, no-transform').type('text').send(TEXT_PIECE));
    app.get('/pieces', (_req, res) => {
      res.type('text');
      for (let piece = 0; piece < 10; piece += 1) res.write(TEXT_PIECE);
      res.end('the end');
    });
    app.get('/large', (_req, res) => void res.type('text').send(LARGE));
    app.get('/ended-twice', (_req, res) => {
      res.type('text');
      res.write(TEXT_PIECE);
      res.end(TEXT_PIECE);
      res.end('too late');
    });
    app.get('/ended', (_req, res) => {
      res.type('text');
      res.end(TEXT_PIECE, () => {
        endCallbacks += 1;
      });
    });
    app.use('/files', express.static(files));
    server = await serveOnLoopback(app);
    url = server.url;
  });

  afterAll(async () => {
    await server.close();
    rmSync(files, { recursive: true, force: true });
  });

  it('sends a whole body in brotli, else gzip, else as it is, with its length and Vary', async () => {
    const plain = JSON.stringify(LIST);
    const [br, gzip, identity] = await Promise.all([
      rawRequestBytes(url, '/list', { headers: BR }),
      rawRequestBytes(url, '/list', { headers: GZIP }),
      rawRequestBytes(url, '/list', { headers: { 'accept-encoding': 'identity' } }),
    ]);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], identity.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    for (const reply of [br, gzip, identity]) {
      expect(reply.status).toBe(200);
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
      expect(decoded(reply)).toBe(plain);
    }
    expect(br.body.length).toBeLessThan(plain.length / 4);
  });

  it('leaves alone a body under 1 KB, a picture, a body already encoded and one that must not be transformed', async () => {
    const small = await rawRequestBytes(url, '/small', { headers: BR });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(small.body.toString()).toBe('short');
    const picture = await rawRequestBytes(url, '/picture', { headers: BR });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers.vary).toBeUndefined();
    expect(picture.body.length).toBe(5000);
    const encoded = await rawRequestBytes(url, '/encoded', { headers: BR });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.body.toString()).toBe(TEXT_PIECE);
    const untransformed = await rawRequestBytes(url, '/no-transform', { headers: BR });
    expect(untransformed.headers['content-encoding']).toBeUndefined();
    expect(untransformed.body.toString()).toBe(TEXT_PIECE);
  });

  it('answers HEAD without a body or an encoding', async () => {
    const head = await rawRequestBytes(url, '/list', { method: 'HEAD', headers: BR });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it('compresses a body written in pieces, and one too large for a single call, as a stream', async () => {
    for (const encoding of [BR, GZIP]) {
      const pieces = await rawRequestBytes(url, '/pieces', { headers: encoding });
      expect(pieces.headers['content-encoding']).toBe(encoding === BR ? 'br' : 'gzip');
      expect(pieces.headers['content-length']).toBeUndefined();
      expect(decoded(pieces)).toBe(`${TEXT_PIECE.repeat(10)}the end`);
      const large = await rawRequestBytes(url, '/large', { headers: encoding });
      expect(large.headers['content-encoding']).toBe(encoding === BR ? 'br' : 'gzip');
      expect(decoded(large)).toBe(LARGE);
    }
  });

  it('takes a second end of a streamed body as nothing more to send', async () => {
    const reply = await rawRequestBytes(url, '/ended-twice', { headers: BR });
    expect(reply.status).toBe(200);
    expect(decoded(reply)).toBe(TEXT_PIECE + TEXT_PIECE);
    expect((await rawRequestBytes(url, '/list', { headers: BR })).status).toBe(200);
  });

  it('streams a large static file compressed, waiting for the socket as the file does', async () => {
    const file = await rawRequestBytes(url, '/files/large.css', { headers: BR });
    expect(file.status).toBe(200);
    expect(file.headers['content-encoding']).toBe('br');
    expect(file.headers['content-length']).toBeUndefined();
    expect(decoded(file)).toBe(STATIC_FILE);
    const notModified = await rawRequestBytes(url, '/files/large.css', { headers: { ...BR, 'if-none-match': String(file.headers.etag) } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    // A range is of the file's own bytes.
    const range = await rawRequestBytes(url, '/files/large.css', { headers: { ...BR, range: 'bytes=0-9999' } });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.toString()).toBe(STATIC_FILE.slice(0, 10_000));
  });

  it('calls the callback given to end once the body is sent', async () => {
    const reply = await rawRequestBytes(url, '/ended', { headers: BR });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(decoded(reply)).toBe(TEXT_PIECE);
    await vi.waitFor(() => expect(endCallbacks).toBe(1));
  });
});
