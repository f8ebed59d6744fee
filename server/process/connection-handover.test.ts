import { EventEmitter } from 'node:events';
import { once } from 'node:events';
import { createServer as createHttpServer, type Server as HttpServer, type ServerOptions } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchConnections, type ConnectionDispatch, type ConnectionTaker } from './connection-dispatch.ts';
import { serveFromPrimary, type PrimaryChannel, type WorkerServing } from './worker-connections.ts';
import { WORKER_MESSAGE, type WorkerMessage } from './worker-messages.ts';

/**
 * A worker in this process: the primary's end of its channel (what the dispatcher hands sockets to)
 * and the worker's end (what serveFromPrimary listens on), joined as the IPC channel joins them.
 */
class LinkedWorker {
  readonly primaryEnd: ConnectionTaker & EventEmitter;
  readonly workerEnd: PrimaryChannel & EventEmitter;
  readonly told: WorkerMessage['type'][] = [];
  readonly http: HttpServer;
  serving!: WorkerServing;
  /** Handing over fails, as it does once the worker's channel has closed. */
  broken = false;

  readonly name: string;

  constructor(name: string, httpOptions: ServerOptions = {}) {
    this.name = name;
    this.http = createHttpServer(httpOptions, (request, response) => {
      response.setHeader('x-worker', name);
      // `/slow` answers after a while, to hold a connection busy.
      if (request.url === '/slow') setTimeout(() => response.end(name), 300);
      else response.end(name);
    });
    const primaryEnd = new EventEmitter() as ConnectionTaker & EventEmitter;
    const workerEnd = new EventEmitter() as PrimaryChannel & EventEmitter;
    primaryEnd.send = (message, handle, _options, callback) => {
      if (this.broken) {
        queueMicrotask(() => callback(new Error('Channel closed')));
        return false;
      }
      queueMicrotask(() => {
        callback(null);
        workerEnd.emit('message', message, handle);
      });
      return true;
    };
    workerEnd.send = (message, _handle, _options, callback) => {
      this.told.push(message.type);
      queueMicrotask(() => {
        callback(null);
        primaryEnd.emit('message', message);
      });
      return true;
    };
    this.primaryEnd = primaryEnd;
    this.workerEnd = workerEnd;
  }

  start(): this {
    this.serving = serveFromPrimary(this.http, this.workerEnd);
    return this;
  }
}

let dispatch: ConnectionDispatch | null = null;
let workers: LinkedWorker[] = [];
const clients: Socket[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  dispatch?.close();
  dispatch = null;
  await Promise.all(workers.map((worker) => worker.serving?.close(100)));
  workers = [];
});

async function startPrimary(...names: string[]): Promise<{ port: number; workers: LinkedWorker[] }> {
  dispatch = dispatchConnections();
  dispatch.server.listen(0, '127.0.0.1');
  await once(dispatch.server, 'listening');
  workers = names.map((name) => new LinkedWorker(name).start());
  for (const worker of workers) dispatch.add(worker.primaryEnd);
  return { port: (dispatch.server.address() as AddressInfo).port, workers };
}

/** A keep-alive client connection that sends one GET and resolves with the answering worker's name. */
async function openClient(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  clients.push(socket);
  await once(socket, 'connect');
  return socket;
}

