import { describe, expect, it } from 'vitest';
import { orderLineAttributes } from './order-line-attributes.ts';

describe('orderLineAttributes', () => {
  it('reads the labels an order line stored', () => {
    expect(orderLineAttributes({ attributes: '[{"name":"Size","value":"M"},{"name":"Colour","value":"Blue"}]' })).toEqual([
      { name: 'Size', value: 'M' },
      { name: 'Colour', value: 'Blue' },
    ]);
  });

  it.each(['[]', '', 'not json', '{"name":"Size"}', '[{"name":1}]'])('reads %j as no attributes', (stored) => {
    expect(orderLineAttributes({ attributes: stored })).toEqual([]);
  });
});
