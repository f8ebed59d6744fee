/**
 * The shop owner's lists for the scale bench: the admin's products and orders, first and last pages,
 * each sort their headers offer, the status filter and searches, and the REST API's product list, as
 * the owner (signed in) asks for them.
 */
import { BENCH_ADMIN_PASSWORD } from './shop-server.ts';
import { customerEmail, FIRST_ORDER_CUSTOMER } from './scale-orders.ts';

export interface AdminPage {
  name: string;
  path: string;
  /** Sent beside the session's cookie. */
  headers?: Record<string, string>;
}

/** Rows a page of the admin's lists shows (app/routes/admin/products.tsx and orders.tsx). */
const PER_PAGE = 20;

/** Signs in as the shop's admin through the account page's login form; the session's `cookie` header. */
export async function logInAsAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/my-account/?index`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'login', username: 'admin', password: BENCH_ADMIN_PASSWORD }).toString(),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`The admin could not sign in (${response.status})`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** How many rows a list says it holds ("1,234 orders."). */
async function totalOf(url: string, cookie: string, path: string, noun: string): Promise<number> {
  // React writes `{total} orders` with a marker between the number and the word.
  const html = (await (await fetch(`${url}${path}`, { headers: { cookie } })).text()).replaceAll('<!-- -->', '');
  return Number(new RegExp(`([\\d,]+) ${noun}`).exec(html)?.[1]?.replace(/,/g, '') ?? '0');
}

/** The session's REST nonce, as the account page writes it for the shop's own scripts. */
async function restNonce(url: string, cookie: string): Promise<string> {
  const html = await (await fetch(`${url}/my-account/`, { headers: { cookie } })).text();
  const nonce = /name="_wpnonce" value="([^"]+)"/.exec(html)?.[1];
  if (!nonce) throw new Error('The account page shows no nonce');
  return nonce;
}

/** The admin's list pages to time in this shop (its last pages found from the totals the lists show). */
export async function adminPages(url: string, cookie: string): Promise<AdminPage[]> {
  const lastProducts = Math.max(1, Math.ceil((await totalOf(url, cookie, '/admin/products/', 'products')) / PER_PAGE));
  const lastOrders = Math.max(1, Math.ceil((await totalOf(url, cookie, '/admin/orders/', 'orders')) / PER_PAGE));
  return [
    { name: 'admin products', path: '/admin/products/' },
    { name: 'admin products, last page', path: `/admin/products/?page=${lastProducts}` },
    { name: 'admin products by name', path: '/admin/products/?orderby=title&order=asc' },
    { name: 'admin products by price, dearest first', path: '/admin/products/?orderby=price&order=desc' },
    { name: 'admin products by price, last page', path: `/admin/products/?orderby=price&order=desc&page=${lastProducts}` },
    { name: 'admin products search `walnut bowl`', path: '/admin/products/?s=walnut+bowl' },
    { name: 'admin orders', path: '/admin/orders/' },
    { name: 'admin orders, last page', path: `/admin/orders/?page=${lastOrders}` },
    { name: 'admin orders by number', path: '/admin/orders/?orderby=id&order=asc' },
    { name: 'admin orders by total, largest first', path: '/admin/orders/?orderby=total&order=desc' },
    { name: 'admin orders on hold', path: '/admin/orders/?status=on-hold' },
    { name: 'admin orders search by e-mail', path: `/admin/orders/?s=${encodeURIComponent(customerEmail(FIRST_ORDER_CUSTOMER))}` },
    { name: 'admin orders search by number', path: `/admin/orders/?s=%23${Math.max(1, Math.floor(lastOrders * 10))}` },
    // A signed-in browser's REST request: the session's cookie and its nonce.
    { name: 'admin wc/v3 products, 100 a page', path: '/wp-json/wc/v3/products?per_page=100', headers: { 'x-wp-nonce': await restNonce(url, cookie) } },
  ];
}
