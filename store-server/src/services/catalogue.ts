import type { Kysely } from 'kysely';
import { DEFAULT_TAX_RATE } from '../options.js';
import {
  loadCategories,
  loadCategoryNames,
  type CategoryRow,
} from '../db/repositories/category-repository.js';
import {
  loadDeliveryTimes,
  loadGroups,
  loadManufacturers,
  loadMedia,
  loadOptions,
  loadProductCategoryIds,
  loadProductCategoryTrees,
  loadProductMedia,
  loadProductOptionIds,
  loadProductPropertyIds,
  loadTaxes,
  type ProductMediaRow,
} from '../db/repositories/catalogue-loaders.js';
import type { LanguageChain } from '../db/repositories/language-chain.js';
import { loadVariantsOf, type ProductRow } from '../db/repositories/product-repository.js';
import type { Database } from '../db/schema.js';
import type { Criteria } from '../domain/criteria/types.js';
import { withRequestedAssociations } from '../domain/criteria/shopware-associations.js';
import { ancestorIds, breadcrumb } from '../domain/navigation/category-tree.js';
import {
  serializeDeliveryTime,
  serializeGroup,
  serializeManufacturer,
  serializeMedia,
  serializeOption,
  serializeProductMedia,
  type Json,
} from '../serializers/catalogue-entities.js';
import { serializeCategory } from '../serializers/category.js';
import { serializeTax } from '../serializers/context-entities.js';
import { serializeProduct } from '../serializers/product.js';
import { applyAssociationCriteria } from '../domain/criteria/in-memory.js';
import { parseCriteria, type CriteriaOptions } from '../domain/criteria/parse-criteria.js';
import { productDefinition } from '../db/repositories/product-fields.js';
import type { StoreContext } from './context.js';
import type { Shop } from './shop.js';

// Turns a page of product rows into Store API JSON: every association is loaded for the whole page at once
// (one query per association), never per product. Shopware's SalesChannelProductDefinition always loads
// cover.media, deliveryTime and tax; everything else only when the criteria ask for it.

export interface CatalogueReadContext {
  db: Kysely<Database>;
  chain: LanguageChain;
  origin: string;
}

/** Who reads the catalogue: the session's context (sales channel, language) and the origin media URLs are built on. */
export interface CatalogueReader {
  store: StoreContext;
  origin: string;
}

/** A catalogue read of one request: the database, the language chain, the origin and the session's context. */
export type CatalogueRead = CatalogueReadContext & { store: StoreContext };

export function catalogueRead(shop: Shop, reader: CatalogueReader): CatalogueRead {
  return { db: shop.db, chain: reader.store.chain, origin: reader.origin, store: reader.store };
}

/** A request's criteria over products (the fields Shopware's SalesChannelProductDefinition lets it name). */
export function parseProductCriteria(raw: Record<string, unknown>, options: CriteriaOptions = {}): Criteria {
  return parseCriteria(raw, productDefinition, options);
}

const byPosition = (a: { position: number; id: string }, b: { position: number; id: string }) =>
  a.position - b.position || a.id.localeCompare(b.id);

/** Options (or properties) with their groups and media, in the order of group position, then option position. */
export async function optionsJson(
  ctx: CatalogueReadContext,
  optionIds: readonly string[],
): Promise<Map<string, Json>> {
  const options = await loadOptions(ctx.db, ctx.chain, optionIds);
  const [groups, media] = await Promise.all([
    loadGroups(
      ctx.db,
      ctx.chain,
      [...options.values()].map((o) => o.group_id),
    ),
    loadMedia(
      ctx.db,
      ctx.chain,
      [...options.values()].map((o) => o.media_id),
    ),
  ]);
  const result = new Map<string, Json>();
  const sorted = [...options.values()].sort((a, b) => {
    const ga = groups.get(a.group_id);
    const gb = groups.get(b.group_id);
    return (ga?.position ?? 0) - (gb?.position ?? 0) || byPosition(a, b);
  });
  for (const option of sorted) {
    const group = groups.get(option.group_id);
    const optionMedia = option.media_id ? media.get(option.media_id) : undefined;
    result.set(
      option.id,
      serializeOption(
        option,
        group ? serializeGroup(group, null) : null,
        optionMedia ? serializeMedia(optionMedia, ctx.origin) : null,
      ),
    );
  }
  return result;
}

