import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressDocument, negotiateEncoding } from './content-encoding.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});

describe('compressDocument', () => {
  const page = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Stoneware coffee mug</p>'.repeat(400)}</body></html>`);

  it('compresses a page with brotli or gzip, and the result decodes to the same bytes', () => {
    const br = compressDocument(page, 'br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
    const gzip = compressDocument(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(page)).toBe(true);
  });

  it('leaves small bodies and clients without compression alone', () => {
    const small = Buffer.from('<p>short</p>');
    expect(compressDocument(small, 'br')).toEqual({ body: small, encoding: 'identity' });
    expect(compressDocument(page, 'identity')).toEqual({ body: page, encoding: 'identity' });
  });
});
