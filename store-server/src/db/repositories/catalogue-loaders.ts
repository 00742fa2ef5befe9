import { sql, type Kysely } from 'kysely';
import type {
  Database,
  DeliveryTimeTable,
  MediaTable,
  ProductManufacturerTable,
  PropertyGroupOptionTable,
  PropertyGroupTable,
} from '../schema.js';
import type { LanguageChain } from './language-chain.js';
import { EMPTY, selectTranslated, translated } from './translations.js';

// Batch loaders of the catalogue's associations: each takes the ids of a whole page and runs one query
// (`… where id in (…)`), translated in the request's language with the en-GB fallback.

type Db = Kysely<Database>;

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const unique = (ids: readonly (string | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is string => typeof id === 'string')),
];

/** Runs `load` once for the distinct ids (not at all without any) and keys its rows by id. */
async function loadByIds<T extends { id: string }>(
  ids: readonly (string | null)[],
  load: (wanted: string[]) => Promise<T[]>,
): Promise<Map<string, T>> {
  const wanted = unique(ids);
  return wanted.length === 0 ? new Map() : byId(await load(wanted));
}

/** A media row with its translated alt text and title. */
export interface MediaRow extends MediaTable {
  alt: string | null;
  title: string | null;
}

export function loadMedia(
  db: Db,
  chain: LanguageChain,
  ids: readonly (string | null)[],
): Promise<Map<string, MediaRow>> {
  return loadByIds(ids, (wanted) =>
    selectTranslated(db, 'media', 'm', chain)
      .selectAll('m')
      .select([translated('alt').as('alt'), translated('title').as('title')])
      .where('m.id', 'in', wanted)
      .execute(),
  );
}

export interface ProductMediaRow {
  id: string;
  product_id: string;
  media_id: string;
  position: number;
  created_at: string;
}

/** product_media rows by their ids (covers) or by product (galleries), ordered by position. */
export async function loadProductMedia(
  db: Db,
  by: { ids?: readonly (string | null)[]; productIds?: readonly string[] },
): Promise<ProductMediaRow[]> {
  const ids = unique(by.ids ?? []);
  const productIds = unique(by.productIds ?? []);
  if (ids.length === 0 && productIds.length === 0) return [];
  return db
    .selectFrom('product_media')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
        ...(productIds.length > 0 ? [eb('product_id', 'in', productIds)] : []),
      ]),
    )
    .orderBy('product_id')
    .orderBy('position')
    .execute();
}

/** A property group with its translated name and description. */
export type GroupRow = PropertyGroupTable & { name: string; description: string | null };

export function loadGroups(
  db: Db,
  chain: LanguageChain,
  ids: readonly string[],
): Promise<Map<string, GroupRow>> {
  return loadByIds(ids, (wanted) =>
    selectTranslated(db, 'property_group', 'g', chain)
      .selectAll('g')
      .select([translated<string>('name', EMPTY).as('name'), translated('description').as('description')])
      .where('g.id', 'in', wanted)
      .execute(),
  );
}

/** A property group option with its translated name. */
export type OptionRow = PropertyGroupOptionTable & { name: string };

export function loadOptions(
  db: Db,
  chain: LanguageChain,
  ids: readonly string[],
): Promise<Map<string, OptionRow>> {
  return loadByIds(ids, (wanted) =>
    selectTranslated(db, 'property_group_option', 'o', chain)
      .selectAll('o')
      .select(translated<string>('name', EMPTY).as('name'))
      .where('o.id', 'in', wanted)
      .execute(),
  );
}

/** Pairs (product, option) of a many-to-many table for these products. */
async function pairs(
  db: Db,
  table: 'product_option' | 'product_property' | 'product_category',
  productIds: readonly string[],
): Promise<Map<string, string[]>> {
  const wanted = unique(productIds);
  const result = new Map<string, string[]>();
  if (wanted.length === 0) return result;
  const column = table === 'product_category' ? 'category_id' : 'option_id';
  const rows = await db
    .selectFrom(table)
    .select(['product_id', sql<string>`${sql.ref(column)}`.as('value')])
    .where('product_id', 'in', wanted)
    .orderBy('product_id')
    .orderBy(sql.ref(column))
    .execute();
  for (const row of rows) result.set(row.product_id, [...(result.get(row.product_id) ?? []), row.value]);
  return result;
}

export const loadProductOptionIds = (db: Db, productIds: readonly string[]) =>
  pairs(db, 'product_option', productIds);
export const loadProductPropertyIds = (db: Db, productIds: readonly string[]) =>
  pairs(db, 'product_property', productIds);
export const loadProductCategoryIds = (db: Db, productIds: readonly string[]) =>
  pairs(db, 'product_category', productIds);

/** Shopware's categoryTree of each product: its categories and all their ancestors. */
export async function loadProductCategoryTrees(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, string[]>> {
  const wanted = unique(productIds);
  const result = new Map<string, string[]>();
  if (wanted.length === 0) return result;
  const rows = await db
    .selectFrom('product_category_tree')
    .selectAll()
    .where('product_id', 'in', wanted)
    .orderBy('product_id')
    .orderBy('category_id')
    .execute();
  for (const row of rows)
    result.set(row.product_id, [...(result.get(row.product_id) ?? []), row.category_id]);
  return result;
}

/** A manufacturer with its translated name and description. */
export type ManufacturerRow = ProductManufacturerTable & { name: string; description: string | null };

export function loadManufacturers(
  db: Db,
  chain: LanguageChain,
  ids: readonly (string | null)[],
): Promise<Map<string, ManufacturerRow>> {
  return loadByIds(ids, (wanted) =>
    selectTranslated(db, 'product_manufacturer', 'm', chain)
      .selectAll('m')
      .select([translated<string>('name', EMPTY).as('name'), translated('description').as('description')])
      .where('m.id', 'in', wanted)
      .execute(),
  );
}

/** A delivery time with its translated name. */
export type DeliveryTimeRow = DeliveryTimeTable & { name: string };

export function loadDeliveryTimes(
  db: Db,
  chain: LanguageChain,
  ids: readonly (string | null)[],
): Promise<Map<string, DeliveryTimeRow>> {
  return loadByIds(ids, (wanted) =>
    selectTranslated(db, 'delivery_time', 'd', chain)
      .selectAll('d')
      .select(translated<string>('name', EMPTY).as('name'))
      .where('d.id', 'in', wanted)
      .execute(),
  );
}

export function loadTaxes(db: Db, ids: readonly (string | null)[]) {
  return loadByIds(ids, (wanted) => db.selectFrom('tax').selectAll().where('id', 'in', wanted).execute());
}