/** Categories with their breadcrumbs (names of all ancestors, loaded in one more query). */
export async function categoriesJson(
  ctx: CatalogueReadContext,
  ids: readonly string[],
): Promise<Map<string, Json>> {
  const rows = await loadCategories(ctx.db, ctx.chain, ids);
  const ancestors = [...new Set([...rows.values()].flatMap((row) => ancestorIds(row.path)))];
  const names = new Map([...rows.values()].map((row) => [row.id, row.name]));
  for (const [id, name] of await loadCategoryNames(
    ctx.db,
    ctx.chain,
    ancestors.filter((id) => !names.has(id)),
  ))
    names.set(id, name);
  const media = await loadMedia(
    ctx.db,
    ctx.chain,
    [...rows.values()].map((row) => row.media_id),
  );
  return new Map(
    [...rows.values()].map((row: CategoryRow) => {
      const category = serializeCategory(row, breadcrumb(row, names));
      const own = row.media_id ? media.get(row.media_id) : undefined;
      return [row.id, { ...category, media: own ? serializeMedia(own, ctx.origin) : null }];
    }),
  );
}

/** Entities for entity aggregations (manufacturers, categories, property options), one query each. */
export function entityLoader(ctx: CatalogueReadContext) {
  return async (definition: string, ids: string[]): Promise<unknown[]> => {
    if (definition === 'category') {
      const categories = await categoriesJson(ctx, ids);
      return ids.flatMap((id) => {
        const category = categories.get(id);
        return category ? [category] : [];
      });
    }
    if (definition === 'product_manufacturer') {
      const rows = await loadManufacturers(ctx.db, ctx.chain, ids);
      return ids.flatMap((id) => {
        const row = rows.get(id);
        return row ? [serializeManufacturer(row, null)] : [];
      });
    }
    const options = await optionsJson(ctx, ids);
    return [...options.values()];
  };
}

const TO_MANY_ASSOCIATIONS = ['options', 'properties', 'media', 'children', 'categories', 'categoriesRo'];