function ask(socket: Socket, path = '/'): Promise<string> {
  return new Promise((resolveAnswer, rejectAnswer) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const worker = /x-worker: (\w+)/i.exec(text)?.[1];
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? -1);
      const body = text.split('\r\n\r\n')[1] ?? '';
      if (worker && body.length >= length) {
        socket.off('data', onData);
        resolveAnswer(worker);
      }
    };
    socket.on('data', onData);
    socket.once('error', rejectAnswer);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: shop.test\r\n\r\n`);
  });
}

const waitUntil = async (condition: () => boolean, timeoutMs = 2000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((wake) => setTimeout(wake, 10));
  }
};

describe('handing connections from the primary to the workers', () => {
  it('says it is ready, serves the sockets it is handed and reports each one closed', async () => {
    const { port, workers: [worker] } = await startPrimary('solo');
    expect(worker?.told).toEqual([WORKER_MESSAGE.ready]);
    const client = await openClient(port);
    expect(await ask(client)).toBe('solo');
    expect(await ask(client)).toBe('solo');
    expect(worker?.serving.openConnections()).toBe(1);
    expect(dispatch?.openOf(worker!.primaryEnd)).toBe(1);
    client.end();
    await waitUntil(() => worker?.told.includes(WORKER_MESSAGE.closed) ?? false);
    await waitUntil(() => dispatch?.openOf(worker!.primaryEnd) === 0);
    expect(worker?.serving.openConnections()).toBe(0);
  });

  it('splits sixteen connections opened at once eight and eight, and every one is answered', async () => {
    const { port } = await startPrimary('left', 'right');
    const sockets = await Promise.all(Array.from({ length: 16 }, () => openClient(port)));
    const answers = await Promise.all(sockets.map((socket) => ask(socket)));
    expect(answers.filter((name) => name === 'left')).toHaveLength(8);
    expect(answers.filter((name) => name === 'right')).toHaveLength(8);
  });

  it('sends new connections to the worker whose connections closed', async () => {
    const { port, workers: [left, right] } = await startPrimary('left', 'right');
    const sockets = await Promise.all(Array.from({ length: 4 }, () => openClient(port)));
    const answers = await Promise.all(sockets.map((socket) => ask(socket)));
    for (const [index, socket] of sockets.entries()) if (answers[index] === 'left') socket.end();
    await waitUntil(() => dispatch?.openOf(left!.primaryEnd) === 0);
    const next = await Promise.all([openClient(port), openClient(port)]);
    expect(await Promise.all(next.map((socket) => ask(socket)))).toEqual(['left', 'left']);
    expect(dispatch?.openOf(right!.primaryEnd)).toBe(2);
  });

  it('passes a connection on when a worker cannot take it, and holds connections while no worker serves', async () => {
    const { port, workers: [left, right] } = await startPrimary('left', 'right');
    left!.broken = true;
    const first = await openClient(port);
    expect(await ask(first)).toBe('right');
    // The broken worker is dropped for good.
    expect(await ask(await openClient(port))).toBe('right');

    dispatch?.remove(right!.primaryEnd);
    const waiting = await openClient(port);
    const answer = ask(waiting);
    const late = new LinkedWorker('late').start();
    workers.push(late);
    await new Promise((wake) => setTimeout(wake, 50));
    dispatch?.add(late.primaryEnd);
    expect(await answer).toBe('late');
  });

  it('stops accepting on close', async () => {
    const { port } = await startPrimary('solo');
    dispatch?.close();
    const refused = connect(port, '127.0.0.1');
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
  });
});

describe('a worker closing', () => {
  it('closes idle connections at once and a busy one after its response, and refuses new ones', async () => {
    const { port, workers: [worker] } = await startPrimary('solo');
    const idle = await openClient(port);
    expect(await ask(idle)).toBe('solo');
    const busy = await openClient(port);
    const slowAnswer = ask(busy, '/slow');
    await waitUntil(() => worker?.serving.openConnections() === 2);
    const idleClosed = once(idle, 'close');
    const closed = worker!.serving.close(5000);
    await idleClosed;
    expect(await slowAnswer).toBe('solo');
    await closed;
    expect(worker?.serving.openConnections()).toBe(0);

    // A connection handed over after closing is shut at once and counted as closed.
    const told = worker!.told.length;
    const late = await openClient(port);
    await once(late, 'close');
    await waitUntil(() => worker!.told.length > told);
    expect(worker!.told.at(-1)).toBe(WORKER_MESSAGE.closed);
  });

  it('cuts connections still busy when the time is up', async () => {
    const { port, workers: [worker] } = await startPrimary('solo');
    const busy = await openClient(port);
    void ask(busy, '/slow').catch(() => undefined);
    await waitUntil(() => worker?.serving.openConnections() === 1);
    const started = Date.now();
    await worker!.serving.close(50);
    expect(Date.now() - started).toBeLessThan(300);
    expect(worker?.serving.openConnections()).toBe(0);
  });

  it('keeps Node’s slow-client protection: a request whose headers never finish is answered 408', async () => {
    dispatch = dispatchConnections();
    dispatch.server.listen(0, '127.0.0.1');
    await once(dispatch.server, 'listening');
    const worker = new LinkedWorker('solo', { headersTimeout: 200, requestTimeout: 300, connectionsCheckingInterval: 50 }).start();
    workers = [worker];
    dispatch.add(worker.primaryEnd);
    const client = await openClient((dispatch.server.address() as AddressInfo).port);
    let text = '';
    client.on('data', (chunk: Buffer) => (text += chunk.toString()));
    client.write('GET / HTTP/1.1\r\nHost: shop.test\r\n');
    await once(client, 'close');
    expect(text).toMatch(/^HTTP\/1\.1 408/);
  });
});
