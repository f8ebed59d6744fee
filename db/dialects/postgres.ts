import { PostgresDialect } from 'kysely';
import pg from 'pg';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** PostgreSQL returns bigint counts and sums as strings; this shop's values all fit in a JS number. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use instead of `public` (tests isolate themselves this way). */
  schema?: string;
  max?: number;
}

/** What starts the text of a query kept prepared; the text itself says so, whichever copy of this module built it. */
const KEPT_PREPARED = '/* kept prepared */ ';

/**
 * `text` marked to be kept prepared on each connection that runs it: the first run parses and plans it as
 * a named statement, later runs only bind values to it, so PostgreSQL skips the parse and (once it settles
 * on a generic plan) the planning of the queries every request makes. Only for a bounded set of texts
 * (the reusable queries): each stays in the memory of every connection that ran it, for its life.
 */
export function keptPrepared(text: string): string {
  return text.startsWith(KEPT_PREPARED) ? text : KEPT_PREPARED + text;
}

type QueryFunction = (text: unknown, values?: unknown) => unknown;

/**
 * The most texts one connection keeps prepared: each holds its parsed query and plan (about 100 kB for a
 * listing's) for the connection's life. Texts past it run as unnamed statements, as any other query does.
 */
export const MAX_KEPT_PER_CONNECTION = 256;

/**
 * Kysely hands pg the text and values of each query; a text marked to be kept prepared goes as a named
 * statement instead (pg's `name`: parsed on the connection's first run, reused after). Names are the
 * connection's own, numbered as its texts first come.
 */
function nameKeptStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFunction;
  const names = new Map<string, string>();
  (client as unknown as { query: QueryFunction }).query = (text, values) => {
    if (typeof text !== 'string' || !text.startsWith(KEPT_PREPARED)) return query(text, values);
    let name = names.get(text);
    if (!name) {
      if (names.size >= MAX_KEPT_PER_CONNECTION) return query(text, values);
      names.set(text, (name = `kept_${names.size + 1}`));
    }
    return query({ name, text, values });
  };
}

/**
 * Settings of the shop's own connections. A request's queries are short and many requests run at once:
 * parallel workers, started for each query the planner expects to read widely, took two cores for one
 * search and were slower than one (a search's best matches at a million products: 188 against 14 ms),
 * and compiling a query to machine code (JIT) costs more than the query saves.
 */
const SESSION_SETTINGS = ['max_parallel_workers_per_gather=0', 'jit=off'];

export function createPostgresDialect(options: PostgresOptions): { dialect: PostgresDialect; pool: pg.Pool } {
  const settings = [...SESSION_SETTINGS, ...(options.schema ? [`search_path=${options.schema}`] : [])];
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types,
    options: settings.map((setting) => `-c ${setting}`).join(' '),
  });
  pool.on('connect', nameKeptStatements);
  return { dialect: new PostgresDialect({ pool }), pool };
}
