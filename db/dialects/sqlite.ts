import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type SqliteStatement,
} from 'kysely';
import { DatabaseBusyError, isDatabaseBusy } from '../busy.ts';

/**
 * How a statement waits for another process's write lock. node:sqlite is synchronous, so SQLite's own
 * wait (busy_timeout) blocks the whole event loop: it is kept to a few milliseconds, and the waiting
 * past it happens between attempts, on timers, while other requests are served.
 */
export const SQLITE_LOCK_WAIT = {
  /** SQLite's own blocking wait per attempt. */
  busyTimeoutMs: 5,
  /** How long a statement keeps trying before it gives up with DatabaseBusyError (answered 503). */
  budgetMs: 3000,
  firstRetryMs: 5,
  maxRetryMs: 100,
};

export type SqliteLockWait = typeof SQLITE_LOCK_WAIT;

/** Opens an SQLite file (or `:memory:`) with the pragmas a web shop needs. */
export function openSqlite(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path);
  // Nothing is served yet: switching to WAL may wait on another process as long as it needs to.
  database.exec('PRAGMA busy_timeout = 5000');
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA foreign_keys = ON');
  // A large catalogue's hot pages (its indexes' upper levels, the listings' first rows) stay in memory: a
  // page cache of 32 MiB a process instead of 2, and reads through a memory map instead of a system call a page.
  database.exec('PRAGMA cache_size = -32768');
  database.exec('PRAGMA mmap_size = 268435456');
  database.exec(`PRAGMA busy_timeout = ${SQLITE_LOCK_WAIT.busyTimeoutMs}`);
  // Each ANALYZE reads a bounded sample of an index, so it stays quick on a catalogue of any size (about
  // a second for every index of a million products). A sample of a thousand rows took a status every
  // product shares for one that picks out 500 of them, and the planner then led with it.
  database.exec('PRAGMA analysis_limit = 100000');
  // SQLite's advice for connections that live long: look at every table's statistics on opening
  // (db/planner-statistics.ts refreshes them after bulk changes and every hour).
  database.exec('PRAGMA optimize = 0x10002');
  // SQLite's own lower() folds ASCII only, so a case-insensitive search (lower(name) like lower(terms))
  // would never find "Äpfel" or "Écharpe": lower() folds every letter here, as PostgreSQL's does.
  database.function('lower', { deterministic: true }, unicodeLower);
  addShopFunctions(database);
  return database;
}

/**
 * The functions the shop's own triggers call (migration 054), on every connection that writes products:
 * `openSqlite`'s, and any tool that opens the file itself.
 */
export function addShopFunctions(database: DatabaseSync): void {
  database.function('html_words', { deterministic: true }, htmlWords);
}

/** Stored HTML as words for the text index: each tag a word break, each character reference a space. */
export function htmlWords(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value as string).replace(/<[^>]*>/g, ' ').replace(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi, ' ');
}

function unicodeLower(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8').toLowerCase();
  return String(value as string | number | bigint).toLowerCase();
}

// node:sqlite binds only null, numbers, bigints, strings and bytes.
function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlValue);
  const reader = statement.columns().length > 0;
  return {
    reader,
    all: (parameters) => statement.all(...bind(parameters)),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: (parameters) => statement.iterate(...bind(parameters)),
  };
}

/** Most pages run the same few dozen queries: compiling each once saves a prepare per query. */
const STATEMENT_CACHE_SIZE = 500;

/** Prepared statements by SQL text, least recently used dropped first. */
export function statementCache(database: DatabaseSync, size = STATEMENT_CACHE_SIZE): (sql: string) => SqliteStatement {
  const statements = new Map<string, SqliteStatement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (statement) statements.delete(sql);
    else statement = adaptStatement(database.prepare(sql));
    statements.set(sql, statement);
    if (statements.size > size) statements.delete(statements.keys().next().value as string);
    return statement;
  };
}

/** Kysely's SQLite dialect over Node's built-in `node:sqlite`: `BEGIN IMMEDIATE` for writes, lock waits off the event loop. */
export class NodeSqliteDialect implements Dialect {
  readonly #database: DatabaseSync;
  readonly #wait: SqliteLockWait;

