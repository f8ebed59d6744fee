import type { IncomingMessage } from 'node:http';

/** What Node reports when the other end closed the connection: a body cut short, a reset, a write to a closed socket. */
const CLOSED_BY_PEER = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * Whether `error` only says that the client went away: its connection is closed and the error is the
 * one a closed connection raises (`Error: aborted` for a body that never came). A reset of another
 * connection (the database's) while the client is still there stays an error of the shop's.
 */
export function endedByClient(error: unknown, req: IncomingMessage): boolean {
  if (!req.socket.destroyed && !req.readableAborted) return false;
  const { code, message } = (error ?? {}) as NodeJS.ErrnoException;
  return CLOSED_BY_PEER.has(code ?? '') || message === 'aborted';
}

export interface ClientsGoneOptions {
  /** The shortest time between two lines. */
  intervalMs: number;
  log: (line: string) => void;
}

export interface ClientsGone {
  /** Counts a request its client ended; says so in the log at most once per interval. */
  count(): void;
  /** Says what is counted and not said yet (when the process stops). */
  flush(): void;
}

/**
 * A client that goes away is no error of the shop's, and one line per such request would let anyone
 * fill the log: they are counted, and the count is said in one line at most once per interval (the
 * first at once, what came during the interval at its end), never with a stack.
 */
export function clientsGone({ intervalMs, log }: ClientsGoneOptions): ClientsGone {
  let pending = 0;
  let quietUntil = 0;
  let timer: NodeJS.Timeout | undefined;
  const every = intervalMs % 1000 === 0 ? `${intervalMs / 1000} s` : `${intervalMs} ms`;

  const say = () => {
    timer = undefined;
    if (pending === 0) return;
    log(`${pending} ${pending === 1 ? 'request was ended by its client' : 'requests were ended by their clients'} before the answer (connection closed; not an error, said at most once every ${every})`);
    pending = 0;
    quietUntil = Date.now() + intervalMs;
  };

  return {
    count() {
      pending += 1;
      if (timer) return;
      const wait = quietUntil - Date.now();
      if (wait <= 0) return say();
      timer = setTimeout(say, wait);
      // Nothing to say is no reason to keep a stopping process alive (flush says it).
      timer.unref();
    },
    flush() {
      clearTimeout(timer);
      say();
    },
  };
}
