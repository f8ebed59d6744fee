import { describe, expect, it } from 'vitest';
import { wordpressRoutePattern } from './discovery.ts';
import { pickFields } from './fields.ts';
import { routeTable } from './route-table.ts';

const handler = async () => {};

describe('routeTable', () => {
  const table = routeTable([
    { path: '/wc/store/v1/cart/:key', methods: { GET: handler } },
    { path: '/wc/store/v1/cart/add-item', methods: { POST: handler } },
    { path: '/wc/v3/products/:id', methods: { GET: handler } },
    { path: '/wc/v3/products/:product_id/variations/:id', methods: { GET: handler } },
    { path: '/wc/v3/products/categories', methods: { GET: handler } },
  ]);

  it('matches a fixed path before a pattern, whatever the order given', () => {
    expect(table.match('/wc/store/v1/cart/add-item')?.route.path).toBe('/wc/store/v1/cart/add-item');
    expect(table.match('/wc/v3/products/categories')?.route.path).toBe('/wc/v3/products/categories');
  });

  it('names the parts of a pattern, decoded; id-like parts take digits only', () => {
    expect(table.match('/wc/v3/products/12')?.params).toEqual({ id: '12' });
    expect(table.match('/wc/v3/products/12/variations/7')?.params).toEqual({ product_id: '12', id: '7' });
    expect(table.match('/wc/store/v1/cart/a%20b')?.params).toEqual({ key: 'a b' });
    expect(table.match('/wc/v3/products/twelve')).toBeUndefined();
    expect(table.match('/wc/v3/products/12/extra')).toBeUndefined();
  });

  it('refuses a part that does not decode', () => {
    expect(table.match('/wc/store/v1/cart/%E0%A4%A')).toBeUndefined();
  });

  it('is written in the index as WordPress writes its routes', () => {
    expect(wordpressRoutePattern('/wc/v3/products/:product_id/variations/:id')).toBe('/wc/v3/products/(?P<product_id>[\\d]+)/variations/(?P<id>[\\d]+)');
    expect(wordpressRoutePattern('/wc/store/v1/cart/:key')).toBe('/wc/store/v1/cart/(?P<key>[^/]+)');
  });
});

describe('pickFields', () => {
  const product = { id: 3, name: 'Mug', prices: { price: '1200', currency_code: 'EUR' }, images: [{ id: 1 }] };

  it('keeps everything without _fields', () => {
    expect(pickFields(product, undefined)).toBe(product);
    expect(pickFields(product, ' ')).toBe(product);
  });

  it('keeps only the named fields, nested ones by their path, in every item of a list', () => {
    expect(pickFields(product, 'id, name')).toEqual({ id: 3, name: 'Mug' });
    expect(pickFields(product, 'id,prices.price')).toEqual({ id: 3, prices: { price: '1200' } });
    expect(pickFields([product, { ...product, id: 4 }], 'id')).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('ignores unknown fields and never reads inherited ones', () => {
    expect(pickFields(product, 'nope,__proto__,constructor')).toEqual({});
  });
});
