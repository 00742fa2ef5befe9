import { sql, type Kysely } from 'kysely';
import type { Criteria, CriteriaDefinition } from '../../domain/criteria/types.js';
import { criteriaCondition, searchPage, type SearchFields, type SearchPage } from '../criteria-sql.js';
import type { Database } from '../schema.js';
import { toDefinition } from './definitions.js';
import type { LanguageChain } from './language-chain.js';
import { EMPTY, selectTranslated, translated } from './translations.js';

export interface CategoryRow {
  id: string;
  parent_id: string | null;
  path: string | null;
  level: number;
  position: number;
  active: number;
  visible: number;
  type: string;
  created_at: string;
  updated_at: string | null;
  media_id: string | null;
  name: string;
  description: string | null;
  custom_fields: string | null;
  child_count: number | string;
  visible_child_count: number | string;
}

const fields: SearchFields = {
  id: { type: 'id', expression: sql.ref('c.id') },
  parentId: { type: 'id', expression: sql.ref('c.parent_id') },
  level: { type: 'number', expression: sql.ref('c.level') },
  active: { type: 'boolean', expression: sql.ref('c.active') },
  visible: { type: 'boolean', expression: sql.ref('c.visible') },
  type: { type: 'string', expression: sql.ref('c.type') },
  name: { type: 'string', expression: translated('name') },
};

export const categoryDefinition: CriteriaDefinition = toDefinition('category', fields, {});

function categories(db: Kysely<Database>, chain: LanguageChain) {
  return selectTranslated(db, 'category', 'c', chain).select([
    'c.id',
    'c.parent_id',
    'c.path',
    'c.level',
    'c.position',
    'c.active',
    'c.visible',
    'c.type',
    'c.created_at',
    'c.updated_at',
    'c.media_id',
    translated<string>('name', EMPTY).as('name'),
    translated('description').as('description'),
    translated('custom_fields').as('custom_fields'),
    sql<number | string>`(select count(*) from category k where k.parent_id = c.id)`.as('child_count'),
    sql<
      number | string
    >`(select count(*) from category k where k.parent_id = c.id and k.active = 1 and k.visible = 1)`.as(
      'visible_child_count',
    ),
  ]);
}

export function findCategory(
  db: Kysely<Database>,
  chain: LanguageChain,
  id: string,
): Promise<CategoryRow | undefined> {
  return categories(db, chain).where('c.id', '=', id).executeTakeFirst();
}

/** Categories by id (for product categories, seoCategory and the category route), in one query. */
export async function loadCategories(
  db: Kysely<Database>,
  chain: LanguageChain,
  ids: readonly string[],
): Promise<Map<string, CategoryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await categories(db, chain)
    .where('c.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export interface NavigationSelection {
  rootId: string;
  /** Descendants of the root down to this level are loaded… */
  maxLevel: number;
  /** …plus the children of these categories (the path to the active category). */
  expandedParentIds: string[];
}

/** Active categories below a root, as Shopware's NavigationRoute loads them. */
export function loadNavigationCategories(
  db: Kysely<Database>,
  chain: LanguageChain,
  selection: NavigationSelection,
  criteria: Criteria,
): Promise<CategoryRow[]> {
  const descendant = `%|${selection.rootId}|%`;
  return categories(db, chain)
    .where('c.active', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('c.path', 'like', descendant), eb('c.level', '<=', selection.maxLevel)]),
        ...(selection.expandedParentIds.length > 0
          ? [eb('c.parent_id', 'in', selection.expandedParentIds)]
          : []),
      ]),
    )
    .where(criteriaCondition(criteria, fields))
    .orderBy('c.level')
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

/** Names of categories (for breadcrumbs), in the request's language. */
export async function loadCategoryNames(
  db: Kysely<Database>,
  chain: LanguageChain,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectTranslated(db, 'category', 'c', chain)
    .select(['c.id', translated<string>('name', EMPTY).as('name')])
    .where('c.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Fields of GET|POST /category: those of the navigation plus the path and position. */
const listFields: SearchFields = {
  ...fields,
  path: { type: 'string', expression: sql.ref('c.path') },
  position: { type: 'number', expression: sql.ref('c.position') },
  mediaId: { type: 'id', expression: sql.ref('c.media_id') },
  description: { type: 'string', expression: translated('description') },
  createdAt: { type: 'date', expression: sql.ref('c.created_at') },
};

export const categoryListDefinition: CriteriaDefinition = toDefinition('category', listFields, {
  children: categoryDefinition,
  media: toDefinition('media', {}, {}),
});

/** GET|POST /category: the categories of the sales channel's trees (the roots and below), with criteria. */
export function searchCategories(
  db: Kysely<Database>,
  chain: LanguageChain,
  rootIds: readonly string[],
  criteria: Criteria,
): Promise<SearchPage<CategoryRow>> {
  const query = categories(db, chain).where((eb) =>
    eb.or(rootIds.flatMap((id) => [eb('c.id', '=', id), eb('c.path', 'like', `%|${id}|%`)])),
  );
  return searchPage(query, criteria, listFields, [
    sql.ref('c.level'),
    sql.ref('c.position'),
    sql.ref('c.id'),
  ]);
}

/** The active children of categories (ids with their parent), by position (the category list's `children`). */
export function loadActiveChildIds(
  db: Kysely<Database>,
  parentIds: readonly string[],
): Promise<{ id: string; parent_id: string | null }[]> {
  return db
    .selectFrom('category')
    .select(['id', 'parent_id'])
    .where('parent_id', 'in', parentIds.length > 0 ? [...parentIds] : [''])
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
