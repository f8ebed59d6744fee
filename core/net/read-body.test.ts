import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBody } from './read-body.ts';

/** A body of `count` chunks of `size` bytes, counting how many were pulled. */
function chunked(count: number, size: number, headers: Record<string, string> = {}) {
  const pulled = { chunks: 0 };
  const stream = Readable.from(
    (function* () {
      for (let index = 0; index < count; index++) {
        pulled.chunks++;
        yield Buffer.alloc(size, 97 + (index % 26));
      }
    })(),
    { objectMode: false, highWaterMark: 1 },
  );
  return { stream: Object.assign(stream, { headers }), pulled };
}

/** A body that never ends (a receiver that sends the headers and then nothing). */
function silent() {
  return new Readable({ read() {} });
}

describe('readBody', () => {
  it('reads a whole body within the limit, whatever its chunks', async () => {
    const { stream } = chunked(3, 4);
    expect((await readBody(stream, { maxBytes: 12, overflow: 'refuse' })).toString()).toBe('aaaabbbbcccc');
    const { stream: cut } = chunked(2, 3);
    expect((await readBody(cut, { maxBytes: 100, overflow: 'cut' })).toString()).toBe('aaabbb');
  });

  it('refuses a body past the limit as it arrives, and one announced past it before reading a byte', async () => {
    const { stream, pulled } = chunked(1000, 10);
    await expect(readBody(stream, { maxBytes: 25, overflow: 'refuse' })).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled.chunks).toBeLessThan(10);
    expect(stream.destroyed).toBe(true);

    const announced = chunked(1, 10, { 'content-length': '5000' });
    await expect(readBody(announced.stream, { maxBytes: 1000, overflow: 'refuse' })).rejects.toThrow('larger than 1000 bytes');
    expect(announced.pulled.chunks).toBe(0);
    expect(announced.stream.destroyed).toBe(true);
  });

  it('keeps the first bytes of a long body and stops reading it', async () => {
    const { stream, pulled } = chunked(100_000, 10, { 'content-length': '1000000' });
    const body = await readBody(stream, { maxBytes: 25, overflow: 'cut' });
    expect(body.toString()).toBe('aaaaaaaaaabbbbbbbbbbccccc');
    expect(pulled.chunks).toBeLessThan(10);
    expect(stream.destroyed).toBe(true);
  });

  it('gives up on a body that stops coming when the signal aborts, and on one already aborted', async () => {
    const stream = silent();
    const started = Date.now();
    await expect(readBody(stream, { maxBytes: 100, overflow: 'cut', signal: AbortSignal.timeout(50) })).rejects.toThrow('aborted');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(stream.destroyed).toBe(true);

    const controller = new AbortController();
    controller.abort();
    await expect(readBody(silent(), { maxBytes: 100, overflow: 'refuse', signal: controller.signal })).rejects.toThrow('aborted');
  });
});
