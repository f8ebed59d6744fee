/**
 * `npm run bench:scale [-- --products 1000000 [--postgres-products 100000] [--seconds 0.5]]`: the same
 * shop at 1,000, 100,000 and the size asked (at most three sizes, the largest the one given), served by
 * one process with the page cache off, on SQLite, and on PostgreSQL too when `BENCH_DATABASE_URL` names
 * a server (a database is made there for the run and dropped after); every listing, filter, search and
 * the product and home pages asked one at a time as a visitor, the admin's lists and wc/v3 as the owner,
 * p50 and p99 of each. One shop per database grows in place from the seeded demo store
 * (bench/scale-catalog.ts, bench/scale-orders.ts), a copy of it kept at 1,000 products and orders and
 * at 100,000, then grown to the largest. The two databases grow side by side (SQLite in a worker
 * thread, PostgreSQL in its server). Each database's sizes are then served side by side and asked in
 * turns, page by page, so that what the host does meanwhile weighs on every size alike; the databases
 * one after the other. Results go to BENCHMARKS.md.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { describeMachine, loadAverage, machineLine, today, writeSection } from './report.ts';
import { createScratchDatabase, type ScratchDatabase } from '../scripts/shop-process.ts';
import { COLOURS, keptCountMismatches, SIZES as SIZE_TERMS, type GrowthReport } from './scale-catalog.ts';
import { growCatalogPostgres, rowsOf } from './scale-catalog-postgres.ts';
import { adminPages, logInAsAdmin } from './scale-admin.ts';
import { ORDER_COUNT_CHECK, type OrderGrowth } from './scale-orders.ts';
import { growOrdersPostgres } from './scale-orders-postgres.ts';
import { startShopServer, TEMP_ROOT, type ShopServer } from './shop-server.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, 'postgres-products': { type: 'string' }, seconds: { type: 'string', default: '0.5' } },
});
const LARGEST = Math.max(1000, Math.floor(Number(values.products)));
const SIZES = [...new Set([1000, 100_000, LARGEST].filter((size) => size <= LARGEST))].sort((a, b) => a - b);
/** PostgreSQL may stop at a smaller size (`--postgres-products`). */
const POSTGRES_LARGEST = Math.min(LARGEST, Math.max(1000, Math.floor(Number(values['postgres-products'] ?? LARGEST))));
const sizesOf = (kind: DatabaseKind) => (kind === 'PostgreSQL' ? SIZES.filter((size) => size <= POSTGRES_LARGEST) : SIZES);
/** Time per page and size: a page asked again and again for this long, at least 5 times, at most 200. */
const SECONDS = Number(values.seconds);
/** The slices each page's time at a size is cut into, the sizes taking turns. */
const ROUNDS = 5;
/** The suggestions' requests timed: their p99 is the tenth slowest. */
const SUGGESTION_SAMPLES = 1000;
/** Requests before the timed ones: the page's memo filled and its queries' plans made. */
const WARM_UP = 3;
/** A PostgreSQL server to measure on as well (a database is made there for the run). */
const POSTGRES_URL = process.env.BENCH_DATABASE_URL;
/**
 * A request that takes longer is given up: the page is marked so and the shop started again, as it may
 * still be busy with it (node:sqlite's queries hold the process).
 */
const GIVE_UP_MS = 20_000;
/** Up to this size the counts the triggers keep are recounted from the rows after each growth. */
const CHECKED_UP_TO = 100_000;

interface Page {
  name: string;
  path: string;
  /**
   * Requests timed, however long they take, for a page whose bound is on its p99: the p99 of the half
   * second's 50 or so would be its slowest request.
   */
  samples?: number;
}

interface Timing {
  /** The first request: nothing of the page in the shop's memo yet (its facet counts, say). */
  first: number;
  p50: number;
  p99: number;
  count: number;
  status: number;
  /** A request took longer than GIVE_UP_MS. */
  gaveUp?: boolean;
}

interface Found {
  lastShopPage: number;
  category: string;
  lastCategoryPage: number;
  product: string;
  lastFilteredPage: number;
}

/** Terms of the grown catalogue's attributes (bench/scale-catalog.ts): a colour and a size most products with terms have. */
const COLOUR = COLOURS[3]!.slug;
const OTHER_COLOUR = COLOURS[7]!.slug;
const SIZE = SIZE_TERMS[1]!.slug;
const FILTERED = `/shop/?filter_colour=${COLOUR}`;

