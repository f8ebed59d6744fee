import { describe, expect, it } from 'vitest';
import type { SellableUnit } from '../catalog/sellable-units.ts';
import { cartItemKey } from './cart-key.ts';
import { reconcileCart } from './reconcile.ts';

function product(id: number, overrides: Partial<SellableUnit> = {}): SellableUnit {
  return {
    id,
    productId: id,
    variationId: null,
    slug: `p-${id}`,
    name: `Product ${id}`,
    sku: null,
    price: 1000,
    regularPrice: 1000,
    salePrice: null,
    onSale: false,
    stock: null,
    stockStatus: 'instock',
    purchasable: true,
    type: 'simple',
    maxPrice: null,
    externalUrl: null,
    buttonText: null,
    taxStatus: 'taxable',
    taxClass: '',
    ...overrides,
  };
}

const line = (productId: number, quantity: number) => ({ key: cartItemKey(productId), productId, quantity });

describe('reconcileCart', () => {
  it('keeps a valid cart as it is', () => {
    const items = [line(1, 2), line(2, 1)];
    const result = reconcileCart(items, new Map([[1, product(1)], [2, product(2, { stock: 5 })]]), 999);
    expect(result).toEqual({ items, notices: [], changed: false });
  });

  it('drops lines whose product is gone or sold out, with a notice each', () => {
    const result = reconcileCart(
      [line(1, 1), line(2, 1), line(3, 1)],
      new Map([[1, product(1)], [3, product(3, { stock: 0, purchasable: false, stockStatus: 'outofstock' })]]),
      999,
    );
    expect(result.items).toEqual([line(1, 1)]);
    expect(result.changed).toBe(true);
    expect(result.notices).toEqual([
      'An item which is no longer available was removed from your cart.',
      '“Product 3” has been removed from your cart because it is out of stock.',
    ]);
  });

  it('caps a quantity above stock or the line limit', () => {
    const result = reconcileCart([line(1, 9), line(2, 50)], new Map([[1, product(1, { stock: 4 })], [2, product(2)]]), 20);
    expect(result.items).toEqual([line(1, 4), line(2, 20)]);
    expect(result.notices).toHaveLength(2);
    expect(result.notices[0]).toContain('reduced to 4');
  });

  it('repairs tampered keys and merges duplicate lines', () => {
    const result = reconcileCart([{ key: 'bogus', productId: 1, quantity: 1 }, line(1, 2)], new Map([[1, product(1)]]), 999);
    expect(result.items).toEqual([line(1, 3)]);
    expect(result.changed).toBe(true);
  });

  it('keeps the lines of two variations of one product apart, and drops a line whose variation belongs to another product', () => {
    const shirt = 10;
    const small = { ...product(11, { productId: shirt, variationId: 11, name: 'Shirt' }) };
    const large = { ...product(12, { productId: shirt, variationId: 12, name: 'Shirt', stock: 2 }) };
    const variationLine = (variationId: number, size: string, quantity: number, productId = shirt) => ({
      key: cartItemKey(productId, variationId, { size }),
      productId,
      variationId,
      attributes: { size },
      quantity,
    });
    const units = new Map([[11, small], [12, large]]);
    const result = reconcileCart([variationLine(11, 's', 1), variationLine(12, 'l', 5), variationLine(11, 's', 2, 99)], units, 999);
    expect(result.items).toEqual([variationLine(11, 's', 1), variationLine(12, 'l', 2)]);
    expect(result.notices).toHaveLength(2);
    expect(result.notices[0]).toContain('reduced to 2');
    expect(result.notices[1]).toBe('An item which is no longer available was removed from your cart.');
  });
});
