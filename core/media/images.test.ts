import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageError, imageFileNames, responsiveWidths, safeStem, storeImage } from './images.ts';

let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), 'vitrine-images-'));
});
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));

function jpeg(width: number, height: number, colour = '#c8553d'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Photographer', Artist: 'Someone' } })
    .toBuffer();
}

describe('responsiveWidths', () => {
  it('uses the standard widths up to the source width, and at least one', () => {
    expect(responsiveWidths(4000)).toEqual([300, 600, 900, 1200]);
    expect(responsiveWidths(1200)).toEqual([300, 600, 900, 1200]);
    expect(responsiveWidths(1000)).toEqual([300, 600, 900, 1000]);
    expect(responsiveWidths(600)).toEqual([300, 600]);
    expect(responsiveWidths(120)).toEqual([120]);
  });
});

describe('safeStem', () => {
  it('makes a readable, URL-safe stem', () => {
    expect(safeStem('Bouclé Throw Pillow.JPG')).toBe('boucle-throw-pillow');
    expect(safeStem('../../etc/passwd')).toBe('etc-passwd');
    expect(safeStem('😀')).toBe('image');
    expect(safeStem('a'.repeat(300)).length).toBeLessThanOrEqual(48);
  });
});

describe('storeImage', () => {
  it('writes WebP files in each width up to the source, preserving the aspect ratio', async () => {
    const stored = await storeImage(await jpeg(1600, 1200), { uploadsDir, stem: 'Landscape Photo' });
    expect(stored.sizes).toEqual([300, 600, 900, 1200]);
    expect(stored).toMatchObject({ width: 1200, height: 900 });
    expect(stored.file).toMatch(/^landscape-photo-[0-9a-f]{12}$/);
    for (const [index, name] of imageFileNames(stored).entries()) {
      const metadata = await sharp(join(uploadsDir, name)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(stored.sizes[index]);
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('never upscales a small source', async () => {
    const stored = await storeImage(await jpeg(250, 500), { uploadsDir, stem: 'small' });
    expect(stored).toMatchObject({ width: 250, height: 500, sizes: [250] });
  });

  it('gives different images different stems and reuses the files for the same bytes', async () => {
    const red = await storeImage(await jpeg(400, 400, '#ff0000'), { uploadsDir, stem: 'swatch' });
    const blue = await storeImage(await jpeg(400, 400, '#0000ff'), { uploadsDir, stem: 'swatch' });
    const again = await storeImage(await jpeg(400, 400, '#ff0000'), { uploadsDir, stem: 'swatch' });
    expect(red.file).not.toBe(blue.file);
    expect(again).toEqual(red);
    const files = (await readdir(uploadsDir)).filter((name) => name.startsWith('swatch-'));
    expect(files).toHaveLength(4);
    expect(files.some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('handles 16-bit, greyscale and transparent sources', async () => {
    const deep = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } }).png().toColourspace('rgb16').toBuffer();
    const grey = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#777777' } }).greyscale().png().toBuffer();
    const clear = await sharp({ create: { width: 320, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    for (const [input, stem] of [[deep, 'deep'], [grey, 'grey'], [clear, 'clear']] as const) {
      const stored = await storeImage(input, { uploadsDir, stem });
      const metadata = await sharp(join(uploadsDir, `${stored.file}-${stored.sizes[0]}.webp`)).metadata();
      expect(metadata.width, stem).toBe(stored.sizes[0]);
      expect(metadata.hasAlpha, stem).toBe(stem === 'clear');
    }
    const deepStored = await storeImage(deep, { uploadsDir, stem: 'deep' });
    const { dominant } = await sharp(join(uploadsDir, `${deepStored.file}-300.webp`)).stats();
    // The colour survives the 16-bit to 8-bit conversion (#336699 ≈ 51, 102, 153).
    expect(Math.abs(dominant.b - 153)).toBeLessThan(24);
  });

  it('rejects files that are not images with a message for the uploader', async () => {
    await expect(storeImage(Buffer.from('%PDF-1.7 not an image'), { uploadsDir, stem: 'doc' })).rejects.toThrow(ImageError);
    await expect(storeImage(Buffer.from('hello'), { uploadsDir, stem: 'doc' })).rejects.toMatchObject({ code: 'not_an_image' });
    await expect(storeImage(Buffer.alloc(0), { uploadsDir, stem: 'doc' })).rejects.toMatchObject({ code: 'empty' });
  });

  it('rejects a truncated image', async () => {
    const whole = await jpeg(800, 800);
    await expect(storeImage(whole.subarray(0, Math.floor(whole.length / 2)), { uploadsDir, stem: 'broken' })).rejects.toBeInstanceOf(ImageError);
  });
});