function pages(found: Found): Page[] {
  const { lastShopPage, category, lastCategoryPage, product, lastFilteredPage } = found;
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
    { name: `\`/shop/?filter_colour=${COLOUR}\` (one colour)`, path: FILTERED },
    { name: 'one colour, its last counted page', path: `/shop/page/${lastFilteredPage}/?filter_colour=${COLOUR}` },
    { name: 'a colour and a size', path: `/shop/?filter_colour=${COLOUR}&filter_size=${SIZE}` },
    { name: 'two colours, `query_type_colour=or`', path: `/shop/?filter_colour=${COLOUR},${OTHER_COLOUR}&query_type_colour=or` },
    { name: 'a category page, one size', path: `/product-category/${category}/?filter_size=${SIZE}` },
    { name: '`/shop/?stock_status=outofstock`', path: '/shop/?stock_status=outofstock' },
    { name: '`/shop/?rating_filter=5`', path: '/shop/?rating_filter=5' },
    { name: 'four stars and up, one colour', path: `/shop/?rating_filter=5,4&filter_colour=${COLOUR}` },
    { name: 'search page `walnut bowl`', path: '/?s=walnut+bowl&post_type=product' },
    { name: 'search `walnut`, one colour', path: `/?s=walnut&post_type=product&filter_colour=${COLOUR}` },
    { name: 'suggestions `walnu`', path: '/wp-json/vitrine/v1/product-suggestions?search=walnu', samples: SUGGESTION_SAMPLES },
    { name: 'Store API, 100 a page', path: '/wp-json/wc/store/v1/products?per_page=100' },
    { name: 'Store API `search=walnut`', path: '/wp-json/wc/store/v1/products?search=walnut' },
    // The Store API here filters by category, price, sale and type (not by attribute or stock).
    { name: 'Store API, a category from 100.00', path: `/wp-json/wc/store/v1/products?category=${category}&min_price=10000` },
  ];
}

async function request(url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers }, redirect: 'manual', signal: AbortSignal.timeout(GIVE_UP_MS) });
  await response.arrayBuffer();
  return response.status;
}

/**
 * The number of a listing's last page, from its first page's result count; for a filtered listing
 * counted only up to its limit ("of more than 1000 results"), the page at that limit.
 */
async function lastPageOf(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const total = Number(/of (?:more than )?([\d,]+) results/.exec(html)?.[1]?.replace(/,/g, '') ?? '1');
  const perPage = [...html.matchAll(/<li class="product /g)].length || 1;
  return Math.max(1, Math.ceil(total / perPage));
}

async function discover(server: ShopServer): Promise<Found> {
  const html = await (await fetch(`${server.url}/shop/`)).text();
  const category = /href="\/product-category\/([^"/]+)\/"/.exec(html)?.[1] ?? 'uncategorized';
  const product = /href="(\/product\/[^"/?#]+\/)"/.exec(html)?.[1] ?? '/shop/';
  return {
    lastShopPage: await lastPageOf(`${server.url}/shop/`),
    category,
    lastCategoryPage: await lastPageOf(`${server.url}/product-category/${category}/`),
    product,
    lastFilteredPage: await lastPageOf(`${server.url}${FILTERED}`),
  };
}

/** The demo store in its three languages, uncached: what a large shop's pages cost to make. */
const CONFIG = { pageCache: { enabled: false }, store: { locales: { default: 'en', others: ['fr', 'de'] } } } as const;

type DatabaseKind = 'SQLite' | 'PostgreSQL';
type Growth = GrowthReport & { orders: OrderGrowth; checked: boolean };

/** One shop per database, grown in place from size to size. */
interface Shop {
  kind: DatabaseKind;
  name: string;
  scratch: ScratchDatabase | null;
  /** The SQLite file (the seeded shop's), when the shop is on SQLite. */
  path: string;
}

const shopOptions = (shop: Shop) => ({ processes: 1, ...(shop.scratch ? { databaseUrl: shop.scratch.url } : {}) });

