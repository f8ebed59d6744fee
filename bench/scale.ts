/**
 * `npm run bench:scale [-- --products 1000000 [--postgres-products 100000]]`: the same shop at 1,000, 100,000 and the size asked (at
 * most three sizes, the largest the one given), each served by one process with the page cache off, on
 * SQLite, and on PostgreSQL too when `BENCH_DATABASE_URL` names a server (a database is made for each size
 * and dropped after); every listing, search and the product and home pages asked one at a time, p50 and
 * p99 of each. The catalogues are grown from the demo store (bench/scale-catalog.ts, and
 * bench/scale-catalog-postgres.ts). Results go to BENCHMARKS.md.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { describeMachine, loadAverage, machineLine, today, writeSection } from './report.ts';
import { createScratchDatabase } from '../scripts/shop-process.ts';
import { growCatalog, type GrowthReport } from './scale-catalog.ts';
import { growCatalogPostgres } from './scale-catalog-postgres.ts';
import { adminPages, logInAsAdmin } from './scale-admin.ts';
import { growOrders, type OrderGrowth } from './scale-orders.ts';
import { startShopServer, type ShopServer } from './shop-server.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, 'postgres-products': { type: 'string' }, seconds: { type: 'string', default: '3' } },
});
const LARGEST = Math.max(1000, Math.floor(Number(values.products)));
const SIZES = [...new Set([1000, 100_000, LARGEST].filter((size) => size <= LARGEST))].sort((a, b) => a - b);
/** PostgreSQL may stop at a smaller size (`--postgres-products`): its catalogue takes longer to grow. */
const POSTGRES_LARGEST = Math.min(LARGEST, Math.max(1000, Math.floor(Number(values['postgres-products'] ?? LARGEST))));
const sizesOf = (kind: DatabaseKind) => (kind === 'PostgreSQL' ? SIZES.filter((size) => size <= POSTGRES_LARGEST) : SIZES);
/** Time per page and size: a page asked again and again for this long, at least 5 times, at most 200. */
const SECONDS = Number(values.seconds);
/** A PostgreSQL server to measure on as well (a database is made there for each size). */
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;

interface Page {
  name: string;
  path: string;
}

interface Timing {
  /** The first request: nothing of the page in the shop's memo yet (its facet counts, say). */
  first: number;
  p50: number;
  p99: number;
  count: number;
  status: number;
}

function pages(lastShopPage: number, category: string, lastCategoryPage: number, product: string): Page[] {
  return [
    { name: '`/shop/`', path: '/shop/' },
    { name: 'the last page of the shop', path: `/shop/page/${lastShopPage}/` },
    { name: '`/shop/?orderby=price`', path: '/shop/?orderby=price' },
    { name: '`/shop/?orderby=popularity`', path: '/shop/?orderby=popularity' },
    { name: '`/shop/?orderby=rating`', path: '/shop/?orderby=rating' },
    { name: '`/shop/?orderby=date`', path: '/shop/?orderby=date' },
    { name: 'a category page', path: `/product-category/${category}/` },
    { name: 'a category page by price', path: `/product-category/${category}/?orderby=price` },
    { name: 'the last page of a category', path: `/product-category/${category}/page/${lastCategoryPage}/` },
    { name: 'a product page', path: product },
    { name: 'the home page', path: '/' },
    { name: '`/fr/shop/`', path: '/fr/shop/' },
    { name: '`/shop/?min_price=1` (nearly every product)', path: '/shop/?min_price=1' },
    { name: '`/shop/?min_price=10&max_price=60` (a quarter)', path: '/shop/?min_price=10&max_price=60' },
    { name: 'a category page, `min_price=200` (a few)', path: `/product-category/${category}/?min_price=200` },
    { name: 'search page `walnut bowl`', path: '/?s=walnut+bowl&post_type=product' },
    { name: 'suggestions `walnu`', path: '/wp-json/vitrine/v1/product-suggestions?search=walnu' },
    { name: 'Store API, 100 a page', path: '/wp-json/wc/store/v1/products?per_page=100' },
    { name: 'Store API `search=walnut`', path: '/wp-json/wc/store/v1/products?search=walnut' },
  ];
}

/** Orders grown beside the products (SQLite only): as many as products, at most this many for now. */
const MAX_ORDERS = 100_000;

/** One request, timed: the page's first view. */
async function firstView(url: string, cookie?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
  await response.arrayBuffer();
  return performance.now() - started;
}

