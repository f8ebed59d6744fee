import { describe, expect, it } from 'vitest';
import { externalButtonText, externalProductUrl, parseProductKind } from './product-kind.ts';

describe('product kinds', () => {
  it('takes only absolute http(s) addresses for an external product', () => {
    expect(externalProductUrl('https://maker.example/item?id=4')).toEqual({ ok: true, url: 'https://maker.example/item?id=4' });
    for (const bad of ['', 'javascript:alert(1)', '/local/path', 'ftp://maker.example/', 'https://user:pw@maker.example/', 'https://maker.example/a b', 'https://maker.example/a\tb']) {
      expect(externalProductUrl(bad).ok, bad).toBe(false);
    }
  });

  it('gives the button WooCommerce’s words when blank and refuses markup', () => {
    expect(externalButtonText('  ')).toEqual({ ok: true, text: 'Buy product' });
    expect(externalButtonText('<b>Buy</b>').ok).toBe(false);
  });

  it('names the fields an external product lacks, and keeps grouped children once each', () => {
    expect(parseProductKind({ type: 'external', externalUrl: 'mailto:a@b.c' })).toEqual({ ok: false, errors: { external_url: 'Enter a full web address starting with http:// or https://.' } });
    expect(parseProductKind({ type: 'grouped', groupedIds: [3, 4, 3] })).toEqual({ ok: true, value: { type: 'grouped', childIds: [3, 4] } });
    expect(parseProductKind({ type: 'variable', externalUrl: 'ignored' })).toEqual({ ok: true, value: { type: 'variable' } });
  });
});