/** Makes the shop's database and seeds the demo store (the first start migrates and seeds it). */
async function seedShop(kind: DatabaseKind): Promise<Shop> {
  const scratch = kind === 'PostgreSQL' ? await createScratchDatabase(POSTGRES_URL!, 'vitrine_scale') : null;
  const name = `scale-${kind.toLowerCase()}`;
  const seeded = await startShopServer(name, CONFIG, { processes: 1, ...(scratch ? { databaseUrl: scratch.url } : {}) });
  await seeded.stop();
  return { kind, name, scratch, path: join(seeded.dir, 'vitrine.sqlite') };
}

/**
 * Grows a SQLite shop's products, then its orders, in a worker thread: node:sqlite's calls block, and
 * PostgreSQL's growth goes on meanwhile in this thread.
 */
function growSqlite(path: string, size: number): Promise<GrowthReport & { orders: OrderGrowth }> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     (async () => {
       const { growCatalog } = await import(workerData.catalog);
       const { growOrders } = await import(workerData.orders);
       const catalogue = await growCatalog(workerData.path, workerData.size);
       parentPort.postMessage({ ...catalogue, orders: growOrders(workerData.path, workerData.size) });
     })();`,
    {
      eval: true,
      workerData: { path, size, catalog: new URL('./scale-catalog.ts', import.meta.url).href, orders: new URL('./scale-orders.ts', import.meta.url).href },
    },
  );
  return new Promise((resolveGrowth, rejectGrowth) => {
    worker.once('message', resolveGrowth);
    worker.once('error', rejectGrowth);
    worker.once('exit', (code) => rejectGrowth(new Error(`The SQLite growth stopped (${code})`)));
  });
}

async function growPostgres(url: string, size: number): Promise<GrowthReport & { orders: OrderGrowth }> {
  const catalogue = await growCatalogPostgres(url, size);
  return { ...catalogue, orders: await growOrdersPostgres(url, size) };
}

/** Recounts what the triggers keep (terms, stock statuses, categories, order statuses) and fails on any difference. */
async function checkKeptCounts(shop: Shop): Promise<void> {
  let mismatches: string[];
  if (shop.scratch) {
    const client = new pg.Client({ connectionString: shop.scratch.url });
    await client.connect();
    try {
      const all = rowsOf(client);
      mismatches = [...(await keptCountMismatches(all)), ...(await all<{ what: string; kept: number; counted: number }>(ORDER_COUNT_CHECK)).filter((row) => Number(row.kept) !== Number(row.counted)).map((row) => row.what)];
    } finally {
      await client.end();
    }
  } else {
    const db = new DatabaseSync(shop.path);
    try {
      const all = async <T>(query: string) => db.prepare(query).all() as T[];
      mismatches = [...(await keptCountMismatches(all)), ...(await all<{ what: string; kept: number; counted: number }>(ORDER_COUNT_CHECK)).filter((row) => Number(row.kept) !== Number(row.counted)).map((row) => row.what)];
    } finally {
      db.close();
    }
  }
  if (mismatches.length > 0) throw new Error(`${shop.kind}: the kept counts differ from the rows: ${mismatches.join('; ')}`);
}

/** The batches' seconds summed in ten runs of batches, in order: whether a batch costs more as the shop grows. */
function tenths(batches: readonly number[]): number[] {
  const size = Math.ceil(batches.length / 10);
  return Array.from({ length: Math.ceil(batches.length / size) }, (_, index) => batches.slice(index * size, (index + 1) * size).reduce((sum, seconds) => sum + seconds, 0));
}

async function grow(shop: Shop, size: number): Promise<Growth> {
  const growth = shop.scratch ? await growPostgres(shop.scratch.url, size) : await growSqlite(shop.path, size);
  const checked = size <= CHECKED_UP_TO;
  if (checked) await checkKeptCounts(shop);
  console.log(
    `${shop.kind}, ${size} products: ${growth.added} added (${growth.variations} variations) in ${growth.seconds.toFixed(1)} s` +
      ` (each tenth of the batches: ${tenths(growth.batches).map((seconds) => seconds.toFixed(1)).join(' ')} s); ${growth.orders.added} orders in ${growth.orders.seconds.toFixed(1)} s`,
  );
  return { ...growth, checked };
}

/** A shop at one size, served for the measurement; started again when a request is given up. */
interface Served {
  size: number;
  shop: Shop;
  server: ShopServer;
  /** The admin's session in this server (signed in again after a restart). */
  cookie: string;
}

const serve = (shop: Shop) => startShopServer(shop.name, CONFIG, { ...shopOptions(shop), reuse: true });

async function restart(served: Served): Promise<void> {
  await served.server.stop();
  served.server = await serve(served.shop);
  served.cookie = await logInAsAdmin(served.server.url);
}

/** One page at each size: its path there and whether it is asked as the owner. */
interface Asked {
  page: Page & { headers?: Record<string, string> };
  owner: boolean;
}

const headersOf = (served: Served, { page, owner }: Asked) => (owner ? { cookie: served.cookie, ...page.headers } : undefined);

/**
 * Requests of one page at one size until `enough` says so, each one's time given to `took`; false at a
 * given-up request (the server is then started again, and the size left out of the page's remaining slices).
 */
async function ask(served: Served, asked: Asked, enough: (count: number, elapsed: number) => boolean, took: (ms: number, status: number) => void): Promise<boolean> {
  const started = performance.now();
  for (let count = 0; !enough(count, performance.now() - started); count++) {
    const requestStarted = performance.now();
    try {
      const status = await request(served.server.url + asked.page.path, headersOf(served, asked));
      took(performance.now() - requestStarted, status);
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
      console.log(`  ${asked.page.name} at ${served.size}: gave up after ${GIVE_UP_MS / 1000} s`);
      await restart(served);
      return false;
    }
  }
  return true;
}

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

/**
 * One page at every size, in turns: its first view and warm-up at each, then ROUNDS slices of each size
 * alternating in order (smallest first, then largest first), so the host's load of those seconds weighs
 * on every size alike.
 */
async function measureAcross(served: readonly Served[], asked: readonly Asked[]): Promise<Map<number, Timing>> {
  const firsts = served.map(() => Number.NaN);
  const samples = served.map(() => [] as number[]);
  const statuses = served.map(() => 0);
  const answering = served.map(() => true);
  const untilCount = (count: number) => (done: number) => done >= count;
  for (const [index, one] of served.entries()) {
    answering[index] = await ask(one, asked[index]!, untilCount(1), (ms) => (firsts[index] = ms));
    if (answering[index]) answering[index] = await ask(one, asked[index]!, untilCount(WARM_UP), () => undefined);
  }
  for (let round = 0; round < ROUNDS; round++) {
    const order = served.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      if (!answering[index]) continue;
      const { samples: wanted } = asked[index]!.page;
      // A page bounded on its p99 is asked its number of times; the others for their share of SECONDS, at least once a slice, at most 200 in all.
      const enough = wanted
        ? untilCount(Math.ceil(wanted / ROUNDS))
        : (count: number, elapsed: number) => count >= 200 / ROUNDS || (count >= 1 && elapsed >= (SECONDS * 1000) / ROUNDS);
      answering[index] = await ask(served[index]!, asked[index]!, enough, (ms, status) => {
        samples[index]!.push(ms);
        statuses[index] = status;
      });
    }
  }
  const timings = new Map<number, Timing>();
  for (const [index, one] of served.entries()) {
    const sorted = samples[index]!.sort((a, b) => a - b);
    const gaveUp = !answering[index];
    timings.set(one.size, gaveUp ? { first: firsts[index]!, p50: Number.NaN, p99: Number.NaN, count: 0, status: 0, gaveUp } : { first: firsts[index]!, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), count: sorted.length, status: statuses[index]! });
  }
  const line = served.map((one) => {
    const timing = timings.get(one.size)!;
    return timing.gaveUp ? `${one.size}: gave up` : `${one.size}: ${timing.p50.toFixed(1)} / ${timing.p99.toFixed(1)} ms (${timing.count}, ${timing.status})`;
  });
  console.log(`  ${asked[0]!.page.name}: ${line.join('; ')}`);
  return timings;
}

/** Every page at each size of one database, the sizes' shops served side by side and asked in turns. */
async function measureSizes(sized: readonly { size: number; shop: Shop }[]): Promise<Map<number, Map<string, Timing>>> {
  const served: Served[] = [];
  try {
    for (const { size, shop } of sized) {
      const server = await serve(shop);
      served.push({ size, shop, server, cookie: await logInAsAdmin(server.url) });
    }
    const visitorPages = await Promise.all(served.map(async (one) => pages(await discover(one.server))));
    // The owner's lists, signed in; the shop's pages are asked as a visitor, without a cookie.
    const ownerPages = await Promise.all(served.map((one) => adminPages(one.server.url, one.cookie)));
    const results = new Map<number, Map<string, Timing>>(served.map((one) => [one.size, new Map()]));
    const lists: [Page[][], boolean][] = [
      [visitorPages, false],
      [ownerPages, true],
    ];
    for (const [perSize, owner] of lists) {
      for (const [index, page] of perSize[0]!.entries()) {
        const timings = await measureAcross(
          served,
          perSize.map((list) => ({ page: list[index]!, owner })),
        );
        for (const [size, timing] of timings) results.get(size)!.set(page.name, timing);
      }
    }
    return results;
  } finally {
    await Promise.all(served.map((one) => one.server.stop()));
  }
}

/**
 * The shop as it is now, kept for measuring at this size while the original grows on: a copy of its
 * SQLite file (written out of its log first), or a PostgreSQL database made from it as a template.
 */
async function keepAtSize(shop: Shop, size: number): Promise<Shop> {
  const name = `${shop.name}-${size}`;
  if (shop.scratch) {
    const template = decodeURIComponent(new URL(shop.scratch.url).pathname.slice(1));
    return { ...shop, name, scratch: await createScratchDatabase(POSTGRES_URL!, `vitrine_scale_${size}`, template) };
  }
  const db = new DatabaseSync(shop.path);
  try {
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  const dir = join(TEMP_ROOT, `${name}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'vitrine.sqlite');
  copyFileSync(shop.path, path);
  return { ...shop, name, path };
}

