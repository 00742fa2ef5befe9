import type { Kysely } from 'kysely';
import { isPostgres, preparedSql, runPrepared } from '../prepared.js';
import type { Database } from '../schema.js';
import type { ContextRow } from './context-repository.js';
import type { SalesChannelRow } from './sales-channel-repository.js';

// What every Store API request reads before its route runs. Per request one prepared statement, shared by the
// requests that arrive together: the catalogue and reference revisions and the sessions of their tokens
// (findRequestHeads). The sales channel of the access key and its languages (findStoreContextBasis, read with the
// reference revision in one statement) are kept per reference revision by the caller: every write of them raises
// the revision alone (triggers of migration 0019), so the reference revision with it, and every instance on the
// database sees a change on its next request; an order taking stock raises neither (migration 0020).

export interface StoreContextBasis {
  salesChannel: SalesChannelRow;
  /** The sales channel's language ids, sorted. */
  languageIds: string[];
  /** The reference revision (catalogue-revision-repository.ts) it was read under. */
  referenceRevision: string;
}

const basis = preparedSql({
  name: 'store_context_basis',
  sqlite: `select sc.*, (select revision - stock_revision from catalogue_revision where id = 1) as "__reference",
    (select group_concat(language_id, ',') from sales_channel_language where sales_channel_id = sc.id) as "__language_ids"
    from sales_channel sc where sc.access_key = ?`,
  postgres: `select sc.*, (select revision - stock_revision from catalogue_revision where id = 1) as "__reference",
    (select string_agg(language_id, ',') from sales_channel_language where sales_channel_id = sc.id) as "__language_ids"
    from sales_channel sc where sc.access_key = $1`,
});

type BasisRow = SalesChannelRow & { __reference: number | string | null; __language_ids: string | null };

export async function findStoreContextBasis(
  db: Kysely<Database>,
  accessKey: string,
): Promise<StoreContextBasis | undefined> {
  const { rows } = await runPrepared<BasisRow>(db as Kysely<unknown>, basis, [accessKey]);
  const row = rows[0];
  if (!row) return undefined;
  const { __reference: reference, __language_ids: languages, ...salesChannel } = row;
  return {
    salesChannel,
    languageIds: languages ? languages.split(',').sort() : [],
    referenceRevision: String(reference ?? 0),
  };
}

/** What requests read on every request: the revisions, whether the access key is known, the tokens' sessions. */
export interface RequestHeads {
  catalogueRevision: string;
  /** `revision - stock_revision` (catalogue-revision-repository.ts): what no stock change raises. */
  referenceRevision: string;
  /** The sales channel of the access key, or null for an unknown key. */
  salesChannelId: string | null;
  /** The stored sessions of the tokens asked for, in that sales channel, by token. */
  sessions: Map<string, ContextRow>;
}

const heads = preparedSql({
  name: 'store_request_heads',
  sqlite: `select r.revision as "__revision", r.revision - r.stock_revision as "__reference",
    sc.id as "__sales_channel_id",
    c.token, c.sales_channel_id, c.customer_id, c.payload, c.updated_at
    from catalogue_revision r
    left join sales_channel sc on sc.access_key = ?
    left join sales_channel_context c on c.sales_channel_id = sc.id and c.token in (select value from json_each(?))
    where r.id = 1`,
  postgres: `select r.revision as "__revision", r.revision - r.stock_revision as "__reference",
    sc.id as "__sales_channel_id",
    c.token, c.sales_channel_id, c.customer_id, c.payload, c.updated_at
    from catalogue_revision r
    left join sales_channel sc on sc.access_key = $1
    left join sales_channel_context c on c.sales_channel_id = sc.id and c.token = any($2::varchar[])
    where r.id = 1`,
});

type HeadRow = {
  __revision: number | string | null;
  __reference: number | string | null;
  __sales_channel_id: string | null;
} & {
  [K in keyof ContextRow]: ContextRow[K] | null;
};

/** The heads of requests with one access key in one statement: the revisions, and the sessions of `tokens`. */
export async function findRequestHeads(
  db: Kysely<Database>,
  accessKey: string,
  tokens: readonly string[],
): Promise<RequestHeads> {
  const { rows } = await runPrepared<HeadRow>(db as Kysely<unknown>, heads, [
    accessKey,
    isPostgres(db as Kysely<unknown>) ? [...tokens] : JSON.stringify(tokens),
  ]);
  const sessions = new Map<string, ContextRow>();
  for (const { __revision: _revision, __reference: _reference, __sales_channel_id: _id, ...session } of rows)
    if (session.token !== null) sessions.set(session.token, session as ContextRow);
  return {
    catalogueRevision: String(rows[0]?.__revision ?? 0),
    referenceRevision: String(rows[0]?.__reference ?? 0),
    salesChannelId: rows[0]?.__sales_channel_id ?? null,
    sessions,
  };
}

const session = preparedSql({
  name: 'store_context_session',
  sqlite: 'select * from sales_channel_context where token = ? and sales_channel_id = ?',
  postgres: 'select * from sales_channel_context where token = $1 and sales_channel_id = $2',
});

/** The stored session of a token in a sales channel (findContext as one prepared statement). */
export async function findRequestSession(
  db: Kysely<Database>,
  salesChannelId: string,
  token: string,
): Promise<ContextRow | undefined> {
  const { rows } = await runPrepared<ContextRow>(db as Kysely<unknown>, session, [token, salesChannelId]);
  return rows[0];
}
