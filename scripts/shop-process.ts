/**
 * The real shop (`server/main.ts`) in a child process on a random loopback port, for the suites that
 * need a whole server: the cluster tests, the browser tests' extra shops, the load and Lighthouse runs.
 * Every process is bounded in time and killed when the process that started it exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import pg from 'pg';

const ROOT = resolve(import.meta.dirname, '..');
/** "… at http://127.0.0.1:4321/ (sqlite)" from one process, "… (postgres, 2 processes)" from a cluster. */
const SERVING = /Vitrine is serving .+ at (http:\/\/\S+?)\/ \(\w+(?:, (\d+) processes)?\)/;

export interface ShopProcessOptions {
  /** The shop's environment on top of ours (`PORT` and `HOST` are set here). */
  env: Record<string, string | undefined>;
  /** The loopback port to serve on; a free one when left out. */
  port?: number;
  /** Leave out our own `DATABASE_URL`, so only a database asked for in `env` is used. */
  withoutInheritedDatabase?: boolean;
  startTimeoutMs: number;
  /** No process outlives this, whatever happens to the code that started it. */
  maxLifetimeMs: number;
  /** SIGTERM first; SIGKILL when the process has not stopped after this long. */
  stopGraceMs?: number;
  /** Also write the process's output here. */
  log?: Writable;
}

export interface ShopProcess {
  url: string;
  /** How many processes serve, as the shop reported at start. */
  processes: number;
  child: ChildProcess;
  /** Everything the shop printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts the shop and waits until it says where it serves; throws with its output when it does not. */
export async function startShopProcess(options: ShopProcessOptions): Promise<ShopProcess> {
  const inherited: Record<string, string | undefined> = { ...process.env };
  if (options.withoutInheritedDatabase) delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, ...options.env, PORT: String(options.port ?? 0), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    options.log?.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const killer = setTimeout(() => child.kill('SIGKILL'), options.maxLifetimeMs);
  killer.unref();
  const exited = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      running.delete(child);
      clearTimeout(killer);
      resolveExit();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), options.stopGraceMs ?? 8_000);
      await exited;
      clearTimeout(forced);
    }
    options.log?.end();
  };

  const deadline = Date.now() + options.startTimeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const serving = SERVING.exec(output);
    if (serving) return { url: serving[1]!, processes: Number(serving[2] ?? 1), child, output: () => output, stop };
    await new Promise((wait) => setTimeout(wait, 50));
  }
  const why = child.exitCode === null ? `did not start within ${options.startTimeoutMs / 1000} s` : `exited with code ${child.exitCode}`;
  await stop();
  throw new Error(`The shop ${why}:\n${output}`);
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database beside the one `serverUrl` names (used only to create and drop it):
 * the shop migrates and seeds its own public schema, and never touches existing data. Given a
 * `template` (a database no one is connected to), the new one is a copy of it, file by file.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(template ? `create database ${name} template ${pg.escapeIdentifier(template)} strategy file_copy` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
