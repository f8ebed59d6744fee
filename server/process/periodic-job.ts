/** A job run one round at a time on a timer, and on demand. */
export interface PeriodicJob<T> {
  /** One round now (also what the timer runs); a round already running is shared, not doubled. */
  runOnce(): Promise<T>;
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `intervalMs` after the previous round ends, on a timer that never keeps the process
 * alive. A failed round goes to `onError` and the next one runs as planned.
 */
export function startPeriodicJob<T>(round: () => Promise<T>, intervalMs: number, onError: (error: unknown) => void): PeriodicJob<T> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;
  let stopped = false;

  const runOnce = (): Promise<T> => {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce().catch(onError).finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => undefined);
    },
  };
}
