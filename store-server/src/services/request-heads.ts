import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ContextRow } from '../db/repositories/context-repository.js';
import { changeStamp } from '../db/change-stamp.js';
import { findRequestHeads } from '../db/repositories/store-context-repository.js';
import { createRequestHeadCache } from './request-head-cache.js';

// The head of a Store API request (the catalogue revision, whether its access key is known, its token's session)
// read together with the heads of the requests that arrive with it: those read from the sockets in one turn of
// the event loop share one statement, run once that turn's requests have asked (setImmediate). A request joins
// only a statement that has not started yet, so what it reads was committed no earlier than it arrived: a
// change committed before (on this or another instance) is always seen.
//
// On SQLite, what a statement read is kept under the database's change stamp (db/change-stamp.ts) taken before
// the statement ran: while nothing has been written since (by this process or any other connection), a request
// whose access key and token were read under the current stamp gets them without a statement. Any write (a
// session touched, a cart saved, stock taken) moves the stamp on and the next request reads again. Heads known so
// are handed out together once the turn's sockets have been read (setImmediate), as the shared statement's are:
// the turn's requests then answer one after the other instead of each within its socket's read, which woke the
// load generator anew for every answer (a cached listing at 2× the throughput and half the p99, README).

export interface RequestHead {
  catalogueRevision: string;
  /** The reference revision read with it (what no stock change raises). */
  referenceRevision: string;
  /** The sales channel of the access key, or null for an unknown key. */
  salesChannelId: string | null;
  /** The stored session of the token in that sales channel; undefined for none (or when no token was given). */
  session: ContextRow | undefined;
}

export interface RequestHeadReader {
  /** `token` null: a new token, which no session can have. */
  read(db: Kysely<Database>, accessKey: string, token: string | null): Promise<RequestHead>;
}

interface Waiter {
  token: string | null;
  resolve: (head: RequestHead) => void;
  reject: (error: unknown) => void;
}

interface Batch {
  db: Kysely<Database>;
  tokens: Set<string>;
  waiters: Waiter[];
}

/** Tokens of one statement at most; more requests of the same turn start another batch. */
const MAX_TOKENS_PER_STATEMENT = 256;

export function createRequestHeadReader(): RequestHeadReader {
  /** The batches not started yet, by access key. */
  const pending = new Map<string, Batch>();
  let scheduled = false;
  const cache = createRequestHeadCache();

  const run = async (accessKey: string, batch: Batch): Promise<void> => {
    try {
      const stamp = changeStamp(batch.db as Kysely<unknown>);
      const tokens = [...batch.tokens];
      const heads = await findRequestHeads(batch.db, accessKey, tokens);
      if (stamp !== null) cache.keep(batch.db, stamp, accessKey, heads, tokens);
      for (const waiter of batch.waiters) {
        waiter.resolve({
          catalogueRevision: heads.catalogueRevision,
          referenceRevision: heads.referenceRevision,
          salesChannelId: heads.salesChannelId,
          session: waiter.token === null ? undefined : heads.sessions.get(waiter.token),
        });
      }
    } catch (error) {
      for (const waiter of batch.waiters) waiter.reject(error);
    }
  };
  const start = (accessKey: string, batch: Batch) => {
    pending.delete(accessKey);
    void run(accessKey, batch);
  };
  const startAll = () => {
    scheduled = false;
    for (const [accessKey, batch] of [...pending]) start(accessKey, batch);
  };

  /** Heads known without a statement, handed out together once this turn's sockets have been read. */
  let known: { head: RequestHead; resolve: (head: RequestHead) => void }[] = [];
  const settleKnown = () => {
    const settled = known;
    known = [];
    for (const { head, resolve } of settled) resolve(head);
  };
  const settleThisTurn = (head: RequestHead) =>
    new Promise<RequestHead>((resolve) => {
      if (known.length === 0) setImmediate(settleKnown);
      known.push({ head, resolve });
    });

  return {
    read(db, accessKey, token) {
      const stamp = changeStamp(db as Kysely<unknown>);
      const known = stamp === null ? undefined : cache.find(db, stamp, accessKey, token);
      if (known !== undefined) return settleThisTurn(known);
      return new Promise<RequestHead>((resolve, reject) => {
        let batch = pending.get(accessKey);
        if (batch === undefined || batch.db !== db) {
          if (batch !== undefined) start(accessKey, batch);
          batch = { db, tokens: new Set(), waiters: [] };
          pending.set(accessKey, batch);
        }
        if (token !== null) batch.tokens.add(token);
        batch.waiters.push({ token, resolve, reject });
        if (batch.tokens.size >= MAX_TOKENS_PER_STATEMENT) start(accessKey, batch);
        if (!scheduled) {
          scheduled = true;
          setImmediate(startAll);
        }
      });
    },
  };
}
