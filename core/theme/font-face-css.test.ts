import { describe, expect, it } from 'vitest';
import { BRAND_DEFAULTS, type BrandOptions } from '../contract/theme/brand.ts';
import { brandCss } from './brand-css.ts';
import type { UploadedFontFace } from './font-faces.ts';
import { bodyFontPreload, fontFaceRule, resolveFont } from './font-face-css.ts';

const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const hash = (digit: string) => digit.repeat(32);

function face(id: number, family: string, weight: number, style: 'normal' | 'italic' = 'normal', format: 'woff2' | 'woff' = 'woff2'): UploadedFontFace {
  return { id, family, weight, style, format, file: `fonts/${hash(String(id))}.${format}`, size: 20_000, originalName: `${family}.${format}` };
}

const LIBRARY = [face(1, 'Source Serif', 400), face(2, 'Source Serif', 700), face(3, 'Source Serif', 400, 'italic', 'woff'), face(4, 'Inter', 600)];
const withFonts = (body: BrandOptions['fonts']['body'], headings: BrandOptions['fonts']['headings']): BrandOptions => ({ ...BRAND_DEFAULTS, fonts: { body, headings } });

describe('the brand’s uploaded fonts as CSS', () => {
  it('writes one @font-face rule per face, from the shop’s own uploads, swapping in once loaded', () => {
    expect(fontFaceRule(LIBRARY[0]!, '/uploads')).toBe(`@font-face{font-family:"Source Serif";src:url(/uploads/fonts/${hash('1')}.woff2) format('woff2');font-weight:400;font-style:normal;font-display:swap}`);
    expect(fontFaceRule(LIBRARY[2]!, '/uploads')).toBe(`@font-face{font-family:"Source Serif";src:url(/uploads/fonts/${hash('3')}.woff) format('woff');font-weight:400;font-style:italic;font-display:swap}`);
  });

  it('puts the family first in the stack, then the system fonts; matches its name as CSS does, case aside', () => {
    expect(resolveFont('family:source serif', LIBRARY)).toEqual({ stack: `"Source Serif", ${SYSTEM}`, faces: LIBRARY.slice(0, 3) });
    expect(resolveFont('transitional', LIBRARY)).toEqual({ stack: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, serif", faces: [] });
  });

  it('falls back to the system fonts, with no rule, for a family no longer in the library', () => {
    expect(resolveFont('family:Gone', LIBRARY)).toEqual({ stack: SYSTEM, faces: [] });
    expect(brandCss(withFonts('family:Gone', 'family:Gone'), LIBRARY)).toBe('');
  });

  it('writes the rules of exactly the families in use, each face once, before the :root rule', () => {
    const css = brandCss(withFonts('family:Source Serif', 'family:Inter'), LIBRARY);
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toBe(
      LIBRARY.slice(0, 3).map((one) => fontFaceRule(one, '/uploads')).join('') +
        fontFaceRule(LIBRARY[3]!, '/uploads') +
        `:root{--font:"Source Serif", ${SYSTEM};--font-headings:"Inter", ${SYSTEM}}`,
    );
    // The headings alone in an uploaded family: the text keeps the default stack, and Inter's faces only.
    const headings = brandCss(withFonts('system', 'family:Inter'), LIBRARY);
    expect(headings).toBe(`${fontFaceRule(LIBRARY[3]!, '/uploads')}:root{--font-headings:"Inter", ${SYSTEM}}`);
    // One family for both: its faces once.
    expect(brandCss(withFonts('family:Inter', 'family:Inter'), LIBRARY).match(/@font-face/g)).toHaveLength(1);
    // Nothing from the library while the brand names none of it.
    expect(brandCss(BRAND_DEFAULTS, LIBRARY)).toBe('');
  });

  it('writes no file the library did not name, whatever a row holds', () => {
    const odd = { ...face(9, 'Odd', 400), file: 'fonts/x);}body{background:url(//evil.example/a.woff2' };
    expect(brandCss(withFonts('family:Odd', 'system'), [odd])).toBe('');
  });

  it('preloads the text font’s regular face only, as the format it is', () => {
    expect(bodyFontPreload(withFonts('family:Source Serif', 'system'), LIBRARY, '/uploads')).toEqual({ href: `/uploads/fonts/${hash('1')}.woff2`, type: 'font/woff2' });
    expect(bodyFontPreload(withFonts('family:Inter', 'system'), LIBRARY, '/uploads')).toBeNull();
    expect(bodyFontPreload(withFonts('system', 'family:Source Serif'), LIBRARY, '/uploads')).toBeNull();
    expect(bodyFontPreload(withFonts('family:Woff', 'system'), [face(5, 'Woff', 400, 'normal', 'woff')], '/uploads')).toEqual({ href: `/uploads/fonts/${hash('5')}.woff`, type: 'font/woff' });
  });
});
