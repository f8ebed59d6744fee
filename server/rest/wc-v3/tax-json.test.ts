import { describe, expect, it } from 'vitest';
import type { TaxRate } from '../../../core/tax/tax-rate.ts';
import { parseTaxBody, taxClassJson, taxJson } from './tax-json.ts';

const base = { siteOrigin: 'https://shop.example' };
const CLASSES = [
  { slug: '', name: 'Standard' },
  { slug: 'reduced-rate', name: 'Reduced rate' },
];
const rate: TaxRate = { id: 7, country: 'US', state: 'CA', postcodes: ['94103', '94107'], cities: ['SAN FRANCISCO'], rate: 72_500, name: 'CA State Tax', priority: 1, compound: false, shipping: true, order: 2, taxClass: '' };
const next = async (taxClass: string) => (taxClass === '' ? 5 : 0);

describe('wc/v3 taxes JSON', () => {
  it('writes a rate in WooCommerce’s shape and order of fields', () => {
    const json = taxJson(rate, base);
    expect(Object.keys(json)).toEqual(['id', 'country', 'state', 'postcode', 'city', 'rate', 'name', 'priority', 'compound', 'shipping', 'order', 'class', 'postcodes', 'cities', '_links']);
    expect(json).toMatchObject({ postcode: '94107', city: 'SAN FRANCISCO', rate: '7.2500', class: 'standard', postcodes: ['94103', '94107'] });
    expect(json._links.self[0]?.href).toBe('https://shop.example/wp-json/wc/v3/taxes/7');
    expect(taxClassJson({ slug: '', name: 'Standard' }, base)).toEqual({ slug: 'standard', name: 'Standard rate', _links: { collection: [{ href: 'https://shop.example/wp-json/wc/v3/taxes/classes' }] } });
  });

  it('reads a new rate with WooCommerce’s defaults, after the class’s rates', async () => {
    expect(await parseTaxBody({ country: 'de', rate: '19', name: 'MwSt.' }, null, CLASSES, next)).toEqual({
      ok: true,
      fields: { country: 'DE', state: '', postcodes: [], cities: [], rate: 190_000, name: 'MwSt.', priority: 1, compound: false, shipping: true, order: 5, taxClass: '' },
    });
    const reduced = await parseTaxBody({ rate: 7, class: 'reduced-rate', postcode: '80331;80333', cities: ['Munich'] }, null, CLASSES, next);
    expect(reduced.ok && reduced.fields).toMatchObject({ rate: 70_000, taxClass: 'reduced-rate', order: 0, postcodes: ['80331', '80333'], cities: ['MUNICH'] });
  });

  it('lays an update over the rate: only the fields sent change', async () => {
    const updated = await parseTaxBody({ rate: '8.875', postcodes: [] }, rate, CLASSES, next);
    expect(updated.ok && updated.fields).toEqual({ country: 'US', state: 'CA', postcodes: [], cities: ['SAN FRANCISCO'], rate: 88_750, name: 'CA State Tax', priority: 1, compound: false, shipping: true, order: 2, taxClass: '' });
  });

  it('names each field that does not read, a field it does not keep among them', async () => {
    expect(await parseTaxBody({ country: 'Germany', rate: '150', class: 'luxury', priority: -2, postcodes: ['<x>'], tax_rate: '19' }, null, CLASSES, next)).toEqual({ ok: false, params: { tax_rate: 'is not accepted' } });
    const bad = await parseTaxBody({ country: 'Germany', rate: '150', class: 'luxury', priority: -2, postcodes: ['<x>'] }, null, CLASSES, next);
    expect(bad.ok ? [] : Object.keys(bad.params).sort()).toEqual(['class', 'country', 'postcodes', 'priority', 'rate']);
    expect(bad.ok ? '' : bad.params.class).toBe('must be one of standard, reduced-rate');
  });
});