type Results = Map<number, { growth: Growth; timings: Map<string, Timing> }>;

const ms = (value: number | undefined) => (value === undefined ? '–' : value >= 100 ? `${Math.round(value)}` : value.toFixed(1));

function table(kind: DatabaseKind, results: Results): string {
  const sizes = sizesOf(kind);
  const names = [...(results.get(sizes[0]!)?.timings.keys() ?? [])];
  const header = `| ${kind}: page, p50 / p99 (ms) | ${sizes.map((size) => size.toLocaleString('en-US')).join(' | ')} | ${sizes.at(-1)!.toLocaleString('en-US')} ÷ 1,000 (p50) |`;
  const rows = names.map((pageName) => {
    const cells = sizes.map((size) => {
      const timing = results.get(size)?.timings.get(pageName);
      if (timing?.gaveUp) return `over ${GIVE_UP_MS / 1000} s`;
      return timing ? `${ms(timing.p50)} / ${ms(timing.p99)}${timing.status === 200 ? '' : ` (${timing.status})`}` : '–';
    });
    const small = results.get(sizes[0]!)?.timings.get(pageName)?.p50;
    const large = results.get(sizes.at(-1)!)?.timings.get(pageName)?.p50;
    return `| ${pageName} | ${cells.join(' | ')} | ${small && large ? `${(large / small).toFixed(1)}×` : '–'} |`;
  });
  return `${header}\n|---|${sizes.map(() => '---:').join('|')}|---:|\n${rows.join('\n')}`;
}

