/** Rejects with the signal's own reason, as fetch does, so callers can tell a cancel from a failure. */
export function throwIfAborted(signal: AbortSignal | null | undefined): void {
  if (signal?.aborted) throw signal.reason;
}

export type Sleep = (ms: number, signal?: AbortSignal | null) => Promise<void>;

/** A timer that an abort cuts short, rejecting with the abort reason. */
export const sleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
