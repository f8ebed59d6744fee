import { describe, expect, it } from 'vitest';
import { evaluateCostFormula, formulaProblem } from './cost-formula.ts';

const values = { qty: 3, cost: 40 };

describe('evaluateCostFormula', () => {
  it.each([
    ['', 0],
    ['5', 5],
    ['4.90', 4.9],
    ['10 + [qty]', 13],
    ['10 + 2 * [qty]', 16],
    ['(10 + 2) * [qty]', 36],
    ['[cost] / 4', 10],
    ['-2 + 5', 3],
    ['[fee percent="10"]', 4],
    ['[fee percent="10" min_fee="5"]', 5],
    ['[fee percent="50" max_fee="15"]', 15],
    ['2 + [fee percent="5" min_fee="1"]', 4],
    ['[QTY] * 1.5', 4.5],
  ])('%s is %d', (formula, expected) => {
    const result = evaluateCostFormula(formula, values);
    expect(result.ok && result.value).toBeCloseTo(expected, 10);
  });

  it.each([['5 +'], ['(5'], ['5 5'], ['alert(1)'], ['10 / 0'], ['[weight]']])('refuses %s', (formula) => {
    expect(evaluateCostFormula(formula, values).ok).toBe(false);
    expect(formulaProblem(formula)).toMatch(/^The cost /);
  });

  it('reads what the owner is told it reads', () => {
    expect(formulaProblem('10 + 2 * [qty] + [fee percent="10" min_fee="" max_fee=""]')).toBeNull();
  });
});
