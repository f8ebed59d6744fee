import { describe, expect, it } from 'vitest';
import { retryDelay } from './deliver.ts';
import { httpSender } from './http-post.ts';

describe('webhook delivery', () => {
  it('waits a minute after a first failure, twice as long after each further one, an hour at most', () => {
    expect([1, 2, 3, 4, 5].map((failures) => retryDelay(failures) / 60_000)).toEqual([1, 2, 4, 8, 16]);
    expect(retryDelay(40)).toBe(3_600_000);
  });

  it('never connects to a literal private address the policy refuses', async () => {
    const send = httpSender({ policy: { allowPrivate: false } });
    await expect(send({ url: 'http://127.0.0.1:9/hooks', body: '{}', headers: {} })).rejects.toThrow('127.0.0.1 is not a public address');
    await expect(send({ url: 'http://[::ffff:7f00:1]:9/hooks', body: '{}', headers: {} })).rejects.toThrow('::ffff:7f00:1 is not a public address');
  });
});
