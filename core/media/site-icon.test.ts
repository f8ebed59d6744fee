import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteIconFiles } from '../contract/theme/site-icon.ts';
import { MAX_UPLOAD_BYTES } from './library.ts';
import { siteIconExists, writeSiteIcon } from './site-icon.ts';

/** A picture `width` × `height`, transparent on its left half, as a logo-like icon often is. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 4, background: { r: 31, g: 58, b: 95, alpha: 1 } } });
  const clear = await sharp({ create: { width: Math.floor(width / 2), height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  return base.composite([{ input: clear, left: 0, top: 0, blend: 'source' }])[format]().toBuffer();
}

describe('the site icon made from one upload', () => {
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'vitrine-icon-'));
  });
  afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

  it('writes the ICO, the 32 px, touch, 192 and 512 px PNGs, named after the upload’s hash, cropping another shape to its centre', async () => {
    const bytes = await picture(900, 600);
    const written = await writeSiteIcon(uploadsDir, bytes);
    if (!written.ok) throw new Error(written.message);
    expect(written.name).toMatch(/^site-icon-[0-9a-f]{16}$/);
    expect(written.icon).toEqual(siteIconFiles(written.name));
    const size = async (path: string) => sharp(await readFile(join(uploadsDir, path))).metadata();
    expect(await size(written.icon.png32)).toMatchObject({ format: 'png', width: 32, height: 32 });
    expect(await size(written.icon.appleTouch)).toMatchObject({ format: 'png', width: 180, height: 180, hasAlpha: false });
    expect(await size(written.icon.png192)).toMatchObject({ format: 'png', width: 192, height: 192, hasAlpha: true });
    expect(await size(written.icon.png512)).toMatchObject({ format: 'png', width: 512, height: 512 });
    const ico = await readFile(join(uploadsDir, written.icon.ico));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);
    expect([0, 1, 2].map((entry) => ico.readUInt8(6 + 16 * entry))).toEqual([16, 32, 48]);
    expect(await siteIconExists(uploadsDir, written.icon)).toBe(true);
    // The same bytes again: the same set, nothing new on disk.
    const before = await readdir(join(uploadsDir, 'site-icon'));
    expect(await writeSiteIcon(uploadsDir, bytes)).toEqual(written);
    expect(await readdir(join(uploadsDir, 'site-icon'))).toEqual(before);
    expect(before).toHaveLength(5);
  });

  it('refuses a picture smaller than 512 px, another format, a file that is no picture, an empty or oversized one, with the reason and nothing written', async () => {
    const other = await mkdtemp(join(tmpdir(), 'vitrine-icon-refused-'));
    try {
      expect(await writeSiteIcon(other, await picture(600, 400))).toEqual({ ok: false, message: 'This image is 600 × 400 pixels; the site icon needs at least 512 × 512.' });
      expect(await writeSiteIcon(other, await picture(512, 512, 'gif'))).toEqual({ ok: false, message: 'Images in GIF format cannot be a site icon. Use a PNG, JPEG or WebP image.' });
      expect(await writeSiteIcon(other, Buffer.from('<html>not a picture</html>'))).toEqual({ ok: false, message: 'That file is not an image the site icon can be made from. Use a PNG, JPEG or WebP image.' });
      expect(await writeSiteIcon(other, Buffer.alloc(0))).toEqual({ ok: false, message: 'The file is empty.' });
      expect(await writeSiteIcon(other, Buffer.alloc(MAX_UPLOAD_BYTES + 1))).toMatchObject({ ok: false, message: expect.stringContaining('This file is too big.') });
      expect(await readdir(other)).toEqual([]);
      expect(await siteIconExists(other, siteIconFiles('site-icon-0123456789abcdef'))).toBe(false);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('takes a JPEG of exactly 512 px', async () => {
    const written = await writeSiteIcon(uploadsDir, await picture(512, 512, 'jpeg'));
    expect(written.ok).toBe(true);
  });
});
