import cluster, { type Worker as ClusterWorker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { isWorkerMessage, WORKER_MESSAGE } from './worker-messages.ts';

/**
 * One serving process per CPU core. The primary prepares the database and then only supervises: it
 * forks the workers, hands them the connections it accepts (server/process/connection-dispatch.ts), replaces
 * a worker that dies, and stops them all on shutdown.
 */

export const SUPERVISOR_DEFAULTS = {
  /** Wait before replacing the first crashed worker; it doubles with every crash inside the window. */
  restartDelayMs: 250,
  maxRestartDelayMs: 30_000,
  /** Crashes further apart than this are not a crash loop: the wait starts over. */
  crashWindowMs: 60_000,
  /** Workers get this long to finish their requests on shutdown (they give up after 5 s themselves). */
  stopTimeoutMs: 8_000,
};

/** How many processes serve: always one in development, else `WEB_CONCURRENCY` or one per core. */
export function serverProcessCount(webConcurrency: number | undefined, dev: boolean, cores = availableParallelism()): number {
  if (dev) return 1;
  return webConcurrency ?? Math.max(1, cores);
}

/** The wait before the next replacement, given how many crashes fell inside the window (this one included). */
export function restartDelay(recentCrashes: number, baseMs = SUPERVISOR_DEFAULTS.restartDelayMs, maxMs = SUPERVISOR_DEFAULTS.maxRestartDelayMs): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(recentCrashes - 1, 30)));
}

/** What the supervisor needs of a worker; `cluster.Worker` has it. */
export interface WorkerLike {
  readonly process: { readonly pid?: number | undefined; kill(signal?: NodeJS.Signals): boolean };
  on(event: 'message', listener: (message: unknown) => void): this;
  on(event: 'exit', listener: (code: number | null, signal: string | null) => void): this;
}

export interface SupervisorOptions<W extends WorkerLike = WorkerLike> extends Partial<typeof SUPERVISOR_DEFAULTS> {
  count: number;
  /** Starts one worker; `clusterForker` in production. */
  fork: () => W;
  /** A worker said it is ready to serve (the dispatcher starts handing it connections). */
  onReady?: (worker: W) => void;
  /** A worker exited: it gets no more connections. */
  onGone?: (worker: W) => void;
  log?: (message: string) => void;
}

export interface Supervisor {
  /** Resolves once every worker is ready to serve; rejects when a worker dies before then. */
  readonly ready: Promise<void>;
  /** Process ids of the workers running now. */
  pids(): number[];
  /** Asks every worker to finish (SIGTERM), kills the ones still running after `stopTimeoutMs`. */
  stop(): Promise<void>;
}

export function superviseWorkers<W extends WorkerLike>(options: SupervisorOptions<W>): Supervisor {
  const settings = { ...SUPERVISOR_DEFAULTS, ...options };
  const log = options.log ?? ((message: string) => console.error(message));
  const workers = new Set<W>();
  const exits = new Map<W, Promise<void>>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let crashes: number[] = [];
  let readyCount = 0;
  let served = false;
  let stopping: Promise<void> | null = null;
  let resolveReady!: () => void;
  let rejectReady!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // A caller that only awaits stop() must not see an unhandled rejection.
  ready.catch(() => undefined);

  const start = () => {
    const worker = options.fork();
    workers.add(worker);
    exits.set(
      worker,
      new Promise<void>((resolveExit) => {
        worker.on('exit', (code, signal) => {
          workers.delete(worker);
          exits.delete(worker);
          options.onGone?.(worker);
          resolveExit();
          if (!stopping) onUnexpectedExit(worker, code, signal);
        });
      }),
    );
    let saidReady = false;
    worker.on('message', (message) => {
      if (saidReady || stopping || !isWorkerMessage(message, WORKER_MESSAGE.ready)) return;
      saidReady = true;
      options.onReady?.(worker);
      if (served) return;
      readyCount += 1;
      if (readyCount < options.count) return;
      served = true;
      resolveReady();
    });
  };

  const onUnexpectedExit = (worker: W, code: number | null, signal: string | null) => {
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!served) {
      // A worker failing before all have started is a configuration problem, not bad luck: give up.
      rejectReady(new Error(`A server process (pid ${worker.process.pid}) exited with ${how} before the shop was serving.`));
      void stop();
      return;
    }
    const now = Date.now();
    crashes = [...crashes.filter((at) => now - at < settings.crashWindowMs), now];
    const delay = restartDelay(crashes.length, settings.restartDelayMs, settings.maxRestartDelayMs);
    log(`Server process ${worker.process.pid} exited with ${how}; starting a new one in ${delay} ms.`);
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) start();
    }, delay);
    pendingRestarts.add(timer);
  };

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      for (const timer of pendingRestarts) clearTimeout(timer);
      pendingRestarts.clear();
      const running = [...exits.values()];
      for (const worker of workers) worker.process.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), settings.stopTimeoutMs);
      });
      const outcome = await Promise.race([Promise.all(running).then(() => 'done' as const), timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        for (const worker of workers) worker.process.kill('SIGKILL');
        await Promise.all([...exits.values()]);
      }
    })();
    return stopping;
  };

  for (let index = 0; index < options.count; index += 1) start();

  return {
    ready,
    pids: () => [...workers].flatMap((worker) => (worker.process.pid === undefined ? [] : [worker.process.pid])),
    stop,
  };
}

/** Forks `script` (the server entry) as a cluster worker with this process's arguments and environment. */
export function clusterForker(script: string): () => ClusterWorker {
  cluster.setupPrimary({ exec: script, args: process.argv.slice(2) });
  return () => cluster.fork();
}

export const isClusterWorker = (): boolean => cluster.isWorker;
