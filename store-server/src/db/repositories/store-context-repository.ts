import type { Kysely } from 'kysely';
import { preparedSql, runPrepared } from '../prepared.js';
import type { Database } from '../schema.js';
import type { ContextRow } from './context-repository.js';
import type { SalesChannelRow } from './sales-channel-repository.js';

// What every Store API request reads before its route runs, in one prepared statement: the sales channel of the
// access key, its languages and the catalogue revision (which keys the response cache and the cart's catalogue
// memo). The revision is read fresh on every request, so every instance on the database sees a change at once.

export interface StoreContextBasis {
  salesChannel: SalesChannelRow;
  /** The sales channel's language ids, sorted. */
  languageIds: string[];
  /** The catalogue revision at the start of the request. */
  catalogueRevision: string;
}

const basis = preparedSql({
  name: 'store_context_basis',
  sqlite: `select sc.*, (select revision from catalogue_revision where id = 1) as "__revision",
    (select group_concat(language_id, ',') from sales_channel_language where sales_channel_id = sc.id) as "__language_ids"
    from sales_channel sc where sc.access_key = ?`,
  postgres: `select sc.*, (select revision from catalogue_revision where id = 1) as "__revision",
    (select string_agg(language_id, ',') from sales_channel_language where sales_channel_id = sc.id) as "__language_ids"
    from sales_channel sc where sc.access_key = $1`,
});

type BasisRow = SalesChannelRow & { __revision: number | string | null; __language_ids: string | null };

export async function findStoreContextBasis(
  db: Kysely<Database>,
  accessKey: string,
): Promise<StoreContextBasis | undefined> {
  const { rows } = await runPrepared<BasisRow>(db as Kysely<unknown>, basis, [accessKey]);
  const row = rows[0];
  if (!row) return undefined;
  const { __revision: revision, __language_ids: languages, ...salesChannel } = row;
  return {
    salesChannel,
    languageIds: languages ? languages.split(',').sort() : [],
    catalogueRevision: String(revision ?? 0),
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
