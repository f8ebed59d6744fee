import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/** A body past the limit, when the caller refuses one. */
export class BodyTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
    this.name = 'BodyTooLargeError';
  }
}

export interface ReadBodyOptions {
  maxBytes: number;
  /** 'refuse': a larger body throws `BodyTooLargeError`; 'cut': the first `maxBytes` are kept and the rest is not read. */
  overflow: 'refuse' | 'cut';
  /** Covers the body too, not only the wait for the headers: when it aborts, the stream is destroyed and the read throws. */
  signal?: AbortSignal | undefined;
}

/**
 * Reads an HTTP answer's body (or any byte stream) into memory, never more than `maxBytes` of it. The
 * stream is destroyed once the read stops early, so no socket keeps draining a body nobody reads.
 */
export async function readBody(stream: Readable & { headers?: IncomingHttpHeaders }, options: ReadBodyOptions): Promise<Buffer> {
  const { maxBytes, overflow, signal } = options;
  // A length announced past the limit is refused before a byte is read.
  if (overflow === 'refuse' && Number(stream.headers?.['content-length'] ?? 0) > maxBytes) {
    stream.destroy();
    throw new BodyTooLargeError(maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stop = () => stream.destroy(new Error('aborted'));
  if (signal?.aborted) stop();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > maxBytes && overflow === 'refuse') throw new BodyTooLargeError(maxBytes);
      chunks.push(bytes);
      if (size >= maxBytes && overflow === 'cut') break;
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    // Leaving the loop early (break, a throw) already destroys the stream; a finished one is let be.
    if (!stream.readableEnded) stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}
