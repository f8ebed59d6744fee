import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOnLoopback, type LoopbackServer } from '../../test/fixtures/loopback-server.ts';
import { compressedAssets } from './asset-compression.ts';

describe('compressed build assets', () => {
  let dir: string;
  let server: LoopbackServer;
  let url: string;
  let fallthrough = 0;
  const source = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 37}`))};\n`;
  // Prebuilt files whose bytes differ from what the server would make of the asset, so a test can tell them apart.
  const prebuiltBr = brotliCompressSync('export const made = "at build time (brotli)";\n');
  const prebuiltGz = gzipSync('export const made = "at build time (gzip)";\n');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-assets-'));
    writeFileSync(join(dir, 'app-Ab12.js'), source);
    writeFileSync(join(dir, 'built-Cd34.js'), source);
    writeFileSync(join(dir, 'built-Cd34.js.br'), prebuiltBr);
    writeFileSync(join(dir, 'built-Cd34.js.gz'), prebuiltGz);
    // Only one of the two: the pair is incomplete, so the asset is compressed here.
    writeFileSync(join(dir, 'half-Ef56.js'), source);
    writeFileSync(join(dir, 'half-Ef56.js.br'), prebuiltBr);
    // Prebuilt files without their asset are not served.
    writeFileSync(join(dir, 'gone-Gh78.js.br'), prebuiltBr);
    writeFileSync(join(dir, 'gone-Gh78.js.gz'), prebuiltGz);
    const app = express();
    app.use('/assets', compressedAssets(dir));
    app.use((_req, res) => {
      fallthrough += 1;
      res.status(404).end();
    });
    server = await serveOnLoopback(app);
    url = server.url;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // fetch would decompress for us; read the raw bytes to check what was sent.
  const raw = (path: string, encoding: string, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(url + path, { method, headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('serves brotli or gzip with immutable caching and the right length', async () => {
    const br = await fetch(url + '/assets/app-Ab12.js', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await br.text()).toBe(source);
    const gz = await fetch(url + '/assets/app-Ab12.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(source);
    expect(Number(gz.headers.get('content-length'))).toBeLessThan(source.length / 4);
  });

  it('leaves plain requests, unknown files and odd names to the static files', async () => {
    const before = fallthrough;
    await raw('/assets/app-Ab12.js', 'identity');
    await raw('/assets/missing-1.js', 'br');
    await raw('/assets/app-Ab12.txt', 'br');
    await raw('/assets/..%2Fsecret.js', 'br');
    // Compressed files are not assets of their own (express.static sends them without an encoding).
    await raw('/assets/built-Cd34.js.br', 'br');
    await raw('/assets/built-Cd34.js.gz', 'gzip');
    await raw('/assets/gone-Gh78.js', 'br');
    await raw('/assets/built-Cd34.js', 'identity');
    expect(fallthrough - before).toBe(8);
  });

  it('sends bytes that decompress to the file', async () => {
    const { body } = await raw('/assets/app-Ab12.js', 'br');
    expect(brotliDecompressSync(body).toString()).toBe(source);
    const gz = await raw('/assets/app-Ab12.js', 'gzip');
    expect(gunzipSync(gz.body).toString()).toBe(source);
  });

  it('sends the files the build compressed as they are', async () => {
    const br = await raw('/assets/built-Cd34.js', 'br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.body).toEqual(prebuiltBr);
    const gz = await raw('/assets/built-Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(prebuiltGz);
    const head = await raw('/assets/built-Cd34.js', 'br', 'HEAD');
    expect(head.headers['content-length']).toBe(String(prebuiltBr.length));
    expect(head.body.length).toBe(0);
  });

  it('compresses an asset itself when the build left no pair of compressed files', async () => {
    const br = await raw('/assets/half-Ef56.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(source);
    const gz = await raw('/assets/half-Ef56.js', 'gzip');
    expect(gunzipSync(gz.body).toString()).toBe(source);
  });
});
