import { describe, expect, it } from 'vitest';
import { addByRate, leftByRate, proRataShare, rateSum, shareOut } from './refund-math.ts';

describe('proRataShare', () => {
  it('gives each unit its whole share and the last unit the remainder, so a line refunded unit by unit gives back exactly its total', () => {
    // $10.00 for 3 units: 333 + 333 + 334.
    expect(proRataShare(1000, 3, 0, 1, 0)).toBe(333);
    expect(proRataShare(1000, 3, 1, 1, 333)).toBe(333);
    expect(proRataShare(1000, 3, 2, 1, 666)).toBe(334);
    expect(proRataShare(1000, 3, 0, 2, 0)).toBe(666);
    expect(proRataShare(1000, 3, 2, 1, 666) + proRataShare(1000, 3, 0, 2, 0)).toBe(1000);
    expect(proRataShare(1000, 3, 0, 3, 0)).toBe(1000);
  });

  it('adds up to the line’s total whichever way its units are refunded', () => {
    for (const [total, units] of [
      [1999, 7],
      [1, 3],
      [0, 2],
      [100_000_001, 9],
      [5, 5],
    ] as const) {
      for (let first = 0; first <= units; first++) {
        const a = proRataShare(total, units, 0, first, 0);
        const b = proRataShare(total, units, first, units - first, a);
        expect(a + b, `${total} over ${units}, ${first} first`).toBe(total);
        expect(a).toBeLessThanOrEqual(total);
      }
    }
  });

  it('never gives back more than is left of the line, nor anything for no units', () => {
    // 900 of the 1000 given back before (a typed amount): one unit gets the 100 left.
    expect(proRataShare(1000, 3, 0, 1, 900)).toBe(100);
    // The last units take what is left, not their share, when amounts were refunded without units.
    expect(proRataShare(1000, 2, 0, 2, 300)).toBe(700);
    expect(proRataShare(1000, 3, 0, 0, 0)).toBe(0);
    expect(proRataShare(1000, 3, 0, -1, 0)).toBe(0);
    expect(proRataShare(1000, 0, 0, 1, 0)).toBe(0);
    expect(proRataShare(1000, 3, 1, 1, 1000)).toBe(0);
    expect(proRataShare(1000, 3, 1, 1, 1200)).toBe(0);
  });

  it('stays exact past the float range of a product', () => {
    const total = 2 ** 52 + 1;
    expect(proRataShare(total, 3, 0, 1, 0)).toBe(Number(BigInt(total) / 3n));
    expect(proRataShare(total, 3, 1, 2, Number(BigInt(total) / 3n))).toBe(total - Number(BigInt(total) / 3n));
  });
});

describe('shareOut', () => {
  it('shares in proportion, the rounding left over given from the last part back', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(shareOut(190, [190, 95])).toEqual([126, 64]);
    expect(shareOut(7, [10, 0, 4])).toEqual([5, 0, 2]);
  });

  it('keeps every part within its weight while the amount fits, and always adds up to the amount', () => {
    expect(shareOut(2, [1, 1, 1])).toEqual([0, 1, 1]);
    for (let amount = 0; amount <= 30; amount++) {
      const weights = [7, 3, 11, 9];
      const shares = shareOut(amount, weights);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
      shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(weights[index]!));
    }
  });

  it('gives the whole to the last part when no part has a weight, and nothing to no parts', () => {
    expect(shareOut(10, [0, 0])).toEqual([0, 10]);
    expect(shareOut(5, [])).toEqual([]);
  });
});

describe('amounts by rate', () => {
  it('adds up, sums and takes off rate by rate', () => {
    expect(addByRate([{ id: 1, total: 10 }], [{ id: 2, total: 5 }, { id: 1, total: 3 }])).toEqual([
      { id: 1, total: 13 },
      { id: 2, total: 5 },
    ]);
    expect(rateSum([{ id: 1, total: 10 }, { id: 2, total: 5 }])).toBe(15);
    expect(leftByRate([{ id: 1, total: 10 }, { id: 2, total: 5 }], [{ id: 1, total: 4 }, { id: 3, total: 9 }, { id: 2, total: 7 }])).toEqual([
      { id: 1, total: 6 },
      { id: 2, total: 0 },
    ]);
  });
});
