import type { ContextRow } from '../db/repositories/context-repository.js';
import type { RequestHeads } from '../db/repositories/store-context-repository.js';
import type { RequestHead } from './request-heads.js';

// The request heads read under one change stamp of the database (db/change-stamp.ts), for the requests that
// come while the stamp stays: the revision and the sales channel per access key, the session (or its absence)
// per access key and token. A newer stamp drops everything; what a statement read under an older stamp than the
// kept one is not kept. Bounded: known access keys only (at most 64), at most MAX_CACHED_SESSIONS tokens (a
// flood of made-up tokens fills it and then reads from the database as before, it never grows further).

export const MAX_CACHED_SESSIONS = 10_000;
/** Sales channels are few. */
const MAX_CACHED_ACCESS_KEYS = 64;

interface Channel {
  catalogueRevision: string;
  referenceRevision: string;
  salesChannelId: string | null;
}

export interface RequestHeadCache {
  find(db: object, stamp: number, accessKey: string, token: string | null): RequestHead | undefined;
  keep(db: object, stamp: number, accessKey: string, heads: RequestHeads, tokens: readonly string[]): void;
}

export function createRequestHeadCache(maxSessions = MAX_CACHED_SESSIONS): RequestHeadCache {
  let keptDb: object | null = null;
  let keptStamp = -1;
  const channels = new Map<string, Channel>();
  /** By access key and token: the stored session, or null for none. */
  const sessions = new Map<string, Readonly<ContextRow> | null>();
  const sessionKey = (accessKey: string, token: string) => `${accessKey}\n${token}`;

  return {
    find(db, stamp, accessKey, token) {
      if (db !== keptDb || stamp !== keptStamp) return undefined;
      const channel = channels.get(accessKey);
      if (channel === undefined) return undefined;
      if (token === null) return { ...channel, session: undefined };
      const session = sessions.get(sessionKey(accessKey, token));
      if (session === undefined) return undefined;
      return { ...channel, session: session ?? undefined };
    },
    keep(db, stamp, accessKey, heads, tokens) {
      if (db !== keptDb || stamp > keptStamp) {
        keptDb = db;
        keptStamp = stamp;
        channels.clear();
        sessions.clear();
      } else if (stamp < keptStamp) return;
      // Only known access keys, as the sales channel memo (store-context-memo.ts): made-up keys cannot fill it.
      if (heads.salesChannelId === null) return;
      if (!channels.has(accessKey) && channels.size >= MAX_CACHED_ACCESS_KEYS) return;
      channels.set(accessKey, {
        catalogueRevision: heads.catalogueRevision,
        referenceRevision: heads.referenceRevision,
        salesChannelId: heads.salesChannelId,
      });
      for (const token of tokens) {
        if (sessions.size >= maxSessions) break;
        const session = heads.sessions.get(token);
        sessions.set(sessionKey(accessKey, token), session ? Object.freeze({ ...session }) : null);
      }
    },
  };
}
