import { describe, expect, it } from 'vitest';
import { parseShippingClassBody, shippingClassJson } from './shipping-class-json.ts';

describe('shippingClassJson', () => {
  it('writes a class as WooCommerce does, with its count', () => {
    expect(shippingClassJson({ id: 3, name: 'Heavy', slug: 'heavy', description: 'Over 20 kg' }, 4, { siteOrigin: 'https://shop.example' })).toEqual({
      id: 3,
      name: 'Heavy',
      slug: 'heavy',
      description: 'Over 20 kg',
      count: 4,
      _links: {
        self: [{ href: 'https://shop.example/wp-json/wc/v3/products/shipping_classes/3' }],
        collection: [{ href: 'https://shop.example/wp-json/wc/v3/products/shipping_classes' }],
      },
    });
  });
});

describe('parseShippingClassBody', () => {
  it('takes the fields sent, and refuses others by name', () => {
    expect(parseShippingClassBody({ name: 'Heavy' })).toEqual({ ok: true, fields: { name: 'Heavy' } });
    expect(parseShippingClassBody({ name: 3, count: 2 })).toEqual({ ok: false, params: { name: 'must be a string', count: 'is not accepted' } });
    expect(parseShippingClassBody('Heavy')).toEqual({ ok: false, params: { body: 'must be a JSON object' } });
  });
});