async function time(url: string, cookie?: string): Promise<Omit<Timing, 'first'>> {
  const samples: number[] = [];
  let status = 0;
  const until = performance.now() + SECONDS * 1000;
  while (samples.length < 200 && (samples.length < 5 || performance.now() < until)) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    status = response.status;
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(share * samples.length))]!;
  return { p50: at(0.5), p99: at(0.99), count: samples.length, status };
}

/** The number of a listing's last page, from its first page's result count. */
async function lastPageOf(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const total = Number(/of ([\d,]+) results/.exec(html)?.[1]?.replace(/,/g, '') ?? '1');
  const perPage = [...html.matchAll(/<li class="product /g)].length || 1;
  return Math.max(1, Math.ceil(total / perPage));
}

async function discover(server: ShopServer): Promise<{ lastShopPage: number; category: string; lastCategoryPage: number; product: string }> {
  const html = await (await fetch(`${server.url}/shop/`)).text();
  const category = /href="\/product-category\/([^"/]+)\/"/.exec(html)?.[1] ?? 'uncategorized';
  const product = /href="(\/product\/[^"/?#]+\/)"/.exec(html)?.[1] ?? '/shop/';
  return { lastShopPage: await lastPageOf(`${server.url}/shop/`), category, lastCategoryPage: await lastPageOf(`${server.url}/product-category/${category}/`), product };
}

/** The demo store in its three languages, uncached: what a large shop's pages cost to make. */
const CONFIG = { pageCache: { enabled: false }, store: { locales: { default: 'en', others: ['fr', 'de'] } } } as const;

type DatabaseKind = 'SQLite' | 'PostgreSQL';
type Growth = GrowthReport & { orders?: OrderGrowth };

async function measureSize(size: number, kind: DatabaseKind): Promise<{ growth: Growth; timings: Map<string, Timing> }> {
  const name = `scale-${size}-${kind.toLowerCase()}`;
  const scratch = kind === 'PostgreSQL' ? await createScratchDatabase(POSTGRES_URL!, `vitrine_scale_${size}`) : null;
  const options = { processes: 1, ...(scratch ? { databaseUrl: scratch.url } : {}) };
  try {
    // The first start migrates and seeds the demo store; the catalogue then grows while no server runs.
    const seeded = await startShopServer(name, CONFIG, options);
    await seeded.stop();
    const growth: Growth = scratch ? await growCatalogPostgres(scratch.url, size) : growCatalog(join(seeded.dir, 'vitrine.sqlite'), size);
    if (!scratch) growth.orders = growOrders(join(seeded.dir, 'vitrine.sqlite'), Math.min(size, MAX_ORDERS));
    console.log(`${kind}, ${size} products: ${growth.added} added (${growth.variations} variations) in ${growth.seconds.toFixed(1)} s${growth.orders ? `; ${growth.orders.added} orders in ${growth.orders.seconds.toFixed(1)} s` : ''}`);
    const server = await startShopServer(name, CONFIG, { ...options, reuse: true });
    try {
      const found = await discover(server);
      const timings = new Map<string, Timing>();
      for (const page of pages(found.lastShopPage, found.category, found.lastCategoryPage, found.product)) {
        const first = await firstView(server.url + page.path);
        await time(server.url + page.path);
        const timing = { first, ...(await time(server.url + page.path)) };
        timings.set(page.name, timing);
        console.log(`  ${page.name}: p50 ${timing.p50.toFixed(1)} ms, p99 ${timing.p99.toFixed(1)} ms (${timing.count}, ${timing.status})`);
      }
      if (growth.orders) {
        // The owner's lists, signed in; the shop's pages above are asked as a visitor, without a cookie.
        const cookie = await logInAsAdmin(server.url);
        for (const page of await adminPages(server.url, cookie)) {
          const first = await firstView(server.url + page.path, cookie);
          await time(server.url + page.path, cookie);
          const timing = { first, ...(await time(server.url + page.path, cookie)) };
          timings.set(page.name, timing);
          console.log(`  ${page.name}: p50 ${timing.p50.toFixed(1)} ms, p99 ${timing.p99.toFixed(1)} ms (${timing.count}, ${timing.status})`);
        }
      }
      return { growth, timings };
    } finally {
      await server.stop();
    }
  } finally {
    await scratch?.drop();
  }
}

