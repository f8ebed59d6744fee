import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedAssets } from './asset-compression.ts';

describe('compressed build assets', () => {
  let dir: string;
  let server: Server;
  let url: string;
  let fallthrough = 0;
  const source = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 37}`))};\n`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-assets-'));
    writeFileSync(join(dir, 'app-Ab12.js'), source);
    const app = express();
    app.use('/assets', compressedAssets(dir));
    app.use((_req, res) => {
      fallthrough += 1;
      res.status(404).end();
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  // fetch would decompress for us; read the raw bytes to check what was sent.
  const raw = (path: string, encoding: string) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      get(url + path, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      }).on('error', reject);
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
    expect(fallthrough - before).toBe(4);
  });

  it('sends bytes that decompress to the file', async () => {
    const { body } = await raw('/assets/app-Ab12.js', 'br');
    expect(brotliDecompressSync(body).toString()).toBe(source);
    const gz = await raw('/assets/app-Ab12.js', 'gzip');
    expect(gunzipSync(gz.body).toString()).toBe(source);
  });
});
