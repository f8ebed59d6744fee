import { beforeAll, describe, expect, it } from 'vitest';
import { AliasNode, RawNode, SelectQueryNode, TableNode, type OperationNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs } from 'kysely';
import { readSessionWithCartRows } from '../core/cart/session-cart-rows.ts';
import { readCatalogRows } from '../core/catalog/sellable-units.ts';
import { DIALECTS } from './dialects.ts';
import { insertProduct } from './fixtures/shop-data.ts';
import { Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

/** The `products` table, named as it is or under an alias (`products as unit`). */
const isProducts = (from: OperationNode): boolean =>
  (TableNode.is(from) && from.table.identifier.name === 'products') || (AliasNode.is(from) && isProducts(from.node));

/** A query written as SQL that reads `products` (on PostgreSQL the session's with its cart's products: core/cart/session-cart-rows.ts). */
const readsProductsRaw = (node: OperationNode): boolean => RawNode.is(node) && /\b(?:from|join) "?products"?\b/.test(node.sqlFragments.join('?'));

/**
 * Counts the queries run that read the `products` table: a query is told apart when it is compiled, and
 * counted each time it runs (the hot paths compile theirs once and run them many times).
 */
class ProductReads implements KyselyPlugin {
  count = 0;
  readonly #productQueries = new WeakSet<object>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if ((SelectQueryNode.is(node) && node.from?.froms.some(isProducts)) || readsProductsRaw(node)) this.#productQueries.add(queryId);
    return node;
  }
  transformResult({ result, queryId }: PluginTransformResultArgs) {
    if (this.#productQueries.has(queryId)) this.count++;
    return Promise.resolve(result);
  }
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };

describe.each(DIALECTS)('an add to the cart reads the catalogue once on %s', (dialect) => {
  const reads = new ProductReads();
  const shop = useHttpShop(dialect, {}, { plugins: [reads] });
  let mug: number;
  let bowl: number;
  let soldOut: number;
  beforeAll(async () => {
    mug = await insertProduct(shop.database.db, { name: 'Enamel mug', stock: 10 });
    bowl = await insertProduct(shop.database.db, { name: 'Enamel bowl', stock: 10 });
    soldOut = await insertProduct(shop.database.db, { name: 'Sold out plate', stock: 0, stock_status: 'outofstock' });
  });

  /** The product reads one request makes. */
  async function readsOf(request: () => Promise<Response>): Promise<{ response: Response; count: number }> {
    const before = reads.count;
    const response = await request();
    return { response, count: reads.count - before };
  }

  const ajaxAdd = (visitor: Visitor, productId: number) =>
    visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: FORM, body: new URLSearchParams({ product_id: String(productId), quantity: '1' }).toString() });

  it('through a ?add-to-cart= link, for a cart that already holds a product', async () => {
    const visitor = new Visitor(shop);
    expect((await readsOf(() => visitor.request(`/?add-to-cart=${mug}`))).count).toBe(1);
    const second = await readsOf(() => visitor.request(`/?add-to-cart=${bowl}&quantity=2`));
    expect(second.response.status).toBe(303);
    expect(second.count).toBe(1);
    const refused = await readsOf(() => visitor.request(`/?add-to-cart=${soldOut}`));
    expect(refused.response.status).toBe(303);
    expect(refused.count).toBe(1);
  });

  it('through wc-ajax, added or refused', async () => {
    const visitor = new Visitor(shop);
    const first = await readsOf(() => ajaxAdd(visitor, mug));
    expect(first.response.status).toBe(200);
    expect(Object.keys(((await first.response.json()) as { fragments: object }).fragments).length).toBeGreaterThan(0);
    expect(first.count).toBe(1);

    const second = await readsOf(() => ajaxAdd(visitor, bowl));
    expect(second.count).toBe(1);

    const refused = await readsOf(() => ajaxAdd(visitor, soldOut));
    expect(await refused.response.json()).toEqual({ error: true, product_url: '/product/sold-out-plate/' });
    expect(refused.count).toBe(1);

    const unknown = await readsOf(() => ajaxAdd(visitor, 999_999));
    expect(await unknown.response.json()).toEqual({ error: true, product_url: '/shop/' });
    expect(unknown.count).toBe(1);
  });

  it('reads the session with the same product rows as the catalogue read, whatever their columns hold', async () => {
    const db = shop.database.db;
    const onSale = await insertProduct(db, { name: 'Walnut board on sale', regular_price: 4500, sale_price: 3999, stock: 3, sku: 'WB-1', weight: '1.2' });
    await db.updateTable('products').set({ average_rating: 4.5, rating_count: 2, total_sales: 7 }).where('id', '=', onSale).execute();
    const visitor = new Visitor(shop);
    expect((await ajaxAdd(visitor, onSale)).status).toBe(200);
    const sessionId = [...visitor.cookies].find(([name]) => name.startsWith('wp_woocommerce_session_'))?.[1];
    expect(sessionId).toBeDefined();

    const read = await readSessionWithCartRows(db, sessionId!, [bowl]);
    expect(read.record?.data.cart.map((line) => line.productId)).toEqual([onSale]);
    expect([...read.rows.keys()].sort((a, b) => a - b)).toEqual([bowl, onSale].sort((a, b) => a - b));
    expect(read.rows).toEqual(await readCatalogRows(db, [bowl, onSale]));
  });
});
