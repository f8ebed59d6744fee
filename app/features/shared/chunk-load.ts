/** How long a script chunk loaded on demand may take to arrive before the page gives up on it (spec section 7). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const ANALYTICS_LOAD_TIMEOUT_MS = CHUNK_LOAD_TIMEOUT_MS;

/** A script chunk that did not arrive (time-out or failed import), under the name bundlers use for it. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Runs `importer` and settles with its module, or rejects with a ChunkLoadError when it fails or takes
 * longer than `timeoutMs`. A module arriving after the time-out is ignored.
 */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number, timers: Timers, name = 'analytics'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new ChunkLoadError(`Loading the ${name} chunk timed out after ${timeoutMs} ms.`)), timeoutMs);
    let pending: Promise<T>;
    try {
      pending = importer();
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (module) => {
        timers.clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        timers.clearTimeout(timer);
        reject(new ChunkLoadError(`Loading the ${name} chunk failed.`, { cause: error }));
      },
    );
  });
}
