/**
 * `npm run bench`: load scenarios against the real server on loopback, results in BENCHMARKS.md.
 * Servers run as `npm start` runs them (one process per core unless WEB_CONCURRENCY says otherwise):
 * one with the page cache on (static ceiling, home, shop), one with it off (shop, product, add to
 * cart), and for comparison one single process with it off (shop, product); each on a fresh seeded
 * SQLite database, stopped when its scenarios are done.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../scripts/build-if-needed.ts';
import { describeMachine, loadAverage, machineLine, today, writeSection } from './report.ts';
import { discoverCatalog, startShopServer, type ShopServer } from './shop-server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP_S = 2;
const CONCURRENCY = [1, 16] as const;
/** What a browser sends; cached pages are stored compressed, so this is the realistic case. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*;q=0.8', 'user-agent': 'vitrine-bench' };

interface Scenario {
  id: string;
  title: string;
  method: string;
  path: string;
  expectStatus: number;
  headers?: Record<string, string>;
}

interface Measurement {
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  unexpected: number;
  bytesPerResponse: number;
  total: number;
}

interface ScenarioResult extends Scenario {
  server: 'cache on' | 'cache off';
  processes: number;
  xCache: string | null;
  measurements: Measurement[];
}

async function measure(url: string, scenario: Scenario, connections: number, duration: number): Promise<Measurement> {
  // autocannon's histogram keeps whole milliseconds; cached pages answer in less, so keep our own samples.
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolveRun, rejectRun) => {
    const instance = autocannon(
      {
        url: url + scenario.path,
        method: scenario.method as 'GET',
        connections,
        duration,
        pipelining: 1,
        timeout: 10,
        headers: { ...BROWSER_HEADERS, ...scenario.headers },
      },
      (error, finished) => (error ? rejectRun(error) : resolveRun(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? Number.NaN;
  const responses = Object.values(result.statusCodeStats ?? {}).reduce((sum, stat) => sum + (stat.count ?? 0), 0);
  const expected = result.statusCodeStats?.[String(scenario.expectStatus) as `${number}`]?.count ?? 0;
  return {
    connections,
    requestsPerSecond: result.requests.average,
    p50: percentile(50),
    p99: percentile(99),
    errors: result.errors,
    unexpected: responses - expected,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    total: result.requests.total,
  };
}

async function runScenario(server: ShopServer, label: ScenarioResult['server'], scenario: Scenario): Promise<ScenarioResult> {
  process.stdout.write(`${scenario.title} (${label}, ${processCount(server.processes)}): warming up… `);
  await measure(server.url, scenario, 16, WARMUP_S);
  const probe = await fetch(server.url + scenario.path, { method: scenario.method, redirect: 'manual', headers: { ...BROWSER_HEADERS, ...scenario.headers } });
  await probe.arrayBuffer();
  const measurements: Measurement[] = [];
  for (const connections of CONCURRENCY) {
    const measurement = await measure(server.url, scenario, connections, DURATION_S);
    measurements.push(measurement);
    process.stdout.write(`c=${connections}: ${Math.round(measurement.requestsPerSecond)} req/s, p99 ${ms(measurement.p99)} ms  `);
  }
  process.stdout.write('\n');
  return { ...scenario, server: label, processes: server.processes, xCache: probe.headers.get('x-cache'), measurements };
}

/** A session cookie, obtained the way a visitor gets one: by adding to the cart once. */
async function sessionCookie(url: string, productId: string): Promise<string> {
  const response = await fetch(`${url}/shop/?add-to-cart=${productId}`, { redirect: 'manual' });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).filter(Boolean);
  if (!cookies.some((cookie) => cookie?.startsWith('wp_woocommerce_session_'))) {
    throw new Error(`Adding to the cart set no session cookie (status ${response.status})`);
  }
  return cookies.join('; ');
}

