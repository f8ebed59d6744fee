import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restartDelay, serverProcessCount, superviseWorkers, type SupervisorOptions } from './cluster.ts';
import { WORKER_MESSAGE } from './worker-messages.ts';

/** A worker stand-in: records the signals it gets and exits when told to. */
class FakeWorker extends EventEmitter {
  static nextPid = 1000;
  readonly signals: string[] = [];
  /** Whether SIGTERM makes it exit (a hung worker ignores it). */
  obeysTerm = true;
  readonly process = {
    pid: FakeWorker.nextPid++,
    kill: (signal: NodeJS.Signals = 'SIGTERM') => {
      this.signals.push(signal);
      if (signal === 'SIGKILL' || this.obeysTerm) queueMicrotask(() => this.exit(signal === 'SIGKILL' ? null : 0, signal === 'SIGKILL' ? 'SIGKILL' : null));
      return true;
    },
  };
  /** What a worker sends once its app is built. */
  sayReady() {
    this.emit('message', { type: WORKER_MESSAGE.ready });
  }
  exit(code: number | null, signal: string | null = null) {
    this.emit('exit', code, signal);
  }
}

function supervise(overrides: Partial<SupervisorOptions<FakeWorker>> = {}) {
  const forked: FakeWorker[] = [];
  const log: string[] = [];
  const supervisor = superviseWorkers({
    count: 2,
    fork: () => {
      const worker = new FakeWorker();
      forked.push(worker);
      return worker;
    },
    log: (message) => log.push(message),
    ...overrides,
  });
  return { supervisor, forked, log };
}

describe('process count', () => {
  it('is one per core unless WEB_CONCURRENCY says otherwise, and one in development', () => {
    expect(serverProcessCount(undefined, false, 8)).toBe(8);
    expect(serverProcessCount(3, false, 8)).toBe(3);
    expect(serverProcessCount(1, false, 8)).toBe(1);
    expect(serverProcessCount(4, true, 8)).toBe(1);
    expect(serverProcessCount(undefined, false, 0)).toBe(1);
  });
});

describe('restart back-off', () => {
  it('doubles with each crash in the window, up to the maximum', () => {
    expect([1, 2, 3, 4].map((crashes) => restartDelay(crashes, 250, 30_000))).toEqual([250, 500, 1000, 2000]);
    expect(restartDelay(20, 250, 30_000)).toBe(30_000);
    expect(restartDelay(10_000, 250, 30_000)).toBe(30_000);
  });
});

describe('worker supervisor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('forks the workers and is ready when all of them say so', async () => {
    const readyWorkers: FakeWorker[] = [];
    const { supervisor, forked } = supervise({ count: 3, onReady: (worker) => readyWorkers.push(worker) });
    expect(forked).toHaveLength(3);
    let ready = false;
    void supervisor.ready.then(() => (ready = true));
    forked[1]?.sayReady();
    forked[0]?.sayReady();
    // Anything else a worker sends is not readiness, nor is saying it twice.
    forked[0]?.emit('message', { type: WORKER_MESSAGE.closed });
    forked[0]?.emit('message', 'ready');
    forked[0]?.sayReady();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(false);
    expect(readyWorkers).toEqual([forked[1], forked[0]]);
    forked[2]?.sayReady();
    await expect(supervisor.ready).resolves.toBeUndefined();
    expect(readyWorkers).toEqual([forked[1], forked[0], forked[2]]);
    expect(supervisor.pids()).toEqual(forked.map((worker) => worker.process.pid));
  });

  it('reports each worker that exits as gone, once, so it gets no more connections', async () => {
    const gone: FakeWorker[] = [];
    const readyWorkers: FakeWorker[] = [];
    const { supervisor, forked } = supervise({ restartDelayMs: 100, onGone: (worker) => gone.push(worker), onReady: (worker) => readyWorkers.push(worker) });
    for (const worker of forked) worker.sayReady();
    await supervisor.ready;
    forked[0]?.exit(1);
    expect(gone).toEqual([forked[0]]);
    await vi.advanceTimersByTimeAsync(100);
    // The replacement takes connections once it says it is ready, like the first ones.
    expect(readyWorkers).toEqual([forked[0], forked[1]]);
    forked[2]?.sayReady();
    expect(readyWorkers).toEqual([forked[0], forked[1], forked[2]]);
    await supervisor.stop();
    expect(gone).toEqual([forked[0], forked[1], forked[2]]);
  });

  it('replaces a worker that dies, waiting longer when they keep dying', async () => {
    const { supervisor, forked, log } = supervise({ restartDelayMs: 100, crashWindowMs: 60_000 });
    for (const worker of forked) worker.sayReady();
    await supervisor.ready;

    forked[0]?.exit(null, 'SIGKILL');
    expect(supervisor.pids()).toEqual([forked[1]?.process.pid]);
    expect(log[0]).toMatch(/exited with signal SIGKILL; starting a new one in 100 ms/);
    await vi.advanceTimersByTimeAsync(99);
    expect(forked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(forked).toHaveLength(3);

    // A crash loop: each replacement dies at once, and the waits grow.
    forked[2]?.exit(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(forked).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(forked).toHaveLength(4);
    forked[3]?.exit(1);
    expect(log.at(-1)).toMatch(/exited with code 1; starting a new one in 400 ms/);

    // Once the crashes are old, the wait starts over.
    await vi.advanceTimersByTimeAsync(61_000);
    forked[4]?.exit(1);
    expect(log.at(-1)).toMatch(/in 100 ms/);
    await vi.advanceTimersByTimeAsync(100);
    expect(supervisor.pids()).toHaveLength(2);
  });

  it('gives up when a worker dies before all are serving', async () => {
    const { supervisor, forked } = supervise();
    forked[1]?.sayReady();
    forked[0]?.exit(1);
    await expect(supervisor.ready).rejects.toThrow(/exited with code 1 before the shop was serving/);
    await vi.runAllTimersAsync();
    expect(forked).toHaveLength(2);
    expect(forked[1]?.signals).toEqual(['SIGTERM']);
    expect(supervisor.pids()).toEqual([]);
  });

  it('stops the workers with SIGTERM and does not replace them', async () => {
    const { supervisor, forked } = supervise();
    for (const worker of forked) worker.sayReady();
    await supervisor.ready;
    await supervisor.stop();
    expect(forked.map((worker) => worker.signals)).toEqual([['SIGTERM'], ['SIGTERM']]);
    await vi.runAllTimersAsync();
    expect(forked).toHaveLength(2);
    expect(supervisor.pids()).toEqual([]);
  });

  it('cancels a pending replacement on stop', async () => {
    const { supervisor, forked } = supervise({ restartDelayMs: 1000 });
    for (const worker of forked) worker.sayReady();
    await supervisor.ready;
    forked[0]?.exit(null, 'SIGSEGV');
    await supervisor.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(forked).toHaveLength(2);
  });

  it('kills a worker that does not finish within the stop timeout', async () => {
    const { supervisor, forked } = supervise({ stopTimeoutMs: 3000 });
    for (const worker of forked) worker.sayReady();
    await supervisor.ready;
    if (forked[1]) forked[1].obeysTerm = false;
    let stopped = false;
    const stopping = supervisor.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(stopped).toBe(false);
    expect(forked[1]?.signals).toEqual(['SIGTERM']);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(forked[1]?.signals).toEqual(['SIGTERM', 'SIGKILL']);
    expect(forked[0]?.signals).toEqual(['SIGTERM']);
  });
});
