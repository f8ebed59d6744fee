import { PostgresAdapter, type Compilable, type CompiledQuery, type RawBuilder } from 'kysely';
import type { Db } from './connect.ts';
import { keptPrepared } from './dialects/postgres.ts';

/** Only PostgreSQL keeps statements prepared (SQLite's are cached by text in its dialect). */
function runsOnPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

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
export function reusableQuery<P extends Params, O>(build: (db: Db, params: P) => Compilable<O>, options: ReusableOptions = {}): (db: Db, params: P) => Promise<O[]> {
  const byDatabase = new WeakMap<Db, Map<string, Built<O>>>();
  return async (db, params) => {
    const shape = shapeOf(params);
    let variants = byDatabase.get(db);
    if (!variants) byDatabase.set(db, (variants = new Map()));
    let built = shape === null ? undefined : variants.get(shape);
    if (!built) {
      const onPostgres = runsOnPostgres(db);
      const query = shape === null ? build(db, params) : build(db, standIns(params));
      const compiled = query.compile();
      // In a transaction the setting would hold for all of it: there the write commits with the rest.
      const lazy = onPostgres && options.commit === 'lazy' && !db.isTransaction;
      const text = lazy ? committedLazily(compiled.sql, returnsRows(compiled)) : compiled.sql;
      // A variant kept is one of few texts: PostgreSQL keeps it prepared too.
      built = { compiled: { ...compiled, sql: onPostgres && shape !== null ? keptPrepared(text) : text }, slotted: shape !== null };
      if (shape !== null) variants.set(shape, built);
    }
    if (options.commit === 'lazy' && !returnsRows(built.compiled)) {
      await db.executeQuery(valuesIn(built, params));
      return [];
    }
    return (await db.executeQuery(valuesIn(built, params))).rows;
  };
}

export interface ReusableOptions {
  /**
   * `lazy`, for a write on its own (not in a transaction) whose loss in a crash of the database server
   * costs little (a session's cart or notices): on PostgreSQL its commit does not wait for the write-ahead
   * log to reach the disk (`synchronous_commit = off` for that transaction alone), which is most of the
   * time a small write takes. The database stays consistent; a crash may lose the last fraction of a
   * second of such writes, as SQLite's WAL with `synchronous = NORMAL` may on a power loss. Nothing is
   * returned, but the rows of a write's `returning`. On SQLite it changes nothing.
   */
  commit?: 'lazy';
}

/**
 * The write, then a setting for its transaction alone. A data-modifying WITH always runs; the setting
 * only has to hold when the statement's implicit transaction commits, so one round trip does both.
 */
function committedLazily(write: string, returning: boolean): string {
  // A write that returns rows hands them on; one that wrote none has nothing to commit lazily.
  if (returning) return `with written as (${write}) select written.*, set_config('synchronous_commit', 'off', true) as lazy_commit from written`;
  return `with written as (${write}) select set_config('synchronous_commit', 'off', true) as lazy_commit`;
}

/** Whether a write names rows to return (`returning`). */
function returnsRows(compiled: CompiledQuery): boolean {
  const node = compiled.query as { returning?: unknown };
  return node.returning !== undefined;
}

function valuesIn<O>(built: Built<O>, params: Params): CompiledQuery<O> {
  const { compiled } = built;
  return built.slotted ? { ...compiled, parameters: compiled.parameters.map((value) => (value instanceof Slot ? valueOf(params, value) : value)) } : compiled;
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

/**
 * Runs a query built for this call whose text is one of few (its values all parameters, no list of
 * varying length): on PostgreSQL it is kept prepared, so the parse and, once PostgreSQL settles on a
 * generic plan, the planning are skipped (a category page's listing spent 0.5 ms a request planning).
 * PostgreSQL keeps a generic plan only while it costs no more than the plans made for each call's values.
 */
export async function runKeptPrepared<O>(db: Db, query: Compilable<O> | RawBuilder<O>): Promise<O[]> {
  const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  if (!runsOnPostgres(db)) return (await db.executeQuery(compiled)).rows;
  const kept: CompiledQuery<O> = { ...compiled, sql: keptPrepared(compiled.sql) };
  return (await db.executeQuery(kept)).rows;
}
