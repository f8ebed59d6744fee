import { describe, expect, it } from 'vitest';
import type { StoreProduct } from '../../../core/catalog/store-products.ts';
import type { Product } from '../../../db/schema.ts';
import type { NumberedImage } from '../../../core/media/library-pictures.ts';
import type { ShopPriceTax } from '../../../core/tax/tax-display.ts';
import { parseRate, type TaxRate } from '../../../core/tax/tax-rate.ts';
import { storeCurrency } from './currency-json.ts';
import { storeProductJson, type StoreJsonContext } from './product-json.ts';

const context: StoreJsonContext = { siteOrigin: 'https://shop.example', uploadsUrl: '/uploads', currency: 'USD', locale: 'en-US', maxLineQuantity: 999 };

function product(overrides: Partial<Product> = {}, images: NumberedImage[] = []): StoreProduct {
  const row: Product = {
    id: 12,
    slug: 'brass-lamp',
    sku: 'LAMP-1',
    name: 'Brass lamp',
    status: 'publish',
    short_description: 'A lamp.',
    description: '<p>A brass lamp.</p>',
    regular_price: 4500,
    sale_price: null,
    price: 4500,
    stock: null,
    stock_status: 'instock',
    menu_order: 0,
    total_sales: 3,
    average_rating: 4.5,
    rating_count: 2,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    type: 'simple',
    parent_id: null,
    max_price: null,
    external_url: null,
    button_text: null,
    date_on_sale_from: null,
    date_on_sale_to: null,
    weight: null,
    length: null,
    width: null,
    height: null,
    shipping_class_id: null,
    tax_status: 'taxable',
    tax_class: '',
    ...overrides,
  };
  return { row, images, categories: [{ id: 3, slug: 'lighting', name: 'Lighting' }], attributes: [], variations: [], groupedIds: [] };
}

// The row's own id (7) is not the image's number: its library item's (41) is.
const image: NumberedImage = { id: 7, product_id: 12, file: '2026/01/abc', alt: 'The lamp', width: 800, height: 600, sizes: '[300,800]', position: 0, library_id: 41 };

