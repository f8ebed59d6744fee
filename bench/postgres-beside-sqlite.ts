/**
 * `node bench/postgres-beside-sqlite.ts`: the shop on SQLite and on PostgreSQL side by side, page cache
 * off, one process each, on fresh demo data (PostgreSQL in a database made for the run on the server
 * BENCH_DATABASE_URL names, dropped after). Each page and concurrency gets a warm-up of each shop, then
 * pairs of short autocannon slices in turns (SQLite then PostgreSQL, then the other way round), so the
 * load of a shared host weighs on both alike; each pair gives a ratio, PostgreSQL's req/s over SQLite's.
 * BENCH_PAIRS (5) and BENCH_SLICE (2 s) set the pairs and their length; BENCH_PAGES picks pages by id
 * (add_to_cart, fragments, home, shop, category, product, store-products).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { cartItemKey } from '../core/cart/cart-key.ts';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { createScratchDatabase, type ScratchDatabase } from '../scripts/shop-process.ts';
import { discoverCatalog, discoverProductIds, startShopServer, type ShopServer } from './shop-server.ts';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
const SLICE_S = Number(process.env.BENCH_SLICE ?? 2);
const WARMUP_S = 1;
const CONCURRENCY = [1, 16] as const;
const AJAX_HEADERS = {
  'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
  accept: 'application/json, text/javascript, */*; q=0.01',
  'x-requested-with': 'XMLHttpRequest',
};
const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*;q=0.8', 'user-agent': 'vitrine-bench' };
/** Adds of the second product between two removes of its line, as `npm run bench` loops them. */
const ADDS_PER_REMOVE = 9;

/** What one shop is asked in a slice: a page, or each connection's loop of wc-ajax requests. */
interface Load {
  path: string;
  /** The loop of one connection: the requests and whether each is counted. */
  loop?: (connection: number) => { path: string; body: string; cookie: string; counted: boolean }[];
}

interface Page {
  id: string;
  title: string;
  /** The same request on either shop (paths and sessions are each shop's own). */
  loadOn(shop: Prepared): Load;
}

interface Prepared {
  server: ShopServer;
  productPath: string;
  /** The first category the shop page links to. */
  categoryPath: string;
  /** The wc-ajax loops' visitors: one cookie per connection, each cart holding one line. */
  cookies: string[];
  toggled: string;
}

const PAGES: Page[] = [
  {
    id: 'add_to_cart',
    title: 'wc-ajax `add_to_cart`',
    loadOn: (shop) => ({
      path: '/?wc-ajax=add_to_cart',
      loop: (connection) => {
        const cookie = shop.cookies[connection % shop.cookies.length] as string;
        const add = { path: '/?wc-ajax=add_to_cart', body: `product_id=${shop.toggled}&quantity=1&product_sku=`, cookie, counted: true };
        const remove = { path: '/?wc-ajax=remove_from_cart', body: `cart_item_key=${cartItemKey(Number(shop.toggled))}`, cookie, counted: false };
        return [...Array.from({ length: ADDS_PER_REMOVE }, () => add), remove];
      },
    }),
  },
  {
    id: 'fragments',
    title: 'wc-ajax `get_refreshed_fragments`',
    loadOn: (shop) => ({
      path: '/?wc-ajax=get_refreshed_fragments',
      loop: (connection) => [{ path: '/?wc-ajax=get_refreshed_fragments', body: '', cookie: shop.cookies[connection % shop.cookies.length] as string, counted: true }],
    }),
  },
  { id: 'home', title: 'Home `/`', loadOn: () => ({ path: '/' }) },
  { id: 'shop', title: 'Shop `/shop/`', loadOn: () => ({ path: '/shop/' }) },
  { id: 'category', title: 'Category page', loadOn: (shop) => ({ path: shop.categoryPath }) },
  { id: 'product', title: 'Product page', loadOn: (shop) => ({ path: shop.productPath }) },
  { id: 'store-products', title: 'Store API products', loadOn: () => ({ path: '/wp-json/wc/store/v1/products' }) },
];

/** Requests per second one slice got; for a loop, only the counted requests that answered fragments. */
async function slice(url: string, load: Load, connections: number, seconds: number): Promise<number> {
  let counted = 0;
  let unexpected = 0;
  let next = 0;
  const { loop } = load;
  const result = await new Promise<autocannon.Result>((resolveRun, rejectRun) => {
    autocannon(
      {
        url: url + load.path,
        connections,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
        headers: PAGE_HEADERS,
        ...(loop
          ? {
              setupClient: (client: autocannon.Client) => {
                client.setRequests(
                  loop(next++).map((step) => ({
                    method: 'POST' as const,
                    path: step.path,
                    body: step.body,
                    headers: { ...AJAX_HEADERS, cookie: step.cookie },
                    onResponse: (status: number, body: string) => {
                      if (status !== 200 || !body.startsWith('{"fragments":')) unexpected += 1;
                      else if (step.counted) counted += 1;
                    },
                  })),
                );
              },
            }
          : {}),
      },
      (error, finished) => (error ? rejectRun(error) : resolveRun(finished)),
    );
  });
  if (loop) {
    // A request still in flight when the slice stops may land during the next: let it land first.
    await new Promise((wait) => setTimeout(wait, 250));
    if (unexpected > 0) throw new Error(`${unexpected} wc-ajax answers were not fragments`);
    return counted / result.duration;
  }
  const ok = result['2xx'];
  if (ok !== result.requests.total) throw new Error(`${result.requests.total - ok} of ${result.requests.total} answers to ${load.path} were not 2xx`);
  return result.requests.average;
}

