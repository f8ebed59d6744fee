import { beforeAll, describe, expect, it } from 'vitest';
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  RawNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { DIALECTS } from './dialects.ts';
import { Visitor } from './fixtures/visitor.ts';
import { useHttpShop } from './http-shop.ts';

/** The table a query reads or writes first (`products`, `sessions`), or its kind when it names none. */
function tableOf(node: OperationNode): string {
  const named = (from: OperationNode | undefined): string | undefined =>
    from && TableNode.is(from) ? from.table.identifier.name : from && AliasNode.is(from) ? named(from.node) : undefined;
  if (SelectQueryNode.is(node)) return named(node.from?.froms[0]) ?? node.kind;
  if (InsertQueryNode.is(node)) return named(node.into) ?? node.kind;
  if (UpdateQueryNode.is(node)) return named(node.table) ?? node.kind;
  if (DeleteQueryNode.is(node)) return named(node.from.froms[0]) ?? node.kind;
  if (RawNode.is(node)) return /\bfrom (\w+)/.exec(node.sqlFragments.join('?'))?.[1] ?? node.kind;
  return node.kind;
}

/**
 * The table of every query run, in the order they answered: a query is told apart when it is compiled and
 * counted each time it runs (the hot paths compile theirs once). On PostgreSQL each is a round trip.
 */
class QueryTables implements KyselyPlugin {
  readonly ran: string[] = [];
  readonly #tables = new WeakMap<object, string>();
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    this.#tables.set(queryId, tableOf(node));
    return node;
  }
  transformResult({ result, queryId }: PluginTransformResultArgs) {
    this.ran.push(this.#tables.get(queryId) ?? '?');
    return Promise.resolve(result);
  }
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };

