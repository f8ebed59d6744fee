import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/**
 * One serving process per CPU core. The primary prepares the database and then only supervises:
 * it forks the workers, which share the listening port (the primary hands out connections round
 * robin), replaces a worker that dies, and stops them all on shutdown.
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
  on(event: 'listening', listener: (address: { address: string | null; port: number }) => void): this;
  on(event: 'exit', listener: (code: number | null, signal: string | null) => void): this;
}

export interface SupervisorOptions extends Partial<typeof SUPERVISOR_DEFAULTS> {
  count: number;
  /** Starts one worker; `forkWorker` in production. */
  fork: () => WorkerLike;
  log?: (message: string) => void;
}

export interface Supervisor {
  /** Resolves with the shared address once every worker listens; rejects when a worker dies before then. */
  readonly ready: Promise<{ address: string | null; port: number }>;
  /** Process ids of the workers running now. */
  pids(): number[];
  /** Asks every worker to finish (SIGTERM), kills the ones still running after `stopTimeoutMs`. */
  stop(): Promise<void>;
}

export function superviseWorkers(options: SupervisorOptions): Supervisor {
  const settings = { ...SUPERVISOR_DEFAULTS, ...options };
  const log = options.log ?? ((message: string) => console.error(message));
  const workers = new Set<WorkerLike>();
  const exits = new Map<WorkerLike, Promise<void>>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let crashes: number[] = [];
  let listening = 0;
  let served = false;
  let stopping: Promise<void> | null = null;
  let resolveReady!: (address: { address: string | null; port: number }) => void;
  let rejectReady!: (error: Error) => void;
  const ready = new Promise<{ address: string | null; port: number }>((resolve, reject) => {
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
          resolveExit();
          if (!stopping) onUnexpectedExit(worker, code, signal);
        });
      }),
    );
    worker.on('listening', (address) => {
      if (served) return;
      listening += 1;
      if (listening < options.count) return;
      served = true;
      resolveReady(address);
    });
  };

  const onUnexpectedExit = (worker: WorkerLike, code: number | null, signal: string | null) => {
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
export function clusterForker(script: string): () => WorkerLike {
  // Round robin in the primary spreads connections evenly (the default everywhere but Windows).
  cluster.schedulingPolicy = cluster.SCHED_RR;
  cluster.setupPrimary({ exec: script, args: process.argv.slice(2) });
  return () => cluster.fork();
}

export const isClusterWorker = (): boolean => cluster.isWorker;
