import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addToCart } from '../core/cart/add-to-cart.ts';
import { removeFromCart, setCartQuantities } from '../core/cart/change-cart.ts';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { loadCartView } from '../core/cart/cart-view.ts';
import type { CartItem } from '../core/cart/types.ts';
import type { Db } from '../db/connect.ts';
import { DIALECTS, useTestDatabase } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { flatRateRules } from './fixtures/shipping.ts';

const rules = { maxLineQuantity: 999, ...flatRateRules(500, 7500), uploadsUrl: '/uploads' };

const line = (productId: number, quantity: number): CartItem => ({ key: cartItemKey(productId), productId, quantity });

describe.each(DIALECTS)('cart rules on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let db: Db;
  beforeAll(() => {
    db = database.db;
  });

  describe('adding', () => {
    let plenty: number;
    let three: number;
    beforeEach(async () => {
      plenty = await insertProduct(db, { name: 'Linen towel' });
      three = await insertProduct(db, { name: 'Oak board', stock: 3 });
    });

    it('adds a new line and merges into it on the next add', async () => {
      const first = await addToCart(db, [], { productId: String(plenty), quantity: '2' }, rules);
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      expect(first.value.items).toEqual([line(plenty, 2)]);
      expect(first.value.product.name).toBe('Linen towel');
      const second = await addToCart(db, first.value.items, { productId: plenty }, rules);
      expect(second.ok && second.value.items).toEqual([line(plenty, 3)]);
    });

    it.each(['999999', 'abc', '-1', '0', '1.5', '1e3', '__proto__', '', '9'.repeat(400)])('refuses product id %j', async (id) => {
      expect(await addToCart(db, [], { productId: id, quantity: '1' }, rules)).toEqual({
        ok: false,
        error: { code: 'invalid_product', message: 'Sorry, this product cannot be purchased.' },
      });
    });

    it('refuses an unpublished product', async () => {
      const draft = await insertProduct(db, { name: 'Draft product', status: 'draft' });
      const result = await addToCart(db, [], { productId: draft, quantity: 1 }, rules);
      expect(!result.ok && result.error.code).toBe('invalid_product');
    });

    it('refuses a product that is out of stock', async () => {
      const soldOut = await insertProduct(db, { name: 'Sold out vase', stock: 0, stock_status: 'outofstock' });
      const unmanaged = await insertProduct(db, { name: 'Paused lamp', stock_status: 'outofstock' });
      for (const id of [soldOut, unmanaged]) {
        const result = await addToCart(db, [], { productId: id, quantity: 1 }, rules);
        expect(!result.ok && result.error.code).toBe('out_of_stock');
      }
      const result = await addToCart(db, [], { productId: soldOut, quantity: 1 }, rules);
      expect(!result.ok && result.error.message).toBe('You cannot add “Sold out vase” to the cart because the product is out of stock.');
    });

    it('refuses more than the stock, counting what is already in the cart', async () => {
      const tooMany = await addToCart(db, [], { productId: three, quantity: '4' }, rules);
      expect(!tooMany.ok && tooMany.error.message).toBe(
        'You cannot add that amount of “Oak board” to the cart because there is not enough stock (3 remaining).',
      );
      const again = await addToCart(db, [line(three, 2)], { productId: three, quantity: '2' }, rules);
      expect(!again.ok && again.error.message).toBe(
        'You cannot add that amount to the cart — we have 3 in stock and you already have 2 in your cart.',
      );
      const exact = await addToCart(db, [line(three, 2)], { productId: three, quantity: '1' }, rules);
      expect(exact.ok && exact.value.items).toEqual([line(three, 3)]);
    });

    it.each([
      ['-2', 'invalid_quantity'],
      ['0', 'invalid_quantity'],
      ['two', 'invalid_quantity'],
      ['2.5', 'invalid_quantity'],
      ['1000', 'line_limit'],
      ['99999999999999999999', 'invalid_quantity'],
      ['9'.repeat(15), 'line_limit'],
    ])('refuses quantity %j (%s)', async (quantity, code) => {
      const result = await addToCart(db, [], { productId: plenty, quantity: quantity }, rules);
      expect(!result.ok && result.error.code).toBe(code);
    });

    it('keeps an unmanaged product under the line limit, counting the cart', async () => {
      const result = await addToCart(db, [line(plenty, 998)], { productId: plenty, quantity: '2' }, rules);
      expect(!result.ok && result.error.message).toBe('You cannot have more than 999 of “Linen towel” in your cart.');
    });
  });

  describe('changing', () => {
    it('sets quantities, removes at 0 and reports lines it cannot change', async () => {
      const a = await insertProduct(db, { name: 'Cup' });
      const b = await insertProduct(db, { name: 'Bowl', stock: 2 });
      const c = await insertProduct(db, { name: 'Plate' });
      const items = [line(a, 1), line(b, 1), line(c, 4)];
      const result = await setCartQuantities(
        db,
        items,
        [
          { key: cartItemKey(a), quantity: '5' },
          { key: cartItemKey(b), quantity: '3' },
          { key: cartItemKey(c), quantity: '0' },
          { key: cartItemKey(424242), quantity: '1' },
        ],
        rules,
      );
      expect(result.items).toEqual([line(a, 5), line(b, 1)]);
      expect(result.changed).toBe(true);
      expect(result.errors).toEqual([
        'Sorry, we do not have enough “Bowl” in stock to fulfill your order (2 available). We apologize for any inconvenience caused.',
      ]);
    });

    it.each(['-1', 'x', '1e9', '1000'])('leaves a line alone for quantity %j and says why', async (quantity) => {
      const a = await insertProduct(db, { name: 'Jug' });
      const result = await setCartQuantities(db, [line(a, 2)], [{ key: cartItemKey(a), quantity }], rules);
      expect(result.items).toEqual([line(a, 2)]);
      expect(result.changed).toBe(false);
      expect(result.errors).toHaveLength(1);
    });

    it('removes a line by key and names it', async () => {
      const a = await insertProduct(db, { name: 'Teapot' });
      const result = await removeFromCart(db, [line(a, 1)], cartItemKey(a));
      expect(result.ok && result.value).toMatchObject({ items: [], name: 'Teapot' });
      expect((await removeFromCart(db, [line(a, 1)], 'nope')).ok).toBe(false);
      expect((await removeFromCart(db, [line(a, 1)], undefined)).ok).toBe(false);
    });
  });

  describe('the priced cart', () => {
    it('prices lines live, with thumbnails, totals, shipping and a hash', async () => {
      const a = await insertProduct(db, { name: 'Rug', price: 2000, regular_price: 2500, sale_price: 2000 });
      const b = await insertProduct(db, { name: 'Lamp', price: 1250 });
      await db
        .insertInto('product_images')
        .values([
          { product_id: a, position: 1, file: 'rug-b', alt: 'Rug back', width: 800, height: 600, sizes: '[300,800]' },
          { product_id: a, position: 0, file: 'rug-a', alt: 'Rug', width: 800, height: 600, sizes: '[300,800]' },
        ])
        .execute();
      const view = await loadCartView(db, [line(a, 2), line(b, 1)], rules);
      expect(view.lines.map((l) => [l.name, l.unitPrice, l.quantity, l.lineTotal])).toEqual([
        ['Rug', 2000, 2, 4000],
        ['Lamp', 1250, 1, 1250],
      ]);
      expect(view.lines[0]?.image?.src).toBe('/uploads/rug-a-800.webp');
      expect(view.lines[1]?.image).toBeNull();
      expect(view).toMatchObject({ subtotal: 5250, shipping: 500, total: 5750, count: 3, changed: false, notices: [] });
      expect(view.hash).toMatch(/^[0-9a-f]{32}$/);

      const free = await loadCartView(db, [line(a, 4)], rules);
      expect(free).toMatchObject({ subtotal: 8000, shipping: 0, total: 8000 });

      await db.updateTable('products').set({ price: 1900 }).where('id', '=', a).execute();
      const repriced = await loadCartView(db, [line(a, 2), line(b, 1)], rules);
      expect(repriced.subtotal).toBe(5050);
      expect(repriced.hash).not.toBe(view.hash);
    });

    it('drops lines whose product vanished or sold out and caps lines above stock', async () => {
      const gone = await insertProduct(db, { name: 'Gone' });
      const hidden = await insertProduct(db, { name: 'Hidden' });
      const sold = await insertProduct(db, { name: 'Sold', stock: 5 });
      const low = await insertProduct(db, { name: 'Low', stock: 5 });
      await db.deleteFrom('products').where('id', '=', gone).execute();
      await db.updateTable('products').set({ status: 'draft' }).where('id', '=', hidden).execute();
      await db.updateTable('products').set({ stock: 0, stock_status: 'outofstock' }).where('id', '=', sold).execute();
      await db.updateTable('products').set({ stock: 2 }).where('id', '=', low).execute();
      const view = await loadCartView(db, [line(gone, 1), line(hidden, 1), line(sold, 1), line(low, 4)], rules);
      expect(view.items).toEqual([line(low, 2)]);
      expect(view.changed).toBe(true);
      expect(view.notices).toHaveLength(4);
      expect(view.notices).toContain('“Sold” has been removed from your cart because it is out of stock.');
    });

    it('is empty, with an empty hash, for an empty cart', async () => {
      expect(await loadCartView(db, [], rules)).toMatchObject({ lines: [], subtotal: 0, shipping: 0, total: 0, hash: '', count: 0 });
    });
  });
});
