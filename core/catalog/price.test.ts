import { describe, expect, it } from 'vitest';
import { percentOff, priceDisplay, priceInWords } from './price.ts';
import { translator } from '../i18n/translator.ts';
import { stockClass, stockText } from './stock.ts';

describe('priceDisplay', () => {
  it('shows a regular price on its own', () => {
    expect(priceDisplay({ price: 2400, regularPrice: 2400, onSale: false }, 'USD', 'en-US')).toEqual({
      onSale: false,
      current: '$24.00',
      regular: null,
      spoken: null,
      upTo: null,
    });
  });

  it('shows a variable product’s range from its cheapest to its dearest variation, striking nothing through', () => {
    expect(priceDisplay({ price: 4000, regularPrice: 4500, onSale: true, maxPrice: 4500 }, 'USD', 'en-US')).toEqual({ onSale: false, current: '$40.00', regular: null, spoken: null, upTo: '$45.00' });
    expect(priceDisplay({ price: 4000, regularPrice: 4000, onSale: false, maxPrice: 4000 }, 'USD', 'en-US').upTo).toBeNull();
  });

  it('shows a sale as the struck-out regular price, the sale price, and a sentence for screen readers', () => {
    expect(priceDisplay({ price: 1899, regularPrice: 2400, onSale: true }, 'USD', 'en-US')).toEqual({
      onSale: true,
      current: '$18.99',
      regular: '$24.00',
      spoken: 'Original price was: $24.00. Current price is: $18.99.',
      upTo: null,
    });
  });

  it('does not claim a sale that is not cheaper', () => {
    expect(priceDisplay({ price: 2400, regularPrice: 2400, onSale: true }, 'USD', 'en-US').onSale).toBe(false);
  });

  it('formats in the store currency and locale', () => {
    expect(priceDisplay({ price: 123456, regularPrice: 123456, onSale: false }, 'EUR', 'de-DE').current).toBe('1.234,56\u00a0€');
  });
});

describe('percentOff', () => {
  it('rounds the saving to a whole percent', () => {
    expect(percentOff({ price: 1899, regularPrice: 2400, onSale: true })).toBe(21);
    expect(percentOff({ price: 2400, regularPrice: 2400, onSale: false })).toBe(0);
  });
});

describe('stock text', () => {
  it('says in stock, how many when counted, or out of stock', () => {
    expect(stockText({ stock: null, stockStatus: 'instock' })).toBe('In stock');
    expect(stockText({ stock: 5, stockStatus: 'instock' })).toBe('5 in stock');
    expect(stockText({ stock: 0, stockStatus: 'instock' })).toBe('Out of stock');
    expect(stockText({ stock: null, stockStatus: 'outofstock' })).toBe('Out of stock');
    expect(stockText({ stock: null, stockStatus: 'onbackorder' })).toBe('Available on backorder');
  });

  it('gives the class themes style availability with', () => {
    expect(stockClass({ stock: 3, stockStatus: 'instock' })).toBe('in-stock');
    expect(stockClass({ stock: 0, stockStatus: 'instock' })).toBe('out-of-stock');
    expect(stockClass({ stock: null, stockStatus: 'onbackorder' })).toBe('available-on-backorder');
  });
});

describe('a price in words', () => {
  const t = translator('fr');
  it('says a range and a sale in the language, and a plain price as it is written', () => {
    expect(priceInWords(priceDisplay({ price: 4000, regularPrice: 4000, onSale: false, maxPrice: 4500 }, 'EUR', 'fr-FR'), t)).toBe('Plage de prix\u00a0: de 40,00\u00a0€ à 45,00\u00a0€');
    expect(priceInWords(priceDisplay({ price: 1899, regularPrice: 2400, onSale: true }, 'EUR', 'fr-FR'), t)).toMatch(/24,00\u00a0€.*18,99\u00a0€/);
    expect(priceInWords(priceDisplay({ price: 1800, regularPrice: 1800, onSale: false }, 'EUR', 'fr-FR'), t)).toBe('18,00\u00a0€');
  });
});
