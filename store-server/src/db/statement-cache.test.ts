import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  let raw: BetterSqlite3.Database;
  afterEach(() => raw?.open && raw.close());

  const open = (max?: number) => {
    raw = new BetterSqlite3(':memory:');
    raw.exec('create table t (id integer primary key, v text)');
    return withStatementCache(raw, max);
  };

  it('hands out the same prepared statement for the same SQL and still runs it with new parameters', () => {
    const db = open();
    const insert = db.prepare('insert into t (v) values (?)');
    expect(db.prepare('insert into t (v) values (?)')).toBe(insert);
    insert.run(['a']);
    db.prepare('insert into t (v) values (?)').run(['b']);
    expect(db.prepare('select v from t order by id').all([])).toEqual([{ v: 'a' }, { v: 'b' }]);
    expect(db.prepare('select v from t where v = ?').all(['b'])).toEqual([{ v: 'b' }]);
  });

  it('evicts the least recently used statement beyond its size', () => {
    const db = open(2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // now 2 is the least recently used
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });

  it('prepares a fresh statement while the cached one is still being iterated', () => {
    const db = open();
    raw.exec("insert into t (v) values ('a'), ('b')");
    const first = db.prepare('select v from t order by id');
    const iterator = first.iterate([]);
    iterator.next();
    const second = db.prepare('select v from t order by id');
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ v: 'a' }, { v: 'b' }]);
    iterator.return?.();
  });

  it('closes the database', () => {
    const db = open();
    db.close();
    expect(raw.open).toBe(false);
  });
});
