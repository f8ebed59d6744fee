import { describe, expect, it } from 'vitest';
import { ConnectionBalancer } from './connection-balancer.ts';

function balancer(...workers: string[]) {
  const balance = new ConnectionBalancer<string>();
  for (const worker of workers) balance.add(worker);
  return balance;
}

function takeMany(balance: ConnectionBalancer<string>, count: number): string[] {
  return Array.from({ length: count }, () => balance.take() ?? 'none');
}

const tally = (taken: string[]) => taken.reduce<Record<string, number>>((counts, worker) => ({ ...counts, [worker]: (counts[worker] ?? 0) + 1 }), {});

describe('connection balancer', () => {
  it('spreads a burst of connections evenly over the workers', () => {
    expect(tally(takeMany(balancer('a', 'b'), 16))).toEqual({ a: 8, b: 8 });
    expect(tally(takeMany(balancer('a', 'b', 'c'), 16))).toEqual({ a: 6, b: 5, c: 5 });
  });

  it('gives the next connection to the worker holding the fewest', () => {
    const balance = balancer('a', 'b');
    takeMany(balance, 8);
    balance.release('b');
    balance.release('b');
    expect(takeMany(balance, 2)).toEqual(['b', 'b']);
    expect(balance.openOf('a')).toBe(4);
    expect(balance.openOf('b')).toBe(4);
  });

  it('takes ties in turn, so one connection at a time alternates between the workers', () => {
    const balance = balancer('a', 'b', 'c');
    const taken: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const worker = balance.take() ?? 'none';
      taken.push(worker);
      balance.release(worker);
    }
    expect(taken).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('never chooses a removed worker, and has nobody to offer when none serves', () => {
    const balance = balancer('a', 'b');
    balance.remove('a');
    expect(takeMany(balance, 3)).toEqual(['b', 'b', 'b']);
    balance.remove('b');
    expect(balance.take()).toBeUndefined();
    expect(balance.openOf('b')).toBe(0);
  });

  it('starts a worker added again at no connections and ignores releases it cannot match', () => {
    const balance = balancer('a');
    balance.release('a');
    balance.release('stranger');
    expect(balance.openOf('a')).toBe(0);
    takeMany(balance, 2);
    balance.add('a');
    expect(balance.openOf('a')).toBe(2);
    balance.remove('a');
    balance.add('a');
    expect(balance.openOf('a')).toBe(0);
  });
});
