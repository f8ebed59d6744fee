import type { Server } from 'node:http';
import { Socket } from 'node:net';
import { isWorkerMessage, WORKER_MESSAGE, type WorkerMessage } from './worker-messages.ts';

/** The worker's end of the IPC channel: `process` in a cluster worker. */
export interface PrimaryChannel {
  readonly connected?: boolean;
  on(event: 'message', listener: (message: unknown, handle: unknown) => void): unknown;
  send?(message: WorkerMessage, handle: undefined, options: undefined, callback: (error: Error | null) => void): boolean;
}

export interface WorkerServing {
  /** How many handed-over connections are open now. */
  openConnections(): number;
  /**
   * Takes no more connections, closes the idle ones at once and each busy one as soon as its response
   * is sent; connections still open after `timeoutMs` are cut.
   */
  close(timeoutMs: number): Promise<void>;
}

/** How often a closing worker looks for connections that went idle. */
const DRAIN_POLL_MS = 25;

/**
 * Serves with `server` the connections the primary hands over, and tells the primary when each closes
 * (it balances on those counts) and when this worker is ready. The server never listens itself.
 */
export function serveFromPrimary(server: Server, channel: PrimaryChannel): WorkerServing {
  const open = new Set<Socket>();
  let closing = false;
  const tell = (type: WorkerMessage['type']) => {
    // A worker whose primary has gone (shutdown) has nobody left to tell.
    if (channel.connected !== false) channel.send?.({ type }, undefined, undefined, () => undefined);
  };
  // Node starts its header and request timeouts (slow-client protection) and its list of idle
  // connections when a server starts listening; this one is handed its connections instead.
  server.emit('listening');

  const onMessage = (message: unknown, handle: unknown) => {
    if (!isWorkerMessage(message, WORKER_MESSAGE.connection) || !(handle instanceof Socket)) return;
    if (closing) {
      handle.destroy();
      tell(WORKER_MESSAGE.closed);
      return;
    }
    open.add(handle);
    handle.once('close', () => {
      open.delete(handle);
      tell(WORKER_MESSAGE.closed);
    });
    // A listening server would set this on every accepted socket: responses go out without Nagle's delay.
    handle.setNoDelay(true);
    server.emit('connection', handle);
    // The primary accepted it without reading (`pauseOnConnect`); a socket that came over IPC already reads.
    handle.resume();
  };
  channel.on('message', onMessage);
  // A request that arrives while the worker closes is the last on its connection.
  server.on('request', (_request, response) => {
    if (closing) response.shouldKeepAlive = false;
  });
  tell(WORKER_MESSAGE.ready);

  return {
    openConnections: () => open.size,
    close: (timeoutMs) => {
      // Still listening: a connection handed over just before the primary heard of this is shut, not left open.
      closing = true;
      server.close();
      return new Promise<void>((resolveClosed) => {
        const deadline = Date.now() + timeoutMs;
        const drain = () => {
          if (Date.now() >= deadline) server.closeAllConnections();
          else server.closeIdleConnections();
          if (open.size === 0) resolveClosed();
          else setTimeout(drain, DRAIN_POLL_MS);
        };
        drain();
      });
    },
  };
}