async function addToCart(url: string, productId: string, quantity: number, cookie?: string): Promise<string | null> {
  const response = await fetch(`${url}/?wc-ajax=add_to_cart`, {
    method: 'POST',
    headers: { ...AJAX_HEADERS, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ product_id: productId, quantity: String(quantity) }).toString(),
  });
  if (!(await response.text()).startsWith('{"fragments":')) return null;
  return cookie ?? response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
}

/** The product page to load, two products a visitor can hold a loop's worth of, and a visitor per connection. */
async function prepare(server: ShopServer): Promise<Prepared> {
  const { productPath } = await discoverCatalog(server.url);
  const categoryPath = /href="(\/product-category\/[^"/?#]+\/)"/.exec(await (await fetch(`${server.url}/shop/`)).text())?.[1];
  if (!categoryPath) throw new Error('The shop page links to no category');
  const products: string[] = [];
  for (const id of await discoverProductIds(server.url)) {
    if (products.length < 2 && (await addToCart(server.url, id, 2 * ADDS_PER_REMOVE))) products.push(id);
  }
  const [kept, toggled] = products;
  if (!kept || !toggled) throw new Error('The shop page offers fewer than two products that can be added to the cart');
  const cookies: string[] = [];
  for (let index = 0; index < Math.max(...CONCURRENCY); index += 1) {
    const cookie = await addToCart(server.url, kept, 1);
    if (!cookie?.includes('wp_woocommerce_session_')) throw new Error('Adding to the cart set no session cookie');
    cookies.push(cookie);
  }
  return { server, productPath, categoryPath, cookies, toggled };
}

const median = (values: number[]) => quantile(values, 0.5);
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return (sorted[low] as number) + ((sorted[Math.ceil(at)] as number) - (sorted[low] as number)) * (at - low);
}
const load1 = () => loadavg()[0]!.toFixed(1);

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server the run may create a database on');
  const chosen = process.env.BENCH_PAGES?.split(',');
  const pages = chosen ? PAGES.filter((page) => chosen.includes(page.id)) : PAGES;
  buildIfNeeded();
  let scratch: ScratchDatabase | undefined;
  const servers: ShopServer[] = [];
  try {
    scratch = await createScratchDatabase(serverUrl, 'vitrine_pgab');
    const config = { pageCache: { enabled: false } };
    servers.push(await startShopServer('pgab-sqlite', config, { processes: 1 }));
    servers.push(await startShopServer('pgab-postgres', config, { processes: 1, databaseUrl: scratch.url }));
    const [sqlite, postgres] = await Promise.all(servers.map(prepare));
    console.log(`${new Date().toISOString()} load ${load1()}; ${PAIRS} pairs of ${SLICE_S} s slices per page and concurrency`);
    console.log('| Page | c | PG/SQLite median (middle half) | SQLite req/s | PG req/s | load |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const page of pages) {
      const loads = [page.loadOn(sqlite!), page.loadOn(postgres!)] as const;
      for (const connections of CONCURRENCY) {
        await slice(sqlite!.server.url, loads[0], connections, WARMUP_S);
        await slice(postgres!.server.url, loads[1], connections, WARMUP_S);
        const ratios: number[] = [];
        const rates: [number[], number[]] = [[], []];
        const loadsSeen: number[] = [];
        for (let pair = 0; pair < PAIRS; pair += 1) {
          // SQLite first in even pairs, PostgreSQL first in odd ones.
          const order = pair % 2 === 0 ? [0, 1] : [1, 0];
          const got = [0, 0];
          for (const which of order) got[which] = await slice([sqlite!, postgres!][which]!.server.url, loads[which as 0 | 1], connections, SLICE_S);
          rates[0].push(got[0]!);
          rates[1].push(got[1]!);
          ratios.push(got[1]! / got[0]!);
          loadsSeen.push(loadavg()[0]!);
        }
        const range = `${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)}`;
        console.log(
          `| ${page.title} | ${connections} | ${median(ratios).toFixed(2)} (${range}) | ${Math.round(median(rates[0]))} | ${Math.round(median(rates[1]))} | ${median(loadsSeen).toFixed(1)} |`,
        );
        console.log(`<!-- ratios ${page.id} c=${connections}: ${ratios.map((ratio) => ratio.toFixed(2)).join(' ')} -->`);
      }
    }
    console.log(`${new Date().toISOString()} load ${load1()}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