export async function productsJson(
  ctx: CatalogueReadContext,
  rows: readonly ProductRow[],
  criteria: Criteria,
): Promise<Json[]> {
  if (rows.length === 0) return [];
  const { db, chain } = ctx;
  const wants = (name: string) => criteria.associations[name] !== undefined;
  const ids = rows.map((row) => row.id);
  // Variants inherit categories, properties and (without their own) media from the parent.
  const owners = [...new Set(rows.map((row) => row.parent_id ?? row.id))];
  const withParents = [...new Set([...ids, ...owners])];

  const [covers, deliveryTimes, taxes, optionIds, propertyIds, categoryIds, categoryTrees, gallery] =
    await Promise.all([
      loadProductMedia(db, { ids: rows.map((row) => row.cover_id) }),
      loadDeliveryTimes(
        db,
        chain,
        rows.map((row) => row.delivery_time_id),
      ),
      loadTaxes(
        db,
        rows.map((row) => row.tax_id),
      ),
      loadProductOptionIds(db, ids),
      loadProductPropertyIds(db, withParents),
      loadProductCategoryIds(db, owners),
      loadProductCategoryTrees(db, owners),
      wants('media')
        ? loadProductMedia(db, { productIds: withParents })
        : Promise.resolve([] as ProductMediaRow[]),
    ]);
  const propertiesOf = (row: ProductRow) =>
    propertyIds.get(row.id) ?? (row.parent_id ? propertyIds.get(row.parent_id) : undefined) ?? [];
  const categoriesOf = (row: ProductRow) => categoryIds.get(row.parent_id ?? row.id) ?? [];

  const wantedOptionIds = [
    ...(wants('options') ? rows.flatMap((row) => optionIds.get(row.id) ?? []) : []),
    ...(wants('properties') ? rows.flatMap(propertiesOf) : []),
  ];
  const seoCategoryIds = rows
    .map((row) => categoriesOf(row)[0])
    .filter((id): id is string => id !== undefined);
  const listedCategoryIds =
    wants('categories') || wants('categoriesRo')
      ? rows.flatMap((row) => [...categoriesOf(row), ...(categoryTrees.get(row.parent_id ?? row.id) ?? [])])
      : [];
  const [options, categories, media, manufacturers, children] = await Promise.all([
    optionsJson(ctx, wantedOptionIds),
    categoriesJson(ctx, [...seoCategoryIds, ...listedCategoryIds]),
    loadMedia(
      db,
      chain,
      [...covers, ...gallery].map((pm) => pm.media_id),
    ),
    wants('manufacturer')
      ? loadManufacturers(
          db,
          chain,
          rows.map((row) => row.manufacturer_id),
        )
      : Promise.resolve(null),
    wants('children') ? loadVariantsOf(db, chain, ids) : Promise.resolve([] as ProductRow[]),
  ]);
  const childJson = wants('children')
    ? await productsJson(ctx, children, criteria.associations.children ?? criteria)
    : [];

  const mediaJson = (id: string) => {
    const row = media.get(id);
    return row ? serializeMedia(row, ctx.origin) : null;
  };
  const coverById = new Map(covers.map((pm) => [pm.id, serializeProductMedia(pm, mediaJson(pm.media_id))]));
  const galleryOf = (productId: string) =>
    gallery
      .filter((pm) => pm.product_id === productId)
      .map((pm) => serializeProductMedia(pm, mediaJson(pm.media_id)));

  return rows.map((row) => {
    const ownOptionIds = optionIds.get(row.id) ?? [];
    const ownPropertyIds = propertiesOf(row);
    const seoCategory = categories.get(categoriesOf(row)[0] ?? '') ?? null;
    const loaded: Json = {};
    if (wants('options'))
      loaded.options = [...options.entries()]
        .filter(([id]) => ownOptionIds.includes(id))
        .map(([, json]) => json);
    if (wants('properties'))
      loaded.properties = [...options.entries()]
        .filter(([id]) => ownPropertyIds.includes(id))
        .map(([, json]) => json);
    if (wants('media')) {
      const own = galleryOf(row.id);
      loaded.media = own.length > 0 || row.parent_id === null ? own : galleryOf(row.parent_id);
    }
    if (manufacturers) {
      const manufacturer = row.manufacturer_id ? manufacturers.get(row.manufacturer_id) : undefined;
      loaded.manufacturer = manufacturer ? serializeManufacturer(manufacturer, null) : null;
    }
    if (wants('children')) loaded.children = childJson.filter((child) => child.parentId === row.id);
    if (wants('categories'))
      loaded.categories = categoriesOf(row)
        .map((id) => categories.get(id))
        .filter(Boolean);
    if (wants('categoriesRo'))
      loaded.categoriesRo = (categoryTrees.get(row.parent_id ?? row.id) ?? [])
        .map((id) => categories.get(id))
        .filter(Boolean);
    if (wants('seoUrls')) loaded.seoUrls = [];
    if (wants('mainCategories')) loaded.mainCategories = [];
    if (wants('crossSellings')) loaded.crossSellings = [];
    if (wants('unit')) loaded.unit = null;
    if (wants('parent')) loaded.parent = null;
    // Criteria inside a to-many association (limit, sort, filter) apply to each product's own list.
    for (const name of TO_MANY_ASSOCIATIONS) {
      const list = loaded[name];
      if (Array.isArray(list))
        loaded[name] = applyAssociationCriteria(
          list as Record<string, unknown>[],
          criteria.associations[name],
        );
    }
    const deliveryTime = row.delivery_time_id ? deliveryTimes.get(row.delivery_time_id) : undefined;
    const tax = row.tax_id ? taxes.get(row.tax_id) : undefined;
    const json = serializeProduct(
      row,
      {
        taxRate: tax?.tax_rate ?? DEFAULT_TAX_RATE,
        optionIds: ownOptionIds,
        propertyIds: ownPropertyIds,
        categoryIds: categoriesOf(row),
        categoryTree: categoryTrees.get(row.parent_id ?? row.id) ?? [],
        cover: row.cover_id ? (coverById.get(row.cover_id) ?? null) : null,
        deliveryTime: deliveryTime ? serializeDeliveryTime(deliveryTime) : null,
        tax: tax ? serializeTax(tax) : null,
        seoCategory,
        loaded,
      },
      ctx.origin,
    );
    return withRequestedAssociations(json, 'product', criteria.associations);
  });
}
