import type { Scenario, Step } from './scenario.ts';

/** What a browser sends when the checkout form is submitted without scripts. */
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,*/*;q=0.8' };

/** A guest in Berlin paying cash on delivery: the demo store charges German VAT and ships by its zones. */
const ADDRESS = {
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_country: 'DE',
  billing_address_1: 'Invalidenstraße 10',
  billing_city: 'Berlin',
  billing_postcode: '10115',
  billing_phone: '+49 30 1234567',
  billing_email: 'ada@example.com',
  payment_method: 'cod',
  terms: 'on',
};

interface Shopper {
  cookie: string;
  nonce: string;
}

/** A product whose stock is not counted (the largest quantity a cart may hold), so thousands of orders never sell it out. */
async function unlimitedProduct(url: string): Promise<number> {
  const response = await fetch(`${url}/wp-json/wc/store/v1/products?per_page=100&type=simple`);
  const products = (await response.json()) as { id: number; is_in_stock: boolean; add_to_cart: { maximum: number } }[];
  const largest = Math.max(...products.filter((product) => product.is_in_stock).map((product) => product.add_to_cart.maximum));
  const product = products.find((candidate) => candidate.is_in_stock && candidate.add_to_cart.maximum === largest);
  if (!product) throw new Error('The shop has no simple product in stock to order');
  return product.id;
}

/** A visitor with one line in the cart and the checkout form's nonce, as the checkout page hands it out. */
async function shopper(url: string, productId: number): Promise<Shopper> {
  const added = await fetch(`${url}/?add-to-cart=${productId}`, { redirect: 'manual' });
  await added.arrayBuffer();
  const cookie = added.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie.includes('wp_woocommerce_session_')) throw new Error(`Adding to the cart set no session cookie (status ${added.status})`);
  const page = await (await fetch(`${url}/checkout/`, { headers: { cookie } })).text();
  const nonce = /name="_wpnonce" value="([^"]+)"/.exec(page)?.[1];
  if (!nonce) throw new Error('The checkout page carries no form nonce');
  return { cookie, nonce };
}

const placed: Step['expected'] = (status, _body, headers) => status === 303 && String(headers.location).includes('/checkout/order-received/');
const added: Step['expected'] = (status) => status === 303;

/**
 * Placing an order through the checkout form, as a shopper without scripts does: each connection is a
 * shopper of its own who puts one product in the cart (not counted) and submits the checkout (counted).
 */
export async function checkoutScenario(url: string, connections: number): Promise<Scenario> {
  const productId = await unlimitedProduct(url);
  const shoppers: Shopper[] = [];
  for (let index = 0; index < connections; index += 1) shoppers.push(await shopper(url, productId));
  return {
    id: 'checkout',
    title: 'Place an order (checkout form)',
    method: 'POST',
    path: '/checkout/',
    expectStatus: 303,
    sequence: (connection) => {
      const { cookie, nonce } = shoppers[connection % shoppers.length] as Shopper;
      return [
        { method: 'GET', path: `/?add-to-cart=${productId}`, headers: { cookie }, measured: false, expected: added },
        { method: 'POST', path: '/checkout/', body: new URLSearchParams({ _wpnonce: nonce, ...ADDRESS }).toString(), headers: { ...FORM_HEADERS, cookie }, measured: true, expected: placed },
      ];
    },
  };
}

export const CHECKOUT_NOTES = [
  'Each connection is a guest of its own (session cookie and form nonce from the checkout page): it adds one product whose',
  'stock is not counted with the no-JS link (not counted here) and submits the checkout form with a Berlin address and cash on',
  'delivery; only the submissions are counted, each a 303 to the order-received page. Each reads the cart, prices it again',
  "for the address (German VAT, the zone's shipping), writes the order, its lines, taxes and e-mail in one transaction and",
  'empties the cart.',
];