async function withServer<T>(
  name: string,
  config: Parameters<typeof startShopServer>[1],
  options: Parameters<typeof startShopServer>[2],
  work: (server: ShopServer) => Promise<T>,
): Promise<T> {
  const server = await startShopServer(name, config, options);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

async function main() {
  buildIfNeeded();
  const startedAt = Date.now();
  const loadBefore = loadAverage();
  const results: ScenarioResult[] = [];

  await withServer('bench-cached', {}, {}, async (server) => {
    const scenarios: Scenario[] = [
      { id: 'static', title: 'Static file (ceiling)', method: 'GET', path: '/favicon.svg', expectStatus: 200 },
      { id: 'home', title: 'Home page, cached', method: 'GET', path: '/', expectStatus: 200 },
      { id: 'shop-cached', title: 'Shop page, cached', method: 'GET', path: '/shop/', expectStatus: 200 },
    ];
    for (const scenario of scenarios) results.push(await runScenario(server, 'cache on', scenario));
  });

  let uncachedDir = '';
  await withServer('bench-uncached', { pageCache: { enabled: false } }, {}, async (server) => {
    uncachedDir = server.dir;
    const { productPath, productId } = await discoverCatalog(server.url);
    const cookie = await sessionCookie(server.url, productId);
    const scenarios: Scenario[] = [
      { id: 'shop-uncached', title: 'Shop page, uncached', method: 'GET', path: '/shop/', expectStatus: 200 },
      { id: 'product-uncached', title: 'Product page, uncached', method: 'GET', path: productPath, expectStatus: 200 },
      { id: 'add-to-cart', title: 'Add to cart (no-JS link)', method: 'GET', path: `/shop/?add-to-cart=${productId}`, expectStatus: 303, headers: { cookie } },
    ];
    for (const scenario of scenarios) results.push(await runScenario(server, 'cache off', scenario));
  });

  // The same pages from one process, to show what the extra processes bring (skipped when the default is one).
  const defaultProcesses = results[0]?.processes ?? 1;
  if (defaultProcesses > 1) {
    await withServer('bench-uncached-single', { pageCache: { enabled: false } }, { processes: 1 }, async (server) => {
      const { productPath } = await discoverCatalog(server.url);
      const scenarios: Scenario[] = [
        { id: 'shop-uncached-single', title: 'Shop page, uncached', method: 'GET', path: '/shop/', expectStatus: 200 },
        { id: 'product-uncached-single', title: 'Product page, uncached', method: 'GET', path: productPath, expectStatus: 200 },
      ];
      for (const scenario of scenarios) results.push(await runScenario(server, 'cache off', scenario));
    });
  }

  const sessionBytes = largestSession(join(uncachedDir, 'vitrine.sqlite'));
  const machine = describeMachine();
  mkdirSync(resolve(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(resolve(import.meta.dirname, 'results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify({ machine, results }, null, 2));
  const context = `${Math.round((Date.now() - startedAt) / 1000)} s in all; 1-minute load average ${loadBefore} before, ${loadAverage()} after`;
  writeSection('bench', renderSection(results, machineLine(machine), context, sessionBytes));
  console.log(`BENCHMARKS.md updated (${Math.round((Date.now() - startedAt) / 1000)} s).`);
}

/** The largest session row after the run: the add-to-cart scenario never follows its redirect. */
function largestSession(path: string): number {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const row = db.prepare('select max(length(data)) as bytes from sessions').get() as { bytes: number | null } | undefined;
    return row?.bytes ?? 0;
  } finally {
    db.close();
  }
}

function at(results: ScenarioResult[], id: string, connections: number): Measurement | undefined {
  return results.find((result) => result.id === id)?.measurements.find((measurement) => measurement.connections === connections);
}

const processCount = (count: number) => (count === 1 ? 'one process' : `${count} processes`);
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0));
const int = (value: number) => Math.round(value).toLocaleString('en-US');

function renderSection(results: ScenarioResult[], machine: string, context: string, sessionBytes: number): string {
  const lines = [
    '## Load (`npm run bench`)',
    '',
    `Run: ${today()} (${context}). Machine: ${machine}.`,
    '',
    `Method: the built shop (\`server/main.ts\`, production mode) in a child process on 127.0.0.1, on a fresh SQLite`,
    'database seeded with the demo store; autocannon in the bench process on the same machine (so load generator and',
    `server share the cores). Each scenario gets a ${WARMUP_S} s warm-up at 16 connections, then ${DURATION_S} s at 1 and at 16`,
    'connections, no pipelining, with browser-like `Accept-Encoding: gzip, deflate, br`. Latencies in milliseconds.',
    '"Unexpected" counts responses with any other status than the one expected (200, or 303 for adding to the cart);',
    'redirects are not followed. "Cache on" / "cache off" are two servers, the second started with',
    '`{"pageCache": {"enabled": false}}` in its `VITRINE_CONFIG` file. Both serve as `npm start` does, with one',
    `process per core (\`WEB_CONCURRENCY\` unset${process.env.WEB_CONCURRENCY ? `; here set to ${process.env.WEB_CONCURRENCY}` : ''}): ${processCount(results[0]?.processes ?? 1)} here. For comparison, a third`,
    'server with `WEB_CONCURRENCY=1` serves the uncached shop and product pages from one process.',
    '',
  ];
  for (const result of results) {
    const cache = result.xCache ? `, X-Cache: ${result.xCache}` : '';
    lines.push(`### ${result.title}: \`${result.method} ${result.path}\` (${result.server}, ${processCount(result.processes)}${cache})`, '');
    lines.push('| Connections | req/s | p50 | p99 | Errors | Unexpected status | Bytes/response |', '|---:|---:|---:|---:|---:|---:|---:|');
    for (const m of result.measurements) {
      lines.push(`| ${m.connections} | ${int(m.requestsPerSecond)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.errors} | ${m.unexpected} | ${int(m.bytesPerResponse)} |`);
    }
    lines.push('');
    if (result.id === 'add-to-cart') {
      lines.push(
        `Every request adds the product again to one session's cart and leaves an "added to your cart" notice; the bench`,
        `does not follow the redirect that would show (and clear) it. The largest session was ${int(sessionBytes / 1024)} KiB after the run,`,
        'and every add reads and writes the whole session, so this scenario slows down as notices pile up.',
        '',
      );
    }
  }

  const ceiling = at(results, 'static', 16);
  const cached = at(results, 'shop-cached', 16);
  const uncached = at(results, 'shop-uncached', 16);
  const product = at(results, 'product-uncached', 16);
  const productC1 = at(results, 'product-uncached', 1);
  const uncachedSingle = at(results, 'shop-uncached-single', 16);
  const productSingle = at(results, 'product-uncached-single', 16);
  const processes = processCount(results.find((result) => result.id === 'product-uncached')?.processes ?? 1);
  const ratio = ceiling && cached ? (cached.requestsPerSecond / ceiling.requestsPerSecond) * 100 : 0;
  const mark = (met: boolean) => (met ? 'met' : '**missed**');
  const rows: string[] = [];
  const notes: string[] = [];
  if (ceiling && cached) {
    rows.push(`| Cached shop page ≥ 70% of the static-file ceiling (c=16) | ${int(cached.requestsPerSecond)} of ${int(ceiling.requestsPerSecond)} req/s = **${ratio.toFixed(0)}%** | ${mark(ratio >= 70)} |`);
    if (ratio > 100) {
      notes.push(
        'The static file is served by `express.static`, which checks the file on disk and streams it for every request; a',
        'page-cache hit is one header write and one buffer from memory, ahead of every other middleware, so it outruns this',
        '"ceiling".',
        '',
      );
    }
  }
  if (uncached) {
    const single = uncachedSingle ? ` (one process: ${int(uncachedSingle.requestsPerSecond)} req/s)` : '';
    rows.push(`| Uncached shop page ≥ 300 req/s (c=16) | ${int(uncached.requestsPerSecond)} req/s with ${processes}${single} | ${mark(uncached.requestsPerSecond >= 300)} |`);
  }
  if (product && productC1) {
    const single = productSingle ? ` (one process: ${ms(productSingle.p99)} ms)` : '';
    rows.push(
      `| Product page p99 < 50 ms, uncached | ${ms(productC1.p99)} ms at c=1; ${ms(product.p99)} ms at c=16 with ${processes}${single} | ${mark(productC1.p99 < 50)} at c=1; ${mark(product.p99 < 50)} at c=16 |`,
    );
    notes.push(
      `At 16 connections a request waits for the ones ahead of it: with 16 in flight and ${int(product.requestsPerSecond)} req/s the mean is`,
      `16 / ${int(product.requestsPerSecond)} s ≈ ${ms((16 / product.requestsPerSecond) * 1000)} ms by Little's law, so the c=16 p99 measures queueing on ${describeMachine().cores} cores (shared with`,
      'the load generator) more than rendering.',
    );
  }
  if (uncached) {
    rows.push(`| For scale: WooCommerce 11 + Storefront's shop page, c=16, same kind of 2-core machine: ≈ 20 req/s, p50 ≈ 800 ms | Vitrine uncached: ${int(uncached.requestsPerSecond)} req/s, p50 ${ms(uncached.p50)} ms | |`);
  }
  lines.push('### Against the targets', '', '| Target | Result | |', '|---|---|---|', ...rows, '');
  if (notes.length) lines.push(...notes);
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
