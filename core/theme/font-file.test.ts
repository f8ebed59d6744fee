import { describe, expect, it } from 'vitest';
import { testWoff, testWoff2 } from '../../test/fixtures/fonts.ts';
import { checkFontFile, FONT_UPLOAD_MAX_BYTES } from './font-file.ts';

/** A copy of `bytes` with a big-endian 32-bit value written at `offset`. */
function withUint32(bytes: Buffer, offset: number, value: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.writeUInt32BE(value, offset);
  return copy;
}

describe('the font files the library takes', () => {
  it('knows WOFF2 and WOFF by their bytes', () => {
    expect(checkFontFile(testWoff2())).toEqual({ ok: true, format: 'woff2' });
    expect(checkFontFile(testWoff())).toEqual({ ok: true, format: 'woff' });
  });

  it('refuses another kind of file whatever its name, saying the contents decide', async () => {
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    // A TrueType file as it is (not wrapped for the web), a PNG, some text.
    for (const bytes of [Buffer.from([0, 1, 0, 0, 0, 10, 0, 128]), png, Buffer.from('wOF'), Buffer.from('@font-face{}')]) {
      const check = checkFontFile(bytes);
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.message).toContain('This is not a WOFF2 or WOFF font file (its contents say so, whatever its name)');
    }
    expect(checkFontFile(Buffer.alloc(0))).toEqual({ ok: false, message: 'The file is empty: choose a WOFF2 or WOFF font file.' });
  });

  it('refuses a file cut short or padded, by the length its header declares', () => {
    const whole = testWoff2();
    for (const bytes of [whole.subarray(0, whole.length - 4), Buffer.concat([whole, Buffer.alloc(4)]), whole.subarray(0, 30), testWoff().subarray(0, 100)]) {
      const check = checkFontFile(bytes);
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.message).toMatch(/^The WOFF2? file is damaged or incomplete/);
    }
    // No tables at all.
    const empty = Buffer.from(whole);
    empty.writeUInt16BE(0, 12);
    expect(checkFontFile(empty).ok).toBe(false);
  });

  it('refuses a collection of fonts, or a flavour of font it does not know', () => {
    for (const flavour of [0x74746366 /* ttcf */, 0x12345678]) {
      const check = checkFontFile(withUint32(testWoff2(), 4, flavour));
      expect(check).toEqual({ ok: false, message: 'The file holds a font collection or an unknown kind of font: upload one face, with TrueType or CFF outlines.' });
    }
    expect(checkFontFile(withUint32(testWoff2(), 4, 0x4f54544f /* OTTO */)).ok).toBe(true);
  });

  it('takes up to 2 MiB and refuses a byte more, with the limit in the message', () => {
    const atCap = Buffer.alloc(FONT_UPLOAD_MAX_BYTES);
    testWoff2().copy(atCap);
    atCap.writeUInt32BE(atCap.length, 8);
    expect(checkFontFile(atCap)).toEqual({ ok: true, format: 'woff2' });
    const over = Buffer.concat([atCap, Buffer.alloc(1)]);
    over.writeUInt32BE(over.length, 8);
    expect(checkFontFile(over)).toEqual({ ok: false, message: 'The file is larger than 2 MB, the most a font file may be. Upload the WOFF2 version, or a subset of the font.' });
  });
});
