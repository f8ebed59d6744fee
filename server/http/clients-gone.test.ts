import { Socket } from 'node:net';
import { IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientsGone, endedByClient } from './clients-gone.ts';

describe('counting requests their clients ended', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the first at once and what came during the interval once, at its end, never more than a line per interval', () => {
    const lines: string[] = [];
    const gone = clientsGone({ intervalMs: 60_000, log: (line) => lines.push(line) });
    gone.count();
    expect(lines).toEqual(['1 request was ended by its client before the answer (connection closed; not an error, said at most once every 60 s)']);
    for (let n = 0; n < 500; n += 1) gone.count();
    vi.advanceTimersByTime(59_999);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^500 requests were ended by their clients before the answer/);

    // A quiet interval says nothing; the next request after it is said at once.
    vi.advanceTimersByTime(120_000);
    expect(lines).toHaveLength(2);
    gone.count();
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^1 request was ended by its client/);
  });

  it('says what is counted and not said yet when flushed, and nothing when there is nothing', () => {
    const lines: string[] = [];
    const gone = clientsGone({ intervalMs: 60_000, log: (line) => lines.push(line) });
    gone.flush();
    expect(lines).toEqual([]);
    gone.count();
    gone.count();
    gone.count();
    gone.flush();
    expect(lines.map((line) => line.split(' ')[0])).toEqual(['1', '2']);
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(2);
  });
});

describe('a request ended by its client', () => {
  function request(destroyed: boolean): IncomingMessage {
    const socket = new Socket();
    if (destroyed) socket.destroy();
    return new IncomingMessage(socket);
  }
  const reset = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });

  it('is an error a closed connection raises, on a request whose connection is closed', () => {
    expect(endedByClient(reset, request(true))).toBe(true);
    expect(endedByClient(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }), request(true))).toBe(true);
  });

  it('is not a reset while the client is still there (the database connection), nor another error after it left', () => {
    expect(endedByClient(reset, request(false))).toBe(false);
    expect(endedByClient(new TypeError('x is undefined'), request(true))).toBe(false);
    expect(endedByClient(undefined, request(true))).toBe(false);
  });
});
