import { describe, expect, it } from 'vitest';
import { productFormValues } from '../../../core/catalog/product-form.ts';
import type { Product } from '../../../db/schema.ts';
import type { NumberedImage } from '../../../core/media/library-pictures.ts';
import { imageListParams, parseProductBody, productFormValuesWith, productJson, productParams } from './product-json.ts';

const base = { siteOrigin: 'https://shop.example', uploadsUrl: '/uploads', currency: 'USD' };

const product: Product = {
  id: 12,
  slug: 'brass-lamp',
  sku: 'LAMP-1',
  name: 'Brass lamp',
  status: 'publish',
  short_description: 'Warm.',
  description: 'A warm brass lamp.',
  regular_price: 4500,
  sale_price: 3999,
  price: 3999,
  stock: 3,
  stock_status: 'instock',
  menu_order: 0,
  total_sales: 7,
  average_rating: 4.5,
  rating_count: 2,
  created_at: '2025-03-01T09:15:00.123Z',
  updated_at: '2025-03-02T10:00:00.000Z',
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
};

// The row's own id (5) is not the image's number: its library item's (40) is.
const image: NumberedImage = { id: 5, product_id: 12, position: 0, file: 'brass-lamp-ab12', alt: 'The lamp', width: 1200, height: 900, sizes: '[300,1200,600]', library_id: 40 };

describe('productJson', () => {
  it('writes a product in WooCommerce’s shape: decimal strings, both dates, absolute links', () => {
    const json = productJson({ product, categories: [{ id: 3, name: 'Lamps', slug: 'lamps' }], images: [image] }, base);
    expect(json).toMatchObject({
      id: 12,
      name: 'Brass lamp',
      permalink: 'https://shop.example/product/brass-lamp/',
      date_created: '2025-03-01T09:15:00',
      date_created_gmt: '2025-03-01T09:15:00',
      date_modified: '2025-03-02T10:00:00',
      type: 'simple',
      sku: 'LAMP-1',
      price: '39.99',
      regular_price: '45.00',
      sale_price: '39.99',
      on_sale: true,
      manage_stock: true,
      stock_quantity: 3,
      stock_status: 'instock',
      average_rating: '4.50',
      categories: [{ id: 3, name: 'Lamps', slug: 'lamps' }],
      images: [{ id: 40, src: 'https://shop.example/uploads/brass-lamp-ab12-1200.webp', name: 'brass-lamp-ab12', alt: 'The lamp', date_created: '2025-03-01T09:15:00' }],
      _links: { self: [{ href: 'https://shop.example/wp-json/wc/v3/products/12' }], collection: [{ href: 'https://shop.example/wp-json/wc/v3/products' }] },
    });
  });

  it('writes an unmanaged product without a sale or SKU as WooCommerce does', () => {
    const json = productJson({ product: { ...product, sku: null, sale_price: null, price: 4500, stock: null, stock_status: 'onbackorder' }, categories: [], images: [] }, base);
    expect(json).toMatchObject({ sku: '', sale_price: '', on_sale: false, manage_stock: false, stock_quantity: null, backorders_allowed: true, backordered: false, images: [], categories: [] });
  });

  it('writes weight and dimensions as strings, blank when not given', () => {
    expect(productJson({ product, categories: [], images: [] }, base)).toMatchObject({ weight: '', dimensions: { length: '', width: '', height: '' } });
    expect(productJson({ product: { ...product, weight: '0.4', length: '30', height: '2.5' }, categories: [], images: [] }, base)).toMatchObject({ weight: '0.4', dimensions: { length: '30', width: '', height: '2.5' } });
  });
});

describe('parseProductBody', () => {
  it('takes the stored fields and refuses the rest by name', () => {
    expect(parseProductBody({ name: 'Lamp', regular_price: 19.5, categories: [{ id: 3, name: 'Lamps' }] })).toEqual({ ok: true, body: { name: 'Lamp', regular_price: 19.5, categories: [{ id: 3, name: 'Lamps' }] } });
    expect(parseProductBody({ weight: 1, dimensions: { depth: '2' }, stock_quantity: 1.5, images: [{ id: -1, src: 3, size: 'large' }] })).toEqual({
      ok: false,
      params: { weight: 'must be a string such as "0.4"', 'dimensions.depth': 'is not accepted', stock_quantity: 'must be a whole number', 'images.0.id': 'must be 0 or more', 'images.0.src': 'must be a string', 'images.0.size': 'is not accepted' },
    });
    expect(parseProductBody({ weight: '0,4', dimensions: { length: '30' } })).toEqual({ ok: true, body: { weight: '0,4', dimensions: { length: '30' } } });
    expect(parseProductBody('lamp')).toEqual({ ok: false, params: { body: 'must be a JSON object' } });
  });
});

describe('productFormValuesWith', () => {
  const current = productFormValues({ product, categoryIds: [3] }, 'USD');

  it('changes only what the body names', () => {
    expect(productFormValuesWith(current, { name: 'New' })).toEqual({ ...current, name: 'New' });
    expect(productFormValuesWith(current, { regular_price: 50, sale_price: null, categories: [{ id: 4 }, { id: 5 }] })).toMatchObject({ regular_price: '50', sale_price: '', categories: ['4', '5'] });
  });

  it('reads manage_stock and stock_quantity as WooCommerce does', () => {
    expect(productFormValuesWith(current, { manage_stock: false, stock_quantity: 9 }).stock).toBe('');
    expect(productFormValuesWith(current, { stock_quantity: 9 }).stock).toBe('9');
    expect(productFormValuesWith(current, { stock_quantity: null }).stock).toBe('');
    expect(productFormValuesWith({ ...current, stock: '' }, { manage_stock: true }).stock).toBe('0');
    expect(productFormValuesWith(current, { manage_stock: true }).stock).toBe('3');
  });
});

describe('images', () => {
  it('names a picture whose library item was deleted 0, as it has no attachment id', () => {
    expect(productJson({ product, categories: [], images: [{ ...image, library_id: null }] }, base).images[0]?.id).toBe(0);
  });

  it('takes back what it answered: the read-only dates a client echoes are let through', () => {
    const [read] = productJson({ product, categories: [], images: [image] }, base).images;
    expect(parseProductBody({ images: [read, { src: read!.src, position: 1 }] })).toMatchObject({ ok: true, body: { images: [{ id: 40, alt: 'The lamp' }, { src: read!.src, position: 1 }] } });
  });

  it('names a refused picture by its index and field', () => {
    expect(imageListParams({ ok: false, problems: [{ index: 2, field: 'src', problem: 'no' }, { index: 0, field: 'id', problem: 'gone' }] })).toEqual({ 'images.2.src': 'no', 'images.0.id': 'gone' });
  });
});

describe('productParams', () => {
  it('names the form’s fields as the API does', () => {
    expect(productParams({ stock: 'x', form: 'y', sku: 'z' })).toEqual({ stock_quantity: 'x', body: 'y', sku: 'z' });
  });
});
