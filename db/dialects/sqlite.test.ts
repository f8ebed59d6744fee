import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseBusyError, isDatabaseBusy } from '../busy.ts';
import { htmlWords, NodeSqliteDialect, openSqlite, statementCache } from './sqlite.ts';

describe('statementCache', () => {
  const database = new DatabaseSync(':memory:');
  database.exec('create table t (id integer primary key, name text)');
  afterEach(() => database.exec('delete from t'));

  it('prepares a query once and reuses it, with fresh parameters each time', () => {
    const prepare = statementCache(database);
    prepare('insert into t (name) values (?)').run(['a']);
    prepare('insert into t (name) values (?)').run(['b']);
    const select = prepare('select name from t order by id');
    expect(prepare('select name from t order by id')).toBe(select);
    expect(select.reader).toBe(true);
    expect(prepare('delete from t where id = ?').reader).toBe(false);
    expect(select.all([])).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('drops the least recently used statement past its size', () => {
    const prepare = statementCache(database, 2);
    const first = prepare('select 1 as n');
    const second = prepare('select 2 as n');
    expect(prepare('select 1 as n')).toBe(first);
    prepare('select 3 as n');
    expect(prepare('select 1 as n')).toBe(first);
    expect(prepare('select 2 as n')).not.toBe(second);
  });
});

describe('NodeSqliteDialect while another process holds the write lock', () => {
  interface Table {
    t: { id: Generated<number>; name: string };
  }
  let directory: string;
  let path: string;
  let db: Kysely<Table>;
  /** Stands for another process: its own connection to the same file. */
  let other: DatabaseSync;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'vitrine-sqlite-'));
    path = join(directory, 'shop.sqlite');
    db = new Kysely<Table>({ dialect: new NodeSqliteDialect(openSqlite(path), { budgetMs: 300 }) });
    other = openSqlite(path);
    other.exec('create table t (id integer primary key, name text)');
    other.exec("insert into t (name) values ('seed')");
  });
  afterEach(async () => {
    if (other.isTransaction) other.exec('rollback');
    other.close();
    await db.destroy();
    rmSync(directory, { recursive: true, force: true });
  });

  const holdLock = () => {
    other.exec('begin immediate');
    other.exec("insert into t (name) values ('held')");
  };
  const names = async () => (await db.selectFrom('t').select('name').orderBy('id').execute()).map((row) => row.name);

  it('lets reads run while a write waits, and the write goes in once the lock is free', async () => {
    holdLock();
    const events: string[] = [];
    const write = db.insertInto('t').values({ name: 'mine' }).execute().then(() => events.push('write'));
    // The read answers from the last commit while the write is still waiting for the lock.
    expect(await names()).toEqual(['seed']);
    events.push('read');
    other.exec('commit');
    await write;
    expect(events).toEqual(['read', 'write']);
    expect(await names()).toEqual(['seed', 'held', 'mine']);
  });

  it('gives up on a lock held past the budget with DatabaseBusyError, having written nothing', async () => {
    holdLock();
    const failed = await db.insertInto('t').values({ name: 'mine' }).execute().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DatabaseBusyError);
    expect(isDatabaseBusy(failed)).toBe(true);
    const transaction = await db.transaction().execute(async (trx) => trx.insertInto('t').values({ name: 'in trx' }).execute()).catch((error: unknown) => error);
    expect(isDatabaseBusy(transaction)).toBe(true);
    other.exec('rollback');
    expect(await names()).toEqual(['seed']);
  });

  it('waits for BEGIN IMMEDIATE without holding up statements outside the transaction', async () => {
    holdLock();
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ name: 'trx' }).execute();
    });
    expect(await names()).toEqual(['seed']);
    other.exec('commit');
    await transaction;
    expect(await names()).toEqual(['seed', 'held', 'trx']);
  });

  it('keeps statements of other callers out of an open transaction', async () => {
    let outside: Promise<unknown> | undefined;
    const rolledBack = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('t').values({ name: 'undone' }).execute();
        outside = db.insertInto('t').values({ name: 'kept' }).execute();
        await trx.insertInto('t').values({ name: 'undone too' }).execute();
        throw new Error('roll back');
      })
      .catch((error: unknown) => (error as Error).message);
    expect(rolledBack).toBe('roll back');
    await outside;
    expect(await names()).toEqual(['seed', 'kept']);
  });
});

describe('html_words', () => {
  it('gives the text index the words of stored HTML: tags and character references are word breaks', () => {
    expect((htmlWords('<p>Made of <strong class="x">heavy</strong> linen &amp; cotton</p><ul><li>Soft</li></ul>') ?? '').split(/\s+/).filter(Boolean)).toEqual(['Made', 'of', 'heavy', 'linen', 'cotton', 'Soft']);
    expect(htmlWords(null)).toBeNull();
  });

  it('is there on every connection the shop opens, for the text index’s triggers', () => {
    const database = openSqlite(':memory:');
    expect(database.prepare("select html_words('a<b>b</b>') as words").get()).toEqual({ words: 'a b ' });
    database.close();
  });
});
