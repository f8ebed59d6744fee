import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

/** Opens an SQLite file (or `:memory:`) with the pragmas a web shop needs. */
export function openSqlite(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path);
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA busy_timeout = 5000');
  database.exec('PRAGMA foreign_keys = ON');
  return database;
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

/** Kysely's SQLite dialect over Node's built-in `node:sqlite`, with `BEGIN IMMEDIATE` for writes. */
export class NodeSqliteDialect extends SqliteDialect {
  constructor(database: DatabaseSync) {
    // Kysely runs one query at a time on this connection, so a cached statement is never in use twice.
    const prepare = statementCache(database);
    const adapted: SqliteDatabase = {
      close: () => database.close(),
      prepare,
    };
    super({ database: adapted });
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver(super.createDriver() as SqliteDriver);
  }
}

/**
 * Takes the write lock when a transaction begins, so two processes on one file never deadlock on a
 * read-then-write upgrade (they queue on busy_timeout instead).
 */
class ImmediateTransactionDriver implements Driver {
  readonly #inner: SqliteDriver;
  constructor(inner: SqliteDriver) {
    this.#inner = inner;
  }
  init() {
    return this.#inner.init();
  }
  acquireConnection() {
    return this.#inner.acquireConnection();
  }
  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.#inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.#inner.rollbackTransaction(connection);
  }
  releaseConnection() {
    return this.#inner.releaseConnection();
  }
  destroy() {
    return this.#inner.destroy();
  }
}