describe.each(DIALECTS)('the queries of the busiest requests on %s', (dialect) => {
  const queries = new QueryTables();
  const shop = useHttpShop(dialect, {}, { plugins: [queries] });
  let productIds: string[];

  beforeAll(async () => {
    const html = await (await shop.request('/shop/')).text();
    productIds = [...new Set([...html.matchAll(/data-product_id="(\d+)"/g)].map((match) => match[1] as string))];
  });

  /** The tables one request's queries read, leaving out the content version the site data checks now and then. */
  async function tablesOf(request: () => Promise<Response>): Promise<{ response: Response; tables: string[] }> {
    const from = queries.ran.length;
    const response = await request();
    await response.arrayBuffer();
    return { response, tables: queries.ran.slice(from).filter((table) => table !== 'settings') };
  }

  const ajaxAdd = (visitor: Visitor, productId: string) =>
    visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', headers: FORM, body: new URLSearchParams({ product_id: productId, quantity: '1' }).toString() });

  it('an add to the cart of products the shop has shown reads the session and the products (one query on PostgreSQL), and writes the session', async () => {
    const [first, second] = productIds;
    const visitor = new Visitor(shop);
    const added = await tablesOf(() => ajaxAdd(visitor, first!));
    expect(added.response.status).toBe(200);
    expect(added.tables).toEqual(['products', 'sessions']);
    const again = await tablesOf(() => ajaxAdd(visitor, second!));
    expect(again.response.status).toBe(200);
    expect(again.tables).toEqual(dialect === 'postgres' ? ['sessions', 'sessions'] : ['sessions', 'products', 'sessions']);
    expect(Object.keys(((await ajaxAdd(visitor, second!).then((response) => response.json())) as { fragments: object }).fragments)).not.toHaveLength(0);
  });

  it('a remove from the cart and a refresh of the fragments read the session with the cart’s products (one query on PostgreSQL)', async () => {
    const [first, second] = productIds;
    const visitor = new Visitor(shop);
    for (const id of [first!, second!]) await (await ajaxAdd(visitor, id)).arrayBuffer();
    const refreshed = await tablesOf(() => visitor.request('/?wc-ajax=get_refreshed_fragments', { method: 'POST', headers: FORM, body: '' }));
    expect(refreshed.response.status).toBe(200);
    expect(refreshed.tables).toEqual(dialect === 'postgres' ? ['sessions'] : ['sessions', 'products']);
    const removed = await tablesOf(() => visitor.request('/?wc-ajax=remove_from_cart', { method: 'POST', headers: FORM, body: new URLSearchParams({ cart_item_key: cartItemKey(Number(second)) }).toString() }));
    expect(removed.response.status).toBe(200);
    expect(removed.tables).toEqual(dialect === 'postgres' ? ['sessions', 'sessions'] : ['sessions', 'products', 'sessions']);
  });

  it('a page shown to a visitor with a cart reads the session with the cart’s products (one query on PostgreSQL)', async () => {
    const visitor = new Visitor(shop);
    await (await ajaxAdd(visitor, productIds[0]!)).arrayBuffer();
    await (await visitor.request('/shop/')).arrayBuffer();
    const shown = await tablesOf(() => visitor.request('/shop/'));
    expect(shown.response.status).toBe(200);
    expect(shown.tables.filter((table) => table === 'sessions')).toHaveLength(1);
    // The shop page's own listing reads its products; the cart's are read with the session on PostgreSQL.
    expect(shown.tables.filter((table) => table === 'products')).toHaveLength(dialect === 'postgres' ? 1 : 2);
  });

  it('a session whose stored data is not JSON holds an empty cart, and an add starts it over', async () => {
    const [first, second] = productIds;
    const visitor = new Visitor(shop);
    await (await ajaxAdd(visitor, first!)).arrayBuffer();
    const [, sessionId] = [...visitor.cookies].find(([name]) => name.startsWith('wp_woocommerce_session_')) ?? [];
    const { db } = shop.database;
    await db.updateTable('sessions').set({ data: 'not json' }).where('id', '=', sessionId!).execute();
    const added = await ajaxAdd(visitor, second!);
    expect(added.status).toBe(200);
    expect(await added.json()).toHaveProperty('fragments');
    const row = await db.selectFrom('sessions').select('data').where('id', '=', sessionId!).executeTakeFirstOrThrow();
    expect((JSON.parse(row.data) as { cart: { productId: number; quantity: number }[] }).cart).toMatchObject([{ productId: Number(second), quantity: 1 }]);
  });

  it('the Store API’s products asked for again read only the products and their count: images, categories and attributes are kept until the next edit', async () => {
    const first = await tablesOf(() => shop.request('/wp-json/wc/store/v1/products'));
    expect(first.response.status).toBe(200);
    expect(first.tables).toEqual(expect.arrayContaining(['product_images', 'product_categories', 'product_attributes']));
    const again = await tablesOf(() => shop.request('/wp-json/wc/store/v1/products'));
    expect(again.response.status).toBe(200);
    expect(again.tables.sort()).toEqual(['product_counts', 'products']);
  });

  it('the search suggestions asked for again do not read the products’ images: kept until the next edit', async () => {
    const path = '/wp-json/vitrine/v1/product-suggestions?search=mug';
    const first = await tablesOf(() => shop.request(path));
    expect(first.response.status).toBe(200);
    expect(((await shop.request(path).then((response) => response.json())) as { products: { image: unknown }[] }).products[0]?.image).not.toBeNull();
    expect(first.tables).toContain('product_images');
    const again = await tablesOf(() => shop.request(path));
    expect(again.response.status).toBe(200);
    expect(again.tables).not.toContain('product_images');
    expect(again.tables).toContain('products');
  });

  it('the home page shown again reads only its three product blocks’ products: images, pages and posts are kept until the next edit', async () => {
    const first = await tablesOf(() => shop.request('/'));
    expect(first.response.status).toBe(200);
    expect(first.tables).toEqual(expect.arrayContaining(['posts', 'products']));
    const again = await tablesOf(() => shop.request('/'));
    expect(again.response.status).toBe(200);
    expect(again.tables).toEqual(['products', 'products', 'products']);
  });
});