  constructor(database: DatabaseSync, wait: Partial<SqliteLockWait> = {}) {
    this.#database = database;
    this.#wait = { ...SQLITE_LOCK_WAIT, ...wait };
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#database, this.#wait);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/**
 * One connection, shared. Statements outside a transaction run at once (each is synchronous, so none
 * interleaves with another); only while a transaction holds the connection do they wait for it, so that
 * they never become part of it. A transaction takes the connection only once it has the write lock:
 * waiting for the lock holds up nobody else in this process.
 */
class NodeSqliteDriver implements Driver {
  readonly #database: DatabaseSync;
  readonly #prepare: (sql: string) => SqliteStatement;
  readonly #gate = new TransactionGate();
  readonly #wait: SqliteLockWait;

  constructor(database: DatabaseSync, wait: SqliteLockWait) {
    this.#database = database;
    // One statement runs at a time on this connection, so a cached statement is never in use twice.
    this.#prepare = statementCache(database);
    this.#wait = wait;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new NodeSqliteConnection(this.#database, this.#prepare, this.#gate, this.#wait);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as NodeSqliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as NodeSqliteConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as NodeSqliteConnection).rollback();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as NodeSqliteConnection).release();
  }

  async destroy(): Promise<void> {
    this.#database.close();
  }
}

/** Held by the transaction open on the shared connection, if any. */
class TransactionGate {
  #released: Promise<void> | null = null;
  #open: (() => void) | null = null;

  /** Runs `action` once no transaction holds the connection, in the same tick as the check. */
  async whenFree<T>(action: () => T): Promise<T> {
    while (this.#released) await this.#released;
    return action();
  }

  take(): void {
    this.#released = new Promise((resolve) => {
      this.#open = resolve;
    });
  }

  release(): void {
    const open = this.#open;
    this.#released = null;
    this.#open = null;
    open?.();
  }
}

/** What Kysely holds for one query or one transaction. */
class NodeSqliteConnection implements DatabaseConnection {
  readonly #database: DatabaseSync;
  readonly #prepare: (sql: string) => SqliteStatement;
  readonly #gate: TransactionGate;
  readonly #wait: SqliteLockWait;
  #inTransaction = false;

  constructor(database: DatabaseSync, prepare: (sql: string) => SqliteStatement, gate: TransactionGate, wait: SqliteLockWait) {
    this.#database = database;
    this.#prepare = prepare;
    this.#gate = gate;
    this.#wait = wait;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#inTransaction) return this.#run<R>(query);
    // A statement that failed on the lock changed nothing: it is safe to run again.
    return retryWhileBusy(() => this.#gate.whenFree(() => this.#run<R>(query)), this.#wait);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // Read at once: a statement left open across awaits could end up inside another caller's transaction.
    const { rows } = await this.executeQuery<R>(query);
    for (const row of rows) yield { rows: [row] };
  }

  /** BEGIN IMMEDIATE, retried on timers while another process holds the write lock. */
  async begin(): Promise<void> {
    await retryWhileBusy(
      () =>
        this.#gate.whenFree(() => {
          this.#gate.take();
          try {
            this.#database.exec('begin immediate');
          } catch (error) {
            this.#gate.release();
            throw error;
          }
        }),
      this.#wait,
    );
    this.#inTransaction = true;
  }

  commit(): void {
    // A failed commit leaves the transaction open: Kysely rolls it back next.
    this.#database.exec('commit');
    this.#end();
  }

  rollback(): void {
    try {
      // SQLite rolls some failures back itself; a second rollback would throw.
      if (this.#database.isTransaction) this.#database.exec('rollback');
    } finally {
      this.#end();
    }
  }

  release(): void {
    if (this.#inTransaction) this.rollback();
  }

  #end(): void {
    if (!this.#inTransaction) return;
    this.#inTransaction = false;
    this.#gate.release();
  }

  #run<R>(query: CompiledQuery): QueryResult<R> {
    const statement = this.#prepare(query.sql);
    if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(query.parameters);
    return {
      numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
      insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
      rows: [],
    };
  }
}

/** Runs `attempt` until it gets past SQLite's lock, waiting a little longer (on timers) each time, up to the budget. */
async function retryWhileBusy<T>(attempt: () => Promise<T>, wait: SqliteLockWait): Promise<T> {
  const giveUpAt = Date.now() + wait.budgetMs;
  for (let delay = wait.firstRetryMs; ; delay = Math.min(delay * 2, wait.maxRetryMs)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      const left = giveUpAt - Date.now();
      if (left <= 0) throw new DatabaseBusyError(undefined, { cause: error });
      // Jitter keeps processes waiting for the same lock from retrying in step.
      await sleep(Math.min(left, delay / 2 + (Math.random() * delay) / 2));
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((wake) => setTimeout(wake, ms));
}
