/**
 * What the primary and its serving processes say to each other over the IPC channel. The primary
 * accepts every connection and hands it to a worker (server/process/connection-dispatch.ts); the worker says
 * when it is ready and when each connection it was given has closed (server/process/worker-connections.ts).
 */
export const WORKER_MESSAGE = {
  /** Worker → primary: the app is built, hand me connections. */
  ready: 'vitrine:ready',
  /** Primary → worker, with the socket as the handle: serve this connection. */
  connection: 'vitrine:connection',
  /** Worker → primary: one of the connections I was handed has closed. */
  closed: 'vitrine:closed',
} as const;

export type WorkerMessageType = (typeof WORKER_MESSAGE)[keyof typeof WORKER_MESSAGE];

export interface WorkerMessage {
  type: WorkerMessageType;
}

export function isWorkerMessage(message: unknown, type: WorkerMessageType): message is WorkerMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}
