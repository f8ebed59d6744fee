import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StallingProxy {
  /** The proxy's address, to open pages through. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A loopback proxy in front of the shop that sends each HTML page in two parts, stalling after the first
 * occurrence of `stallAfter` for `pauseMs`: a slow network cutting the document where a browser would
 * paint what it has. Everything else passes through as it comes.
 */
export async function startStallingProxy(target: string, stallAfter: string, pauseMs: number): Promise<StallingProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' } },
      async (response) => {
        const isPage = (response.headers['content-type'] ?? '').startsWith('text/html');
        if (!isPage) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        const html = Buffer.concat(chunks).toString('utf8');
        const cut = html.indexOf(stallAfter);
        const headers = { ...response.headers };
        delete headers['content-length'];
        outgoing.writeHead(response.statusCode ?? 502, headers);
        if (cut < 0) {
          outgoing.end(html);
          return;
        }
        outgoing.write(html.slice(0, cut + stallAfter.length));
        setTimeout(() => outgoing.end(html.slice(cut + stallAfter.length)), pauseMs);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((closed) => { server.closeAllConnections(); server.close(() => closed()); }),
  };
}
