/**
 * Which serving process takes the next connection: the one holding the fewest open connections, ties
 * taken in turn. Keep-alive clients (browsers, proxies, load generators) often open many connections
 * at once and keep them; spreading them by count keeps every process equally loaded, where handing each
 * to whichever process answers first can leave one process with nearly all of them.
 */
export class ConnectionBalancer<Worker> {
  readonly #open = new Map<Worker, number>();
  /** Where the search for the least loaded worker starts, so ties rotate. */
  #turn = 0;

  /** A worker ready to serve, holding no connection yet. */
  add(worker: Worker): void {
    if (!this.#open.has(worker)) this.#open.set(worker, 0);
  }

  /** A worker that stopped serving; its connections are gone with it. */
  remove(worker: Worker): void {
    this.#open.delete(worker);
  }

  /** The worker for the next connection, counted as holding it from now on; undefined when none serves. */
  take(): Worker | undefined {
    const workers = [...this.#open.keys()];
    if (workers.length === 0) return undefined;
    let chosen = this.#turn % workers.length;
    for (let step = 1; step < workers.length; step += 1) {
      const index = (this.#turn + step) % workers.length;
      if (this.openOf(workers[index]!) < this.openOf(workers[chosen]!)) chosen = index;
    }
    this.#turn = chosen + 1;
    const worker = workers[chosen]!;
    this.#open.set(worker, this.openOf(worker) + 1);
    return worker;
  }

  /** One of this worker's connections closed. */
  release(worker: Worker): void {
    const open = this.#open.get(worker);
    if (open !== undefined && open > 0) this.#open.set(worker, open - 1);
  }

  /** How many connections the worker holds; 0 for a worker not serving. */
  openOf(worker: Worker): number {
    return this.#open.get(worker) ?? 0;
  }
}