/** Each page's first request at each size: what the first visitor after a start or an edit waits. */
function firstViews(kind: DatabaseKind, results: Results): string {
  const sizes = sizesOf(kind);
  const names = [...(results.get(sizes[0]!)?.timings.keys() ?? [])];
  const first = (timing: Timing | undefined) => (timing?.gaveUp ? `over ${GIVE_UP_MS / 1000} s` : ms(timing?.first));
  const rows = names.map((pageName) => `| ${pageName} | ${sizes.map((size) => first(results.get(size)?.timings.get(pageName))).join(' | ')} |`);
  return `| ${kind}: page, first request (ms) | ${sizes.map((size) => size.toLocaleString('en-US')).join(' | ')} |\n|---|${sizes.map(() => '---:').join('|')}|\n${rows.join('\n')}`;
}

function growthLine(kind: DatabaseKind, results: Results): string {
  return `${kind}: ${sizesOf(kind)
    .map((size) => {
      const report = results.get(size)!.growth;
      return `to ${size.toLocaleString('en-US')}: ${report.added.toLocaleString('en-US')} products and ${report.variations.toLocaleString('en-US')} variations added in ${report.seconds.toFixed(0)} s, ${report.orders.added.toLocaleString('en-US')} orders in ${report.orders.seconds.toFixed(0)} s`;
    })
    .join('; ')}`;
}