function table(kind: DatabaseKind, results: Map<number, { growth: GrowthReport; timings: Map<string, Timing> }>): string {
  const sizes = sizesOf(kind);
  const names = [...(results.get(sizes[0]!)?.timings.keys() ?? [])];
  const ms = (value: number | undefined) => (value === undefined ? '–' : value >= 100 ? `${Math.round(value)}` : value.toFixed(1));
  const header = `| ${kind}: page, p50 / p99 (ms) | ${sizes.map((size) => size.toLocaleString('en-US')).join(' | ')} | ${sizes.at(-1)!.toLocaleString('en-US')} ÷ 1,000 (p50) |`;
  const rows = names.map((pageName) => {
    const cells = sizes.map((size) => {
      const timing = results.get(size)?.timings.get(pageName);
      return timing ? `${ms(timing.p50)} / ${ms(timing.p99)}${timing.status === 200 ? '' : ` (${timing.status})`}` : '–';
    });
    const small = results.get(sizes[0]!)?.timings.get(pageName)?.p50;
    const large = results.get(sizes.at(-1)!)?.timings.get(pageName)?.p50;
    return `| ${pageName} | ${cells.join(' | ')} | ${small && large ? `${(large / small).toFixed(1)}×` : '–'} |`;
  });
  return `${header}\n|---|${sizes.map(() => '---:').join('|')}|---:|\n${rows.join('\n')}`;
}

/** Each page's first request at each size: what the first visitor after a start or an edit waits. */
function firstViews(kind: DatabaseKind, results: Map<number, { timings: Map<string, Timing> }>): string {
  const sizes = sizesOf(kind);
  const names = [...(results.get(sizes[0]!)?.timings.keys() ?? [])];
  const ms = (value: number | undefined) => (value === undefined ? '–' : value >= 100 ? `${Math.round(value)}` : value.toFixed(1));
  const rows = names.map((pageName) => `| ${pageName} | ${sizes.map((size) => ms(results.get(size)?.timings.get(pageName)?.first)).join(' | ')} |`);
  return `| ${kind}: page, first request (ms) | ${sizes.map((size) => size.toLocaleString('en-US')).join(' | ')} |\n|---|${sizes.map(() => '---:').join('|')}|\n${rows.join('\n')}`;
}

function growthLine(kind: DatabaseKind, results: Map<number, { growth: Growth }>): string {
  return `${kind}: ${sizesOf(kind).map((size) => {
    const report = results.get(size)!.growth;
    const orders = report.orders ? `, ${report.orders.added.toLocaleString('en-US')} orders in ${report.orders.seconds.toFixed(0)} s` : '';
    return `${size.toLocaleString('en-US')}: ${report.added.toLocaleString('en-US')} products and ${report.variations.toLocaleString('en-US')} variations added in ${report.seconds.toFixed(0)} s${orders}`;
  }).join('; ')}`;
}

async function main(): Promise<void> {
  buildIfNeeded();
  const machine = describeMachine();
  const loadBefore = loadAverage();
  const started = Date.now();
  const kinds: DatabaseKind[] = POSTGRES_URL ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  const all = new Map<DatabaseKind, Map<number, { growth: Growth; timings: Map<string, Timing> }>>();
  for (const kind of kinds) {
    const results = new Map<number, { growth: Growth; timings: Map<string, Timing> }>();
    for (const size of sizesOf(kind)) results.set(size, await measureSize(size, kind));
    all.set(kind, results);
  }
  writeSection(
    'scale',
    `## Scale (\`npm run bench:scale\`)

Run: ${today()} (${Math.round((Date.now() - started) / 1000)} s in all; 1-minute load average ${loadBefore} before, ${loadAverage()} after). ${machineLine(machine)}

Method: the built shop, one process, page cache off, on the demo store grown to each size
(${kinds.map((kind) => growthLine(kind, all.get(kind)!)).join('. ')}). Each page is asked once to warm up, then one request at a time
for ${SECONDS} s (at least 5, at most 200 requests), from the same machine; p50 and p99 of those. The owner's lists
(\`admin …\`, signed in as the admin) are measured on SQLite, over orders grown beside the products
(bench/scale-orders.ts: as many as products, at most ${MAX_ORDERS.toLocaleString('en-US')}).

${kinds.map((kind) => table(kind, all.get(kind)!)).join('\n\n')}

The first request of each page, before the warm-up (the server had just started and served the pages
above it; the catalog memo was empty for this page):

${kinds.map((kind) => firstViews(kind, all.get(kind)!)).join('\n\n')}
`,
  );
}

await main();
