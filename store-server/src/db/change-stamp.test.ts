import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { changeStamp } from './change-stamp.js';
import { connectDatabase } from './connect.js';

describe('the change stamp of a SQLite database', () => {
  const opened: Array<{ destroy(): Promise<void> } | BetterSqlite3.Database> = [];
  let dir: string | undefined;
  afterEach(async () => {
    for (const handle of opened.splice(0))
      if ('destroy' in handle) await handle.destroy();
      else handle.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const open = async () => {
    dir = mkdtempSync(join(tmpdir(), 'change-stamp-'));
    const file = join(dir, 'shop.sqlite');
    const db = connectDatabase({ kind: 'sqlite', file }) as unknown as Kysely<unknown>;
    opened.push(db);
    await sql`create table t (id integer primary key, v text)`.execute(db);
    return { db, file };
  };

  it('stays while only reads run, and grows with every write of this connection', async () => {
    const { db } = await open();
    const before = changeStamp(db);
    expect(before).not.toBeNull();
    await sql`select * from t`.execute(db);
    expect(changeStamp(db)).toBe(before);
    await sql`insert into t (v) values ('a')`.execute(db);
    const afterInsert = changeStamp(db)!;
    expect(afterInsert).toBeGreaterThan(before!);
    // A write that returns rows (a reader for better-sqlite3) is a write all the same.
    await sql`update t set v = 'b' returning id`.execute(db);
    expect(changeStamp(db)!).toBeGreaterThan(afterInsert);
  });

  it('grows with a commit of another connection to the same file (another instance, a CLI)', async () => {
    const { db, file } = await open();
    const before = changeStamp(db)!;
    const other = new BetterSqlite3(file);
    opened.push(other);
    other.prepare("insert into t (v) values ('from elsewhere')").run();
    // Checked once per turn of the event loop: the next turn sees it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(changeStamp(db)!).toBeGreaterThan(before);
  });

  it('is found through instances derived from the database: with a plugin, inside a transaction', async () => {
    const { db } = await open();
    const derived = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => args.result,
    });
    expect(changeStamp(derived)).toBe(changeStamp(db));
    await db.transaction().execute(async (trx) => {
      const inside = changeStamp(trx)!;
      await sql`insert into t (v) values ('c')`.execute(trx);
      expect(changeStamp(trx)!).toBeGreaterThan(inside);
    });
  });
});
