import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { statementCache } from './sqlite.ts';

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
