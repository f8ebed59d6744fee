/**
 * Cart requests run one at a time, in the order they were asked for: two quick adds must not race,
 * and the fragments that land last must be those of the last change. A failing task does not stop
 * the ones after it.
 */
export interface RequestQueue {
  /** Runs `task` once every task added before it has settled; resolves or rejects as it does. */
  add<T>(task: () => Promise<T>): Promise<T>;
}

export function createRequestQueue(): RequestQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    add(task) {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
