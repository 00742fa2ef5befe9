import type { Kysely } from 'kysely';

// Whether anything in a SQLite database may have changed since an earlier moment, without reading a table: a
// number that grows with every write statement of this process (counted as it runs) and with every commit of
// another process (another instance or a CLI on the same file: SQLite's PRAGMA data_version, which reads a counter
// of the shared WAL index; checked once per turn of the event loop). Equal stamps mean nothing was written in between; a grown stamp means
// something may have been. What was read from the database under one stamp may be reused while the stamp stays
// (services/request-heads.ts: the request heads of a catalogue at rest cost no statement).
//
// PostgreSQL has no such cheap counter for other connections: there is no stamp (null), and every read goes to
// the database.

export interface ChangeTracker {
  /** The current stamp (checks the other connections' commits). */
  stamp(): number;
  /** Called before every write statement of this process's connection is run. */
  noteWrite(): void;
}

/** What the tracker needs of better-sqlite3's connection. */
export interface DataVersionSource {
  prepare(sql: string): { pluck(): { get(): unknown } };
}

/**
 * Writes of every SQLite connection of this process: a write on one connection moves the stamps of all of them
 * at once (a second instance in the same process, as the tests run them, or a CLI's connection), without waiting
 * for the next turn's data_version check.
 */
let writesInThisProcess = 0;

export function trackSqliteChanges(sqlite: DataVersionSource): ChangeTracker {
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let otherProcessCommits = 0;
  let lastDataVersion: unknown;
  let checkedThisTurn = false;
  const nextTurn = () => {
    checkedThisTurn = false;
  };
  return {
    stamp() {
      // The pragma takes SQLite's shared-memory read lock (system calls, ~10 µs on a busy machine): it is asked
      // once per turn of the event loop. The requests of one turn were read from their sockets before that turn
      // began, so a commit of another process that any of them could depend on was made before the check.
      if (!checkedThisTurn) {
        checkedThisTurn = true;
        setImmediate(nextTurn);
        const version = dataVersion.get();
        if (version !== lastDataVersion) {
          lastDataVersion = version;
          otherProcessCommits += 1;
        }
      }
      return otherProcessCommits + writesInThisProcess;
    },
    noteWrite() {
      writesInThisProcess += 1;
    },
  };
}

/**
 * Trackers by the database's Kysely adapter: the one object that a Kysely instance shares with the instances
 * derived from it (`withPlugin`, `withSchema`, transactions), so a derived instance finds its tracker too.
 */
const trackers = new WeakMap<object, ChangeTracker>();

export function registerChangeTracker(db: Kysely<unknown>, tracker: ChangeTracker): void {
  trackers.set(db.getExecutor().adapter, tracker);
}

/** The database's change stamp now, or null when it has none (PostgreSQL). */
export function changeStamp(db: Kysely<unknown>): number | null {
  return trackers.get(db.getExecutor().adapter)?.stamp() ?? null;
}
