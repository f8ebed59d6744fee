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

/** A formula read once: its value for the package's numbers, or what it cannot read (the first problem, left to right). */
type Compiled = (values: FormulaValues) => number | string;

/** Formulas already read, by their text: the same few formulas price every cart. */
const compiled = new Map<string, Compiled>();
const COMPILED_LIMIT = 500;

/** The formula's value in major units; an empty formula is 0. */
export function evaluateCostFormula(formula: string, values: FormulaValues): FormulaResult {
  let read = compiled.get(formula);
  if (!read) {
    if (compiled.size >= COMPILED_LIMIT) compiled.clear();
    read = compileCostFormula(formula);
    compiled.set(formula, read);
  }
  const value = read(values);
  if (typeof value === 'string') return { ok: false, message: value };
  if (!Number.isFinite(value)) return { ok: false, message: 'is not a number' };
  return { ok: true, value };
}

/**
 * Reads a formula into a function of the package's numbers. The text is read as the formula is worked out,
 * left to right, so the same problem is reported first whatever the numbers: a problem in the text ends
 * the reading, and a division by zero found before it (it depends on the numbers) is reported instead.
 */
function compileCostFormula(formula: string): Compiled {
  let rest = formula.trim();
  if (rest === '') return () => 0;
  // Set once the text cannot be read further: what was read so far is kept, ending in the problem.
  let stopped = false;
  const problem = (message: string): Compiled => {
    stopped = true;
    return () => message;
  };
  // The problem after `node` has been worked out, unless it has one of its own first.
  const then = (node: Compiled, message: string): Compiled => {
    stopped = true;
    return (values) => {
      const value = node(values);
      return typeof value === 'string' ? value : message;
    };
  };
  const binary = (left: Compiled, operator: string, right: Compiled): Compiled => (values) => {
    const a = left(values);
    if (typeof a === 'string') return a;
    const b = right(values);
    if (typeof b === 'string') return b;
    switch (operator) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      default:
        return b === 0 ? 'divides by zero' : a / b;
    }
  };

  const skip = () => {
    rest = rest.trimStart();
  };
  // expression := term (('+' | '-') term)*
  const expression = (): Compiled => {
    let node = term();
    if (stopped) return node;
    for (skip(); rest.startsWith('+') || rest.startsWith('-'); skip()) {
      const operator = rest[0] as string;
      rest = rest.slice(1);
      node = binary(node, operator, term());
      if (stopped) return node;
    }
    return node;
  };
  // term := factor (('*' | '/') factor)*
  const term = (): Compiled => {
    let node = factor();
    if (stopped) return node;
    for (skip(); rest.startsWith('*') || rest.startsWith('/'); skip()) {
      const operator = rest[0] as string;
      rest = rest.slice(1);
      node = binary(node, operator, factor());
      if (stopped) return node;
    }
    return node;
  };
  // factor := number | '[qty]' | '[cost]' | '[fee …]' | '(' expression ')' | '-' factor
  const factor = (): Compiled => {
    skip();
    if (rest.startsWith('-')) {
      rest = rest.slice(1);
      const inner = factor();
      return (values) => {
        const value = inner(values);
        return typeof value === 'string' ? value : -value;
      };
    }
    if (rest.startsWith('(')) {
      rest = rest.slice(1);
      const inner = expression();
      if (stopped) return inner;
      skip();
      if (!rest.startsWith(')')) return then(inner, 'has a bracket that is not closed');
      rest = rest.slice(1);
      return inner;
    }
    const number = /^\d+(?:\.\d+)?/.exec(rest);
    if (number) {
      rest = rest.slice(number[0].length);
      const value = Number(number[0]);
      return () => value;
    }
    const lower = rest.toLowerCase();
    if (lower.startsWith('[qty]')) {
      rest = rest.slice(5);
      return (values) => values.qty;
    }
    if (lower.startsWith('[cost]')) {
      rest = rest.slice(6);
      return (values) => values.cost;
    }
    const fee = FEE.exec(rest);
    if (fee) {
      rest = rest.slice(fee[0].length);
      const attributes = Object.fromEntries([...(fee[1] ?? '').matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name, value]));
      const number = (name: string) => (attributes[name] === undefined || attributes[name] === '' ? null : Number(attributes[name]));
      const percent = number('percent') ?? 0;
      const min = number('min_fee');
      const max = number('max_fee');
      if ([percent, min ?? 0, max ?? 0].some((value) => !Number.isFinite(value))) return problem('has a fee whose numbers are not numbers');
      return (values) => {
        let amount = values.cost * (percent / 100);
        if (min !== null && amount < min) amount = min;
        if (max !== null && max > 0 && amount > max) amount = max;
        return amount;
      };
    }
    return problem(rest === '' ? 'ends where a number was expected' : `cannot read “${rest.slice(0, 12)}”`);
  };

  const node = expression();
  if (stopped) return node;
  skip();
  return rest === '' ? node : then(node, `cannot read “${rest.slice(0, 12)}”`);
}

/** Whether an owner's formula reads (the admin and REST check it before saving). */
export function formulaProblem(formula: string): string | null {
  const result = evaluateCostFormula(formula, { qty: 1, cost: 1 });
  return result.ok ? null : `The cost ${result.message}. Use numbers, + - * / and brackets, [qty], [cost] and [fee percent="10" min_fee="" max_fee=""].`;
}
