import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertText } from './prepared-insert.js';

// The built text is what Kysely compiles for the same rows, on both dialects.
const sqlite = new Kysely<Record<string, Record<string, unknown>>>({
  dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
});
const postgres = new Kysely<Record<string, Record<string, unknown>>>({
  dialect: new PostgresDialect({ pool: {} as never }),
});

const rows = [
  { id: 'a', name: 'Plate', stock: 3, price: 1.5, note: null, skipped: undefined },
  { id: 'b', name: 'Rod', stock: 0, price: 2, note: 'x', skipped: undefined },
];

describe('prebuilt insert text', () => {
  it.each([
    ['sqlite', sqlite, false],
    ['postgres', postgres, true],
  ] as const)('matches Kysely on %s, with and without returning', (_name, db, isPostgres) => {
    for (const returning of [false, true]) {
      for (const some of [rows.slice(0, 1), rows]) {
        const insert = db.insertInto('item').values(some);
        const compiled = (returning ? insert.returningAll() : insert).compile();
        const built = insertText(isPostgres, 'item', some, returning)!;
        expect(built.text).toBe(compiled.sql);
        expect(built.parameters).toEqual(compiled.parameters);
      }
    }
  });

  it('leaves rows of differing columns and values that are not plain to Kysely', () => {
    expect(insertText(false, 'item', [{ a: 1 }, { a: 1, b: 2 }], false)).toBeUndefined();
    expect(insertText(false, 'item', [{ a: { raw: true } }], false)).toBeUndefined();
    expect(insertText(false, 'item', [], false)).toBeUndefined();
  });
});
