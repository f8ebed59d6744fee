import { createServer, STATUS_CODES, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SERVED_METHODS } from './allowed-methods.ts';

/**
 * The HTTP server the app runs in. Node's parser turns some requests away before the app sees them;
 * those get a proper answer here instead of a dropped connection or a bare 400:
 * - a CONNECT (the shop is no proxy) and a method the parser does not know (`FOO`, a lowercase `get`)
 *   get 405 with the methods the shop answers in `Allow`;
 * - a client that went away (ECONNRESET) gets nothing, and nothing is logged.
 */
export function createShopServer(app?: RequestListener): Server {
  const server = app ? createServer(app) : createServer();
  server.on('connect', (_request, socket: Duplex) => answerAndClose(socket, 405));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own default: nothing is written to a socket that is gone or already carries an answer.
    if (error.code === 'ECONNRESET' || !socket.writable || answerStarted(socket)) {
      socket.destroy();
      return;
    }
    answerAndClose(socket, parserErrorStatus(error.code));
  });
  return server;
}

/** Whether a response on this connection has sent its head (Node keeps it on the socket as `_httpMessage`). */
function answerStarted(socket: Duplex): boolean {
  return (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
}

/** The status Node itself answers a request its parser refused with, but 405 for an unknown method. */
function parserErrorStatus(code: string | undefined): number {
  switch (code) {
    case 'HPE_INVALID_METHOD':
      return 405;
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

function answerAndClose(socket: Duplex, status: number): void {
  const body = status === 405 ? `This server answers ${SERVED_METHODS.join(', ')} only.` : `${STATUS_CODES[status] ?? 'Bad Request'}.`;
  const headers = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...(status === 405 ? [`Allow: ${SERVED_METHODS.join(', ')}`] : []),
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
  // The request was not read: whatever else the client sends is not for us.
  socket.once('finish', () => socket.destroy());
}
