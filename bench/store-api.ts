import { cartItemKey } from '../core/cart/cart-key.ts';
import type { Scenario, Step } from './scenario.ts';
import { discoverProductIds } from './shop-server.ts';

const STORE = '/wp-json/wc/store/v1';
/** What a Store API client (the block cart, a headless front end) sends. */
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/** Adds of one product between two removes of its line in the add-item loop (as the wc-ajax loop does). */
export const STORE_ADDS_PER_REMOVE = 9;

interface StoreVisitor {
  /** The session cookie, once the first add stored the session (reading an empty cart stores none). */
  cookie: string;
  nonce: string;
}

/** A Store API client's start: reading the cart, which answers the nonce to write with. */
async function storeVisitor(url: string): Promise<StoreVisitor> {
  const response = await fetch(`${url}${STORE}/cart`, { headers: { accept: 'application/json' } });
  await response.arrayBuffer();
  const nonce = response.headers.get('nonce');
  if (!nonce) throw new Error(`Reading the Store API cart gave no nonce (status ${response.status})`);
  return { cookie: '', nonce };
}

/** Adds to the visitor's cart, keeping the session cookie the answer sets. */
async function addItem(url: string, visitor: StoreVisitor, id: string, quantity: number): Promise<boolean> {
  const response = await fetch(`${url}${STORE}/cart/add-item`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...(visitor.cookie ? { cookie: visitor.cookie } : {}), nonce: visitor.nonce },
    body: JSON.stringify({ id: Number(id), quantity }),
  });
  await response.arrayBuffer();
  const session = response.headers.getSetCookie().find((header) => header.startsWith('wp_woocommerce_session_'));
  if (session) visitor.cookie = session.split(';')[0] as string;
  return response.status === 201;
}

/**
 * The status asked carrying the cart in JSON: what a client expects from an add or a remove. A compressed
 * answer (the bench asks for brotli, as a browser does) is judged by its status and type alone.
 */
const isCart =
  (expectedStatus: number): Step['expected'] =>
  (status, body, headers) =>
    status === expectedStatus && String(headers['content-type']).startsWith('application/json') && (headers['content-encoding'] !== undefined || body.startsWith('{"items":'));

/**
 * The Store API scenarios: the product list at its largest page, and add-item. Each add-item connection
 * is a client of its own (nonce from reading the cart, session cookie from the line added beforehand)
 * that loops over adding a second product and removing its line, as the wc-ajax add loop does.
 */
export async function storeApiScenarios(url: string, connections: number): Promise<Scenario[]> {
  const probe = await storeVisitor(url);
  const products: string[] = [];
  for (const id of await discoverProductIds(url)) {
    if (products.length < 2 && (await addItem(url, probe, id, 2 * STORE_ADDS_PER_REMOVE))) products.push(id);
  }
  const [kept, toggled] = products;
  if (!kept || !toggled) throw new Error('The shop offers fewer than two products the Store API can add to the cart');
  const visitors: StoreVisitor[] = [];
  for (let index = 0; index < connections; index += 1) {
    const visitor = await storeVisitor(url);
    if (!(await addItem(url, visitor, kept, 1))) throw new Error('Adding to the cart through the Store API failed');
    visitors.push(visitor);
  }
  const step = (route: string, body: unknown, measured: boolean, expected: Step['expected']) => (connection: number): Step => {
    const visitor = visitors[connection % visitors.length] as StoreVisitor;
    return { method: 'POST', path: `${STORE}/cart/${route}`, body: JSON.stringify(body), headers: { ...JSON_HEADERS, cookie: visitor.cookie, nonce: visitor.nonce }, measured, expected };
  };
  const add = step('add-item', { id: Number(toggled), quantity: 1 }, true, isCart(201));
  const remove = step('remove-item', { key: cartItemKey(Number(toggled)) }, false, isCart(200));
  return [
    { id: 'store-products', title: 'Store API products, 100 a page', method: 'GET', path: `${STORE}/products?per_page=100`, expectStatus: 200, headers: { accept: 'application/json' } },
    {
      id: 'store-add-item',
      title: 'Add to cart (Store API)',
      method: 'POST',
      path: `${STORE}/cart/add-item`,
      expectStatus: 201,
      sequence: (connection) => [...Array.from({ length: STORE_ADDS_PER_REMOVE }, () => add(connection)), remove(connection)],
    },
  ];
}

/** What each Store API scenario measures, printed under its table. */
export const STORE_API_NOTES = new Map<string, string[]>([
  [
    'store-products',
    ['Every request reads the page of up to 100 published products with their images and categories, and the total for the', 'paging headers; nothing is cached.'],
  ],
  [
    'store-add-item',
    [
      'Each connection is a client of its own: its nonce comes from reading the cart, its session cookie from adding the one line its cart holds.',
      `It loops over adding one of a second product ${STORE_ADDS_PER_REMOVE} times (JSON, with the \`Nonce\` header) and removing that line;`,
      'only the adds are counted. Each add reads the products, reads and writes the session, prices the cart and answers it whole.',
    ],
  ],
]);
