import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { icoFromPngs } from './ico.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const square = (size: number) => sharp({ create: { width: size, height: size, channels: 4, background: '#1f3a5f' } }).png().toBuffer();

/** The directory an ICO file starts with, read back. */
function readIco(ico: Buffer) {
  const count = ico.readUInt16LE(4);
  const entries = Array.from({ length: count }, (_, index) => {
    const at = 6 + 16 * index;
    return { width: ico.readUInt8(at), height: ico.readUInt8(at + 1), planes: ico.readUInt16LE(at + 4), bits: ico.readUInt16LE(at + 6), length: ico.readUInt32LE(at + 8), offset: ico.readUInt32LE(at + 12) };
  });
  return { reserved: ico.readUInt16LE(0), type: ico.readUInt16LE(2), entries };
}

describe('the ICO writer', () => {
  it('writes an icon directory with one entry per PNG, each pointing at its bytes, one after the other', async () => {
    const images = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await square(size) })));
    const ico = icoFromPngs(images);
    const { reserved, type, entries } = readIco(ico);
    expect(reserved).toBe(0);
    expect(type).toBe(1);
    expect(entries.map(({ width, height, planes, bits }) => [width, height, planes, bits])).toEqual([
      [16, 16, 1, 32],
      [32, 32, 1, 32],
      [48, 48, 1, 32],
    ]);
    expect(entries[0]!.offset).toBe(6 + 16 * 3);
    entries.forEach((entry, index) => {
      const png = ico.subarray(entry.offset, entry.offset + entry.length);
      expect(png.equals(images[index]!.png)).toBe(true);
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    });
    const last = entries.at(-1)!;
    expect(ico.length).toBe(last.offset + last.length);
    // sharp reads the file back as an icon would be read (its largest image).
    expect(await sharp(ico.subarray(last.offset)).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 });
  });

  it('writes 256 px as 0, as the format says, and refuses sizes it cannot name or no image at all', async () => {
    const ico = icoFromPngs([{ size: 256, png: await square(256) }]);
    expect(readIco(ico).entries[0]).toMatchObject({ width: 0, height: 0 });
    expect(() => icoFromPngs([{ size: 512, png: Buffer.alloc(8) }])).toThrow(RangeError);
    expect(() => icoFromPngs([{ size: 0, png: Buffer.alloc(8) }])).toThrow(RangeError);
    expect(() => icoFromPngs([])).toThrow(RangeError);
  });
});
