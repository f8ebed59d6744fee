import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '../../db/connect.ts';
import { buildDirectory } from '../../scripts/build-if-needed.ts';
import { createScratchDatabase, startShopProcess } from '../../scripts/shop-process.ts';
import { copyDemoUploads } from '../demo-uploads.ts';
import { DIALECTS } from '../dialects.ts';
import { nonceIn } from '../fixtures/visitor.ts';

const ADMIN_PASSWORD = 'cluster-admin-password';
const FORM = 'application/x-www-form-urlencoded';
/** Seeding the demo store comes first; a busy machine needs a while. */
const START_TIMEOUT_MS = 150_000;
/** Whatever happens to the suite, the server does not outlive this. */
const MAX_LIFETIME_MS = 5 * 60_000;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own, so the cluster hands each to the next process in turn. */
function get(url: string, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Reply> {
  return new Promise((resolveReply, reject) => {
    const req = httpRequest(new URL(path, url), { method, headers, agent: false, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolveReply({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

const cookiesOf = (reply: Reply) => (reply.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** A GET on a keep-alive agent's connection; resolves with the status once the body is read. */
function getOn(agent: Agent, url: string, path: string): Promise<number> {
  return new Promise((resolveStatus, reject) => {
    const req = httpRequest(new URL(path, url), { agent, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolveStatus(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** How many sockets a process has open (Linux: its file descriptors that are sockets). */
function openSockets(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:');
    } catch {
      return false;
    }
  }).length;
}

/** Process ids of the workers: the children of the primary. */
function workerPids(primary: ChildProcess): number[] {
  const ps = spawnSync('ps', ['-o', 'pid=', '--ppid', String(primary.pid)], { encoding: 'utf8' });
  return ps.stdout.split('\n').map((line) => Number(line.trim())).filter((pid) => pid > 0);
}

interface ClusterShop {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** The real server (`server/main.ts`, production build) with two processes on a fresh database and a random port. */
async function startClusterShop(dialect: DialectName): Promise<ClusterShop> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-cluster-'));
  // The server migrates the public schema of its database, so on PostgreSQL it gets a database of its own.
  const database = dialect === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'vitrine_cluster') : null;
  const configPath = join(dir, 'vitrine.config.json');
  writeFileSync(configPath, '{}');
  copyDemoUploads(join(dir, 'uploads'));
  const cleanUp = async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const shop = await startShopProcess({
      env: {
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '2',
        SQLITE_PATH: join(dir, 'vitrine.sqlite'),
        UPLOADS_DIR: join(dir, 'uploads'),
        ADMIN_PASSWORD,
        VITRINE_BUILD_DIR: buildDirectory(),
        VITRINE_CONFIG: configPath,
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
      withoutInheritedDatabase: true,
      startTimeoutMs: START_TIMEOUT_MS,
      maxLifetimeMs: MAX_LIFETIME_MS,
      stopGraceMs: 15_000,
    });
    return { url: shop.url, child: shop.child, output: shop.output, stop: () => shop.stop().then(cleanUp) };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

describe.each(DIALECTS)('two server processes on %s', (dialect) => {
  let shop: ClusterShop;
  beforeAll(async () => {
    shop = await startClusterShop(dialect);
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await shop?.stop();
  }, 30_000);

  it('prints the address once and runs two workers under the primary', () => {
    expect(shop.output().match(/Vitrine is serving/g)).toHaveLength(1);
    expect(workerPids(shop.child)).toHaveLength(2);
  });

  it('spreads connections opened all at once evenly over the processes, and answers on each', async () => {
    const workers = workerPids(shop.child);
    const before = workers.map(openSockets);
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    try {
      const replies = await Promise.all(Array.from({ length: 16 }, () => getOn(agent, shop.url, '/favicon.svg')));
      expect(replies.every((status) => status === 200)).toBe(true);
      // Every connection is still open (keep-alive): each process holds eight of them.
      expect(workers.map((pid, index) => openSockets(pid) - (before[index] ?? 0))).toEqual([8, 8]);
    } finally {
      agent.destroy();
    }
  });

  it('shows an admin edit made through one process on the pages of every process', async () => {
    // Each process keeps its own page cache: the home page is rendered once per process, then served from memory.
    const warmUp: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const reply = await get(shop.url, '/');
      expect(reply.status).toBe(200);
      warmUp.push(String(reply.headers['x-cache']));
    }
    expect(warmUp.filter((state) => state === 'MISS')).toHaveLength(2);
    expect(warmUp.slice(-2)).toEqual(['HIT', 'HIT']);

    const login = await get(
      shop.url,
      '/my-account/?index',
      { 'content-type': FORM },
      'POST',
      new URLSearchParams({ intent: 'login', username: 'admin', password: ADMIN_PASSWORD }).toString(),
    );
    expect(login.status).toBe(303);
    const cookie = cookiesOf(login);
    const form = await get(shop.url, '/admin/settings/', { cookie });
    expect(form.status).toBe(200);
    const nonce = nonceIn(form.body);
    expect(nonce).not.toBe('');

    const notice = `Free delivery this week ${randomBytes(4).toString('hex')}`;
    const saved = await get(
      shop.url,
      '/admin/settings/',
      { 'content-type': FORM, cookie },
      'POST',
      new URLSearchParams({ _wpnonce: nonce, notice_enabled: '1', notice_text: notice }).toString(),
    );
    expect(saved.status).toBe(303);

    // Within a few seconds every process serves the new notice, on several pages in a row.
    const savedAt = Date.now();
    let inARow = 0;
    while (inARow < 6 && Date.now() - savedAt < 10_000) {
      const reply = await get(shop.url, inARow % 2 ? '/shop/' : '/');
      expect(reply.status).toBe(200);
      inARow = reply.body.includes(notice) ? inARow + 1 : 0;
      if (inARow === 0) await sleep(100);
    }
    expect(inARow).toBe(6);
  });

  it('replaces a worker that is killed, and the shop keeps answering', async () => {
    const before = workerPids(shop.child);
    expect(before).toHaveLength(2);
    const [victim, survivor] = before as [number, number];
    process.kill(victim, 'SIGKILL');
    const killedAt = Date.now();
    // A connection handed to the worker in the instant it dies is lost with it, so the visitors of this
    // test arrive once the primary has seen the exit.
    while (!shop.output().includes(`Server process ${victim} exited with signal SIGKILL`) && Date.now() - killedAt < 5_000) await sleep(10);
    expect(shop.output()).toMatch(new RegExp(`Server process ${victim} exited with signal SIGKILL`));

    let replacement: number | undefined;
    while (replacement === undefined && Date.now() - killedAt < 15_000) {
      expect((await get(shop.url, '/shop/')).status).toBe(200);
      replacement = workerPids(shop.child).find((pid) => pid !== victim && pid !== survivor);
      await sleep(50);
    }
    expect(replacement).toBeDefined();

    // The new process serves too once it listens: a page neither has cached is rendered once by each.
    let misses = 0;
    while (misses < 2 && Date.now() - killedAt < 20_000) {
      const reply = await get(shop.url, '/blog/');
      expect(reply.status).toBe(200);
      if (reply.headers['x-cache'] === 'MISS') misses += 1;
      else await sleep(50);
    }
    expect(misses).toBe(2);
    const byNumber = (a: number, b: number) => a - b;
    expect(workerPids(shop.child).sort(byNumber)).toEqual([survivor, replacement as number].sort(byNumber));
  });
});