describe('storeProductJson', () => {
  it('answers the Store API product shape with prices as minor-unit strings', () => {
    const json = storeProductJson(product({}, [image]), context);
    expect(json).toMatchObject({
      id: 12,
      name: 'Brass lamp',
      slug: 'brass-lamp',
      type: 'simple',
      permalink: 'https://shop.example/product/brass-lamp/',
      sku: 'LAMP-1',
      short_description: 'A lamp.',
      description: '<p>A brass lamp.</p>',
      on_sale: false,
      prices: { price: '4500', regular_price: '4500', sale_price: '4500', currency_code: 'USD', currency_symbol: '$', currency_minor_unit: 2, currency_prefix: '$', currency_suffix: '' },
      average_rating: '4.5',
      review_count: 2,
      categories: [{ id: 3, name: 'Lighting', slug: 'lighting', link: 'https://shop.example/product-category/lighting/' }],
      is_purchasable: true,
      is_in_stock: true,
      add_to_cart: { text: 'Add to cart', description: 'Add “Brass lamp” to your cart', url: 'https://shop.example/product/brass-lamp/?add-to-cart=12', minimum: 1, maximum: 999 },
    });
    expect(json.images).toEqual([
      {
        id: 41,
        src: 'https://shop.example/uploads/2026/01/abc-800.webp',
        thumbnail: 'https://shop.example/uploads/2026/01/abc-300.webp',
        srcset: 'https://shop.example/uploads/2026/01/abc-300.webp 300w, https://shop.example/uploads/2026/01/abc-800.webp 800w',
        sizes: '(max-width: 800px) 100vw, 800px',
        name: 'abc-800.webp',
        alt: 'The lamp',
      },
    ]);
    // A picture whose library item was deleted has no attachment id.
    expect(storeProductJson(product({}, [{ ...image, library_id: null }]), context).images[0]?.id).toBe(0);
  });

  it('gives the sale price when on sale, and the regular one struck', () => {
    const json = storeProductJson(product({ sale_price: 3000, price: 3000 }), context);
    expect(json.on_sale).toBe(true);
    expect(json.prices).toMatchObject({ price: '3000', regular_price: '4500', sale_price: '3000' });
  });

  it('gives the prices as the shop shows them: with its own tax added when shown with tax, not for a product not taxed', () => {
    const vat: TaxRate = { id: 1, country: 'DE', state: '', postcodes: [], cities: [], rate: parseRate('19') ?? 0, name: 'MwSt.', priority: 1, compound: false, shipping: true, order: 1, taxClass: '' };
    const reduced: TaxRate = { ...vat, id: 2, rate: parseRate('7') ?? 0, taxClass: 'reduced-rate' };
    const shopTax: ShopPriceTax = { mode: 'add', ratesByClass: { '': [vat], 'reduced-rate': [reduced] }, suffix: 'incl. MwSt.' };
    const withTax = { ...context, shopTax };
    expect(storeProductJson(product({ regular_price: 1000, price: 1000 }), withTax).prices).toMatchObject({ price: '1190', regular_price: '1190', sale_price: '1190', price_range: null });
    expect(storeProductJson(product({ regular_price: 4500, sale_price: 3000, price: 3000 }), withTax).prices).toMatchObject({ price: '3570', regular_price: '5355', sale_price: '3570' });
    expect(storeProductJson(product({ regular_price: 1000, price: 1000, tax_class: 'reduced-rate' }), withTax).prices).toMatchObject({ price: '1070' });
    expect(storeProductJson(product({ regular_price: 1000, price: 1000, tax_status: 'none' }), withTax).prices).toMatchObject({ price: '1000', regular_price: '1000' });
    // A variable product's range, each end as shown.
    const variable = storeProductJson(product({ type: 'variable', regular_price: 1000, price: 1000, max_price: 2000 }), withTax).prices;
    expect(variable).toMatchObject({ price: '1190', price_range: { min_amount: '1190', max_amount: '2380' } });
    // Prices entered with tax and shown without: the shop's tax taken out.
    expect(storeProductJson(product({ regular_price: 1190, price: 1190 }), { ...context, shopTax: { ...shopTax, mode: 'remove' } }).prices).toMatchObject({ price: '1000' });
    // As entered without a display to follow.
    expect(storeProductJson(product({ type: 'variable', regular_price: 1000, price: 1000, max_price: 2000 }), context).prices).toMatchObject({ price: '1000', price_range: { min_amount: '1000', max_amount: '2000' } });
  });

  it('offers no add to cart for a product out of stock, and caps the quantity at the stock', () => {
    const out = storeProductJson(product({ stock: 0 }), context);
    expect(out).toMatchObject({ is_purchasable: false, is_in_stock: false, add_to_cart: { text: 'Read more', url: 'https://shop.example/product/brass-lamp/' } });
    expect(out.stock_availability).toEqual({ text: 'Out of stock', class: 'out-of-stock' });
    const few = storeProductJson(product({ stock: 2 }), context);
    expect(few).toMatchObject({ is_purchasable: true, low_stock_remaining: 2, add_to_cart: { maximum: 2 } });
  });
});

describe('storeCurrency', () => {
  it('reads the symbol, separators and where the symbol goes from the locale', () => {
    expect(storeCurrency('EUR', 'de-DE')).toEqual({
      currency_code: 'EUR',
      currency_symbol: '€',
      currency_minor_unit: 2,
      currency_decimal_separator: ',',
      currency_thousand_separator: '.',
      currency_prefix: '',
      currency_suffix: '\u00a0€',
    });
    expect(storeCurrency('GBP', 'en-GB')).toMatchObject({ currency_symbol: '£', currency_prefix: '£', currency_suffix: '', currency_decimal_separator: '.', currency_thousand_separator: ',' });
  });
});
