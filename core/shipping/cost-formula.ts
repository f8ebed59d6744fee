/**
 * WooCommerce's shipping cost formula: numbers in the currency's major units, `+ - * /`, brackets, and
 * `[qty]` (items in the package), `[cost]` (what they cost) and `[fee percent="10" min_fee="2" max_fee="20"]`
 * (a share of the cost, bounded). Read by a small parser, never by `eval`.
 */
export interface FormulaValues {
  qty: number;
  /** Major units. */
  cost: number;
}

export type FormulaResult = { ok: true; value: number } | { ok: false; message: string };

const FEE = /^\[fee((?:\s+\w+="[^"]*")*)\s*\]/;
const ATTRIBUTE = /(\w+)="([^"]*)"/g;

/** The formula's value in major units; an empty formula is 0. */
export function evaluateCostFormula(formula: string, values: FormulaValues): FormulaResult {
  let rest = formula.trim();
  if (rest === '') return { ok: true, value: 0 };
  const fail = (message: string): FormulaResult => ({ ok: false, message });

  const skip = () => {
    rest = rest.trimStart();
  };
  // expression := term (('+' | '-') term)*
  const expression = (): number | string => {
    let value = term();
    if (typeof value === 'string') return value;
    for (skip(); rest.startsWith('+') || rest.startsWith('-'); skip()) {
      const operator = rest[0];
      rest = rest.slice(1);
      const right = term();
      if (typeof right === 'string') return right;
      value = operator === '+' ? value + right : value - right;
    }
    return value;
  };
  // term := factor (('*' | '/') factor)*
  const term = (): number | string => {
    let value = factor();
    if (typeof value === 'string') return value;
    for (skip(); rest.startsWith('*') || rest.startsWith('/'); skip()) {
      const operator = rest[0];
      rest = rest.slice(1);
      const right = factor();
      if (typeof right === 'string') return right;
      if (operator === '/' && right === 0) return 'divides by zero';
      value = operator === '*' ? value * right : value / right;
    }
    return value;
  };
  // factor := number | '[qty]' | '[cost]' | '[fee …]' | '(' expression ')' | '-' factor
  const factor = (): number | string => {
    skip();
    if (rest.startsWith('-')) {
      rest = rest.slice(1);
      const value = factor();
      return typeof value === 'string' ? value : -value;
    }
    if (rest.startsWith('(')) {
      rest = rest.slice(1);
      const value = expression();
      if (typeof value === 'string') return value;
      skip();
      if (!rest.startsWith(')')) return 'has a bracket that is not closed';
      rest = rest.slice(1);
      return value;
    }
    const number = /^\d+(?:\.\d+)?/.exec(rest);
    if (number) {
      rest = rest.slice(number[0].length);
      return Number(number[0]);
    }
    const lower = rest.toLowerCase();
    if (lower.startsWith('[qty]')) {
      rest = rest.slice(5);
      return values.qty;
    }
    if (lower.startsWith('[cost]')) {
      rest = rest.slice(6);
      return values.cost;
    }
    const fee = FEE.exec(rest);
    if (fee) {
      rest = rest.slice(fee[0].length);
      const attributes = Object.fromEntries([...(fee[1] ?? '').matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name, value]));
      const number = (name: string) => (attributes[name] === undefined || attributes[name] === '' ? null : Number(attributes[name]));
      const percent = number('percent') ?? 0;
      const min = number('min_fee');
      const max = number('max_fee');
      if ([percent, min ?? 0, max ?? 0].some((value) => !Number.isFinite(value))) return 'has a fee whose numbers are not numbers';
      let amount = values.cost * (percent / 100);
      if (min !== null && amount < min) amount = min;
      if (max !== null && max > 0 && amount > max) amount = max;
      return amount;
    }
    return rest === '' ? 'ends where a number was expected' : `cannot read “${rest.slice(0, 12)}”`;
  };

  const value = expression();
  if (typeof value === 'string') return fail(value);
  skip();
  if (rest !== '') return fail(`cannot read “${rest.slice(0, 12)}”`);
  if (!Number.isFinite(value)) return fail('is not a number');
  return { ok: true, value };
}

/** Whether an owner's formula reads (the admin and REST check it before saving). */
export function formulaProblem(formula: string): string | null {
  const result = evaluateCostFormula(formula, { qty: 1, cost: 1 });
  return result.ok ? null : `The cost ${result.message}. Use numbers, + - * / and brackets, [qty], [cost] and [fee percent="10" min_fee="" max_fee=""].`;
}
