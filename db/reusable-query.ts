import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './connect.ts';

/** A value given at each call, in its place in a query built once. */
class Slot {
  readonly name: string;
  readonly index: number | null;
  constructor(name: string, index: number | null) {
    this.name = name;
    this.index = index;
  }
}

type Params = Record<string, unknown>;
type Built<O> = { compiled: CompiledQuery<O>; slotted: boolean };

/** Lists longer than this are built each time: the variants kept per query stay few. */
const MAX_KEPT_LIST_LENGTH = 32;

/**
 * A query that the hot paths (a session read, a cart's products, a product page) run on every request,
 * built and compiled once per database and list length, then run with each call's values. Building a
 * query with Kysely costs more than SQLite takes to answer it (5 to 10 µs against 2 to 10), so the
 * queries every request makes are kept compiled.
 *
 * `build` receives stand-ins for the values and must only put them in place (`where('id', '=', p.id)`,
 * `where('id', 'in', p.ids)`, `values({ data: p.data })`): it never reads them, since the query it
 * returns serves every later call. A list gives one stand-in per element, so each list length is its
 * own variant.
 */
export function reusableQuery<P extends Params, O>(build: (db: Db, params: P) => Compilable<O>): (db: Db, params: P) => Promise<O[]> {
  const byDatabase = new WeakMap<Db, Map<string, Built<O>>>();
  return async (db, params) => {
    const shape = shapeOf(params);
    let variants = byDatabase.get(db);
    if (!variants) byDatabase.set(db, (variants = new Map()));
    let built = shape === null ? undefined : variants.get(shape);
    if (!built) {
      built = shape === null ? { compiled: build(db, params).compile(), slotted: false } : { compiled: build(db, standIns(params)).compile(), slotted: true };
      if (shape !== null) variants.set(shape, built);
    }
    const { compiled } = built;
    const query = built.slotted ? { ...compiled, parameters: compiled.parameters.map((value) => (value instanceof Slot ? valueOf(params, value) : value)) } : compiled;
    return (await db.executeQuery(query)).rows;
  };
}

/** What decides the query's text: its parameter names and list lengths; null when a list is too long to keep. */
function shapeOf(params: Params): string | null {
  let shape = '';
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      if (value.length > MAX_KEPT_LIST_LENGTH) return null;
      shape += `${name}[${value.length}];`;
    } else shape += `${name};`;
  }
  return shape;
}

function standIns<P extends Params>(params: P): P {
  const slots: Params = {};
  for (const [name, value] of Object.entries(params)) {
    slots[name] = Array.isArray(value) ? value.map((_, index) => new Slot(name, index)) : new Slot(name, null);
  }
  return slots as P;
}

function valueOf(params: Params, slot: Slot): unknown {
  const value = params[slot.name];
  return slot.index === null ? value : (value as unknown[])[slot.index];
}
