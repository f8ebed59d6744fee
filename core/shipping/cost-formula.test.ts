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

  it('works a formula out again for each package, from the one reading of its text', () => {
    const formula = '2 + [qty] * [fee percent="10" min_fee="1"]';
    expect(evaluateCostFormula(formula, { qty: 3, cost: 40 })).toEqual({ ok: true, value: 14 });
    expect(evaluateCostFormula(formula, { qty: 2, cost: 5 })).toEqual({ ok: true, value: 4 });
    expect(evaluateCostFormula(formula, { qty: 3, cost: 40 })).toEqual({ ok: true, value: 14 });
  });

  it.each([
    ['10 / [qty] x', 0, 'divides by zero'],
    ['10 / [qty] x', 2, 'cannot read “x”'],
    ['(10 / [qty]', 0, 'divides by zero'],
    ['(10 / [qty]', 5, 'has a bracket that is not closed'],
    ['10 / ([qty] - 1) + [fee percent="x"]', 1, 'divides by zero'],
    ['10 / ([qty] - 1) + [fee percent="x"]', 3, 'has a fee whose numbers are not numbers'],
  ])('%s with %d items says the first problem, left to right: %s', (formula, qty, message) => {
    expect(evaluateCostFormula(formula, { qty, cost: 1 })).toEqual({ ok: false, message });
  });

  it('reads what the owner is told it reads', () => {
    expect(formulaProblem('10 + 2 * [qty] + [fee percent="10" min_fee="" max_fee=""]')).toBeNull();
  });
});
