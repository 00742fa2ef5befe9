import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CriteriaDefinition, FieldType } from '../../domain/criteria/types.js';
import type { SearchFields } from '../criteria-sql.js';
import { categoryDefinition } from './category-repository.js';
import { toDefinition } from './definitions.js';
import { coalesced } from './translations.js';

// The criteria allowlist of products (POST /product, the listing and the detail route) and its SQL. The
// product query aliases: p (the product), pp (its parent), t/f (own translation in the current/fallback
// language), pt/pf (the parent's). Variants inherit what they leave null from the parent, as in Shopware.

/** The aliases of a translated product column, in order: own and parent's, current and then fallback language. */
export const PRODUCT_TRANSLATIONS = ['t', 'pt', 'f', 'pf'] as const;
/** The aliases of an inherited product column: the variant's own value, else its parent's. */
export const INHERITED = ['p', 'pp'] as const;

const translated = (column: string) => coalesced<unknown>(PRODUCT_TRANSLATIONS, column);
const inherited = (column: string) => coalesced<unknown>(INHERITED, column);

/** The product whose categories count for a variant: its parent (variants inherit categories). */
const categoryOwner = sql`coalesce(p.parent_id, p.id)`;

function many(
  expression: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
  owner: RawBuilder<unknown>,
  values: RawBuilder<unknown>,
): SearchFields[string] {
  return {
    type: 'id',
    expression,
    many: {
      exists: (condition: RawBuilder<SqlBool>) =>
        sql<SqlBool>`exists (select 1 from ${from} where ${owner} and ${condition})`,
      values,
    },
  };
}

const optionIds = many(
  sql.ref('po.option_id'),
  sql`product_option po`,
  sql`po.product_id = p.id`,
  sql`select po.product_id as owner, po.option_id as value from product_option po`,
);
const optionGroupIds = many(
  sql.ref('og.group_id'),
  sql`product_option po inner join property_group_option og on og.id = po.option_id`,
  sql`po.product_id = p.id`,
  sql`select po.product_id as owner, og.group_id as value from product_option po inner join property_group_option og on og.id = po.option_id`,
);
// Properties are inherited: a variant has its parent's.
const propertyIds = many(
  sql.ref('pr.option_id'),
  sql`product_property pr`,
  sql`pr.product_id in (p.id, p.parent_id)`,
  sql`select x.id as owner, pr.option_id as value from product x inner join product_property pr on pr.product_id in (x.id, x.parent_id)`,
);
const propertyGroupIds = many(
  sql.ref('pg.group_id'),
  sql`product_property pr inner join property_group_option pg on pg.id = pr.option_id`,
  sql`pr.product_id in (p.id, p.parent_id)`,
  sql`select x.id as owner, pg.group_id as value from product x inner join product_property pr on pr.product_id in (x.id, x.parent_id) inner join property_group_option pg on pg.id = pr.option_id`,
);
const categoryIds = many(
  sql.ref('pc.category_id'),
  sql`product_category pc`,
  sql`pc.product_id = ${categoryOwner}`,
  sql`select x.id as owner, pc.category_id as value from product x inner join product_category pc on pc.product_id = coalesce(x.parent_id, x.id)`,
);
const categoryTree = many(
  sql.ref('ct.category_id'),
  sql`product_category_tree ct`,
  sql`ct.product_id = ${categoryOwner}`,
  sql`select x.id as owner, ct.category_id as value from product x inner join product_category_tree ct on ct.product_id = coalesce(x.parent_id, x.id)`,
);

