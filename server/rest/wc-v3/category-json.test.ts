import { describe, expect, it } from 'vitest';
import { categoryJson, categoryParams, parseCategoryBody } from './category-json.ts';

describe('categoryJson', () => {
  it('writes a category in WooCommerce’s shape', () => {
    expect(categoryJson({ id: 4, name: 'Lamps', slug: 'lamps', description: 'Light.', menu_order: 2, count: 7 }, { siteOrigin: 'https://shop.example' })).toEqual({
      id: 4,
      name: 'Lamps',
      slug: 'lamps',
      parent: 0,
      description: 'Light.',
      display: 'default',
      image: null,
      menu_order: 2,
      count: 7,
      _links: { self: [{ href: 'https://shop.example/wp-json/wc/v3/products/categories/4' }], collection: [{ href: 'https://shop.example/wp-json/wc/v3/products/categories' }] },
    });
  });
});

describe('parseCategoryBody', () => {
  it('takes the stored fields under the editor’s names', () => {
    expect(parseCategoryBody({ name: 'Lamps', menu_order: 3, parent: 0 })).toEqual({ ok: true, changes: { name: 'Lamps', menuOrder: 3 } });
    expect(parseCategoryBody({})).toEqual({ ok: true, changes: {} });
  });

  it('refuses what the shop does not store, one message per field', () => {
    expect(parseCategoryBody({ parent: 2, display: 'both', slug: 5 })).toEqual({
      ok: false,
      params: { parent: 'must be 0: the shop’s categories have no parents', display: 'is not accepted', slug: 'must be a string' },
    });
    expect(parseCategoryBody(null)).toEqual({ ok: false, params: { body: 'must be a JSON object' } });
  });
});

describe('categoryParams', () => {
  it('names the editor’s fields as the API does', () => {
    expect(categoryParams({ menuOrder: 'x', slug: 'y' })).toEqual({ menu_order: 'x', slug: 'y' });
  });
});
