import { createServer, type Server, type Socket } from 'node:net';
import { ConnectionBalancer } from './connection-balancer.ts';
import { isWorkerMessage, WORKER_MESSAGE } from './worker-messages.ts';

/** What the dispatcher needs of a serving process; `cluster.Worker` has it. */
export interface ConnectionTaker {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  send(message: unknown, handle: Socket, options: { keepOpen: false }, callback: (error: Error | null) => void): boolean;
}

export interface ConnectionDispatch {
  /** Accepts the connections; listen on it. */
  readonly server: Server;
  /** A worker that said it is ready: it takes connections from now on. */
  add(worker: ConnectionTaker): void;
  /** A worker that exited or is stopping: it takes no more. */
  remove(worker: ConnectionTaker): void;
  /** How many connections the worker holds, as far as the primary knows. */
  openOf(worker: ConnectionTaker): number;
  /** Stops accepting; connections already handed over stay with their workers, which close them. */
  close(): void;
}

/** Connections accepted while no worker serves (all restarting) wait this many at most. */
const MAX_WAITING = 1024;

/**
 * The primary's listening socket: it accepts each connection without reading from it and hands it to
 * the worker holding the fewest open connections (server/process/connection-balancer.ts).
 */
export function dispatchConnections(): ConnectionDispatch {
  const balancer = new ConnectionBalancer<ConnectionTaker>();
  const listeners = new Map<ConnectionTaker, (message: unknown) => void>();
  const waiting: Socket[] = [];

  const handOver = (socket: Socket) => {
    if (socket.destroyed) return;
    const worker = balancer.take();
    if (!worker) {
      if (waiting.length < MAX_WAITING) waiting.push(socket);
      else socket.destroy();
      return;
    }
    const sent = (error: Error | null) => {
      if (!error) return;
      // The worker's channel is gone (it is exiting): it takes nothing more, and the connection goes elsewhere.
      remove(worker);
      handOver(socket);
    };
    try {
      worker.send({ type: WORKER_MESSAGE.connection }, socket, { keepOpen: false }, sent);
    } catch (error) {
      sent(error as Error);
    }
  };

  const remove = (worker: ConnectionTaker) => {
    const listener = listeners.get(worker);
    if (listener) worker.off('message', listener);
    listeners.delete(worker);
    balancer.remove(worker);
  };

  const server = createServer({ pauseOnConnect: true }, handOver);
  return {
    server,
    add: (worker) => {
      if (listeners.has(worker)) return;
      const listener = (message: unknown) => {
        if (isWorkerMessage(message, WORKER_MESSAGE.closed)) balancer.release(worker);
      };
      listeners.set(worker, listener);
      worker.on('message', listener);
      balancer.add(worker);
      for (const socket of waiting.splice(0)) handOver(socket);
    },
    remove,
    openOf: (worker) => balancer.openOf(worker),
    close: () => {
      for (const socket of waiting.splice(0)) socket.destroy();
      // Not awaited: Node would wait for the workers to close every connection handed over.
      if (server.listening) server.close();
    },
  };
}