export const productFields: SearchFields = {
  id: { type: 'id', expression: sql.ref('p.id') },
  parentId: { type: 'id', expression: sql.ref('p.parent_id') },
  productNumber: { type: 'string', expression: sql.ref('p.product_number') },
  active: { type: 'boolean', expression: sql.ref('p.active') },
  stock: { type: 'number', expression: sql.ref('p.stock') },
  availableStock: { type: 'number', expression: sql.ref('p.available_stock') },
  available: { type: 'boolean', expression: sql.ref('p.available') },
  isCloseout: { type: 'boolean', expression: sql.ref('p.is_closeout') },
  childCount: { type: 'number', expression: sql.ref('p.child_count') },
  sales: { type: 'number', expression: sql.ref('p.sales') },
  weight: { type: 'number', expression: sql.ref('p.weight') },
  width: { type: 'number', expression: sql.ref('p.width') },
  height: { type: 'number', expression: sql.ref('p.height') },
  length: { type: 'number', expression: sql.ref('p.length') },
  createdAt: { type: 'date', expression: sql.ref('p.created_at') },
  name: { type: 'string', expression: translated('name') },
  description: { type: 'string', expression: translated('description') },
  manufacturerId: { type: 'id', expression: inherited('manufacturer_id') },
  'manufacturer.id': { type: 'id', expression: inherited('manufacturer_id') },
  taxId: { type: 'id', expression: inherited('tax_id') },
  deliveryTimeId: { type: 'id', expression: inherited('delivery_time_id') },
  /** The gross unit price in the default currency (Shopware sorts and filters `price` by it). */
  price: { type: 'number', expression: inherited('price_gross') },
  cheapestPrice: { type: 'number', expression: sql`coalesce(p.cheapest_price_gross, p.price_gross)` },
  // The catalogue has neither reviews nor shipping-free products yet (the serializer sends ratingAverage null and
  // shippingFree false): the fields filter and aggregate as Shopware's do over such products.
  ratingAverage: { type: 'number', expression: sql`cast(null as real)` },
  shippingFree: { type: 'boolean', expression: sql`0` },
  optionIds,
  'options.id': optionIds,
  'options.groupId': optionGroupIds,
  propertyIds,
  'properties.id': propertyIds,
  'properties.groupId': propertyGroupIds,
  categoryIds,
  'categories.id': categoryIds,
  categoryTree,
  'categoriesRo.id': categoryTree,
};

// Association definitions (the allowlist of `associations`); nested criteria are parsed and validated.
const none = (entity: string) => toDefinition(entity, {}, {});
const id = { id: { type: 'id' as const, expression: sql.ref('id') } };
export const mediaDefinition = toDefinition('media', id, { thumbnails: none('media_thumbnail') });
// Fields of to-many associations that their own criteria filter and sort on, in memory over the loaded entities
// (domain/criteria/in-memory.ts): the expressions are never used in SQL.
const inMemory = (fields: Record<string, FieldType>): SearchFields =>
  Object.fromEntries(
    Object.entries(fields).map(([name, type]) => [name, { type, expression: sql.ref(name) }]),
  );
const productMediaDefinition = toDefinition(
  'product_media',
  inMemory({ id: 'id', mediaId: 'id', position: 'number' }),
  { media: mediaDefinition },
);
const groupDefinition = toDefinition('property_group', id, {});
export const optionDefinition = toDefinition(
  'property_group_option',
  inMemory({ id: 'id', groupId: 'id', name: 'string', position: 'number', 'translated.name': 'string' }),
  {
    group: groupDefinition,
    media: mediaDefinition,
  },
);
const manufacturerDefinition = toDefinition('product_manufacturer', id, { media: mediaDefinition });

export const productDefinition: CriteriaDefinition = {
  ...toDefinition('product', productFields, {}),
  entityAggregations: {
    manufacturerId: ['product_manufacturer'],
    'manufacturer.id': ['product_manufacturer'],
    optionIds: ['property_group_option'],
    'options.id': ['property_group_option'],
    propertyIds: ['property_group_option'],
    'properties.id': ['property_group_option'],
    // The demo store's search page aggregates the categories of the hits (`categoriesRo.id`, entity category).
    categoryIds: ['category'],
    'categories.id': ['category'],
    categoryTree: ['category'],
    'categoriesRo.id': ['category'],
  },
};
const associations: Record<string, CriteriaDefinition> = {
  options: optionDefinition,
  properties: optionDefinition,
  cover: productMediaDefinition,
  media: productMediaDefinition,
  manufacturer: manufacturerDefinition,
  deliveryTime: none('delivery_time'),
  tax: none('tax'),
  categories: categoryDefinition,
  categoriesRo: categoryDefinition,
  seoCategory: categoryDefinition,
  mainCategories: none('main_category'),
  seoUrls: none('seo_url'),
  crossSellings: none('product_cross_selling'),
  unit: none('unit'),
  children: productDefinition,
  parent: productDefinition,
};
// `children` and `parent` are products again: the definition refers to itself.
Object.assign(productDefinition, { associations });
