import { describe, expect, it } from 'vitest';
import type { ShopPriceTax } from '../../../core/tax/tax-display.ts';
import { parseRate, type TaxRate } from '../../../core/tax/tax-rate.ts';
import { productJsonLd, type ProductJsonLdInput } from './seo.ts';

const vat: TaxRate = { id: 1, country: 'DE', state: '', postcodes: [], cities: [], rate: parseRate('19') ?? 0, name: 'MwSt.', priority: 1, compound: false, shipping: true, order: 1, taxClass: '' };
const addVat: ShopPriceTax = { mode: 'add', ratesByClass: { '': [vat] }, suffix: '' };

const input = (changes: Partial<ProductJsonLdInput> = {}, product: Partial<ProductJsonLdInput['product']> = {}): ProductJsonLdInput => ({
  product: { name: 'Lamp', sku: 'L-1', type: 'simple', price: 1000, maxPrice: null, purchasable: true, averageRating: 0, ratingCount: 0, taxStatus: 'taxable', taxClass: '', images: [{ src: '/uploads/lamp.webp' }], ...product },
  description: 'A lamp.',
  canonical: 'https://shop.example/product/lamp/',
  siteOrigin: 'https://shop.example',
  currency: 'EUR',
  offerCount: 0,
  tax: null,
  ...changes,
});

describe('productJsonLd', () => {
  it('offers the price as entered, saying nothing of tax, in a shop that charges none', () => {
    const json = productJsonLd(input());
    expect(json.offers).toEqual({ '@type': 'Offer', url: 'https://shop.example/product/lamp/', priceCurrency: 'EUR', price: '10.00', availability: 'https://schema.org/InStock' });
    expect(json.image).toEqual(['https://shop.example/uploads/lamp.webp']);
  });

  it('offers the price the page shows, with the shop’s tax when shown with it, and says so', () => {
    expect(productJsonLd(input({ tax: { shop: addVat, included: true } })).offers).toMatchObject({
      price: '11.90',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '11.90', priceCurrency: 'EUR', valueAddedTaxIncluded: true },
    });
    // Entered without tax and shown without: as entered, tax not included.
    expect(productJsonLd(input({ tax: { shop: { ...addVat, mode: 'none' }, included: false } })).offers).toMatchObject({
      price: '10.00',
      priceSpecification: { price: '10.00', valueAddedTaxIncluded: false },
    });
    // Entered with tax and shown without: the shop's tax taken out.
    expect(productJsonLd(input({ tax: { shop: { ...addVat, mode: 'remove' }, included: false } }, { price: 1190 })).offers).toMatchObject({ price: '10.00', priceSpecification: { valueAddedTaxIncluded: false } });
  });

  it('offers a variable product’s range as shown', () => {
    const offers = productJsonLd(input({ offerCount: 3, tax: { shop: addVat, included: true } }, { type: 'variable', maxPrice: 2000 })).offers;
    expect(offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '11.90',
      highPrice: '23.80',
      offerCount: 3,
      priceSpecification: { '@type': 'PriceSpecification', minPrice: '11.90', maxPrice: '23.80', priceCurrency: 'EUR', valueAddedTaxIncluded: true },
    });
  });
});