async function main(): Promise<void> {
  buildIfNeeded();
  const machine = describeMachine();
  const loadBefore = loadAverage();
  const started = Date.now();
  const kinds: DatabaseKind[] = POSTGRES_URL ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  const shops = await Promise.all(kinds.map(seedShop));
  const all = new Map<DatabaseKind, Results>(kinds.map((kind) => [kind, new Map()]));
  const growths = new Map<DatabaseKind, Map<number, Growth>>(kinds.map((kind) => [kind, new Map()]));
  /** Each database's shops by size: copies kept at the smaller sizes, the grown one at its largest. */
  const kept = new Map<DatabaseKind, { size: number; shop: Shop }[]>(kinds.map((kind) => [kind, []]));
  let growing = 0;
  try {
    for (const size of SIZES) {
      const due = shops.filter((shop) => sizesOf(shop.kind).includes(size));
      const growthStarted = Date.now();
      const grown = await Promise.all(due.map((shop) => grow(shop, size)));
      for (const [index, shop] of due.entries()) {
        growths.get(shop.kind)!.set(size, grown[index]!);
        const largest = size === sizesOf(shop.kind).at(-1);
        kept.get(shop.kind)!.push({ size, shop: largest ? shop : await keepAtSize(shop, size) });
      }
      growing += Date.now() - growthStarted;
    }
    for (const kind of kinds) {
      console.log(`${kind}:`);
      const timings = await measureSizes(kept.get(kind)!);
      for (const [size, growth] of growths.get(kind)!) all.get(kind)!.set(size, { growth, timings: timings.get(size)! });
    }
  } finally {
    const scratches = [...kept.values()].flat().map(({ shop }) => shop.scratch);
    await Promise.all([...new Set([...shops.map((shop) => shop.scratch), ...scratches])].map((scratch) => scratch?.drop()));
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${seconds} s in all, ${Math.round(growing / 1000)} s of them growing`);
  writeSection(
    'scale',
    `## Scale (\`npm run bench:scale\`)

Run: ${today()} (${seconds} s in all, ${Math.round(growing / 1000)} s of them growing the shops; 1-minute load average ${loadBefore} before, ${loadAverage()} after). ${machineLine(machine)}

Method: the built shop, one process, page cache off. One shop per database, seeded with the demo store and
grown in place (bench/scale-catalog.ts, bench/scale-orders.ts), a copy kept at 1,000 products and at 100,000
(SQLite: the file; PostgreSQL: a database made from it), as many orders as products. The catalogue has every type of product (a variable one
every twentieth with three variations in three colours, a grouped one every hundredth, an external one every
fiftieth), a colour and a size on every third simple product, every thirteenth simple product out of stock,
names in French and German on a fifth and a tenth. Rows are written through the shop's own tables, so its
triggers keep the counts and indexes; the kept counts were recounted from the rows and found equal up to
${CHECKED_UP_TO.toLocaleString('en-US')} products. The two databases grow side by side (${kinds.map((kind) => growthLine(kind, all.get(kind)!)).join('. ')}).
Then a database's three shops are served side by side (one process each) and asked in turns, the other
database idle: each page is asked once at each size (its first request, below), ${WARM_UP} times more to warm
up, then in ${ROUNDS} rounds of slices, the sizes taking turns (smallest first, then largest first), one request
at a time for ${SECONDS} s a size in all (at least one request a slice, at most 200 in all; the suggestions,
whose bound is on their p99, ${SUGGESTION_SAMPLES.toLocaleString('en-US')} requests a size), from the same machine; p50 and p99 of those. The
host's load of those seconds weighs on every size alike, so the ratios compare sizes, not hours. The
owner's lists and wc/v3 (\`admin …\`) are asked signed in as the admin, the other pages as a visitor. A page
whose request took over ${GIVE_UP_MS / 1000} s was given up at that size (and its shop started again).

${kinds.map((kind) => table(kind, all.get(kind)!)).join('\n\n')}

The first request of each page, before the warm-up (the server had just started and served the pages
above it; the catalog memo was empty for this page):

${kinds.map((kind) => firstViews(kind, all.get(kind)!)).join('\n\n')}
`,
  );
}

await main();
