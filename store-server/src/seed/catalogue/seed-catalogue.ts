import { EURO_CURRENCY_ID } from '../../constants.js';
import type { Db } from '../../db/schema.js';
import { refreshCatalogueIndexRows } from '../../db/repositories/catalogue-index-repository.js';
import { refreshSearchIndex } from '../../db/repositories/search-index-repository.js';
import { upsertMany } from '../batch-upsert.js';
import { categoryId, categoryTree, type CategorySeed } from '../category-tree.js';
import { DE, EN, standardTax } from '../reference-data.js';
import {
  generateCatalogue,
  IN_STOCK_DELIVERY_TIME,
  manufacturerId,
  PRODUCTION_DELIVERY_TIME,
  type GenerateOptions,
  type ParentRecord,
} from './generate.js';
import { catalogueMedia } from './media.js';
import { manufacturers } from './products.js';
import { groupId, optionId, propertyGroups, propertyOptions, swatchMediaId } from './property-groups.js';

// Writes the generated catalogue with batched upserts (idempotent: reseeding refreshes the same ids), then
// runs the catalogue indexer. Called inside the seed's transaction.

export interface CatalogueSummary {
  parents: number;
  variants: number;
}

/** Ancestor ids (root first) of every category key, for product_category_tree (Shopware's categoryTree). */
function categoryAncestors(): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const visit = (node: CategorySeed, ancestors: string[]) => {
    const own = [...ancestors, categoryId(node.key)];
    result.set(categoryId(node.key), own);
    for (const child of node.children ?? []) visit(child, own);
  };
  visit(categoryTree, []);
  return result;
}

async function seedReferenceRows(db: Db, now: string): Promise<void> {
  await upsertMany(
    db,
    'delivery_time',
    ['id'],
    [IN_STOCK_DELIVERY_TIME, PRODUCTION_DELIVERY_TIME].map((d) => ({
      id: d.id,
      min: d.min,
      max: d.max,
      unit: d.unit,
      created_at: now,
    })),
  );
  await upsertMany(
    db,
    'delivery_time_translation',
    ['delivery_time_id', 'language_id'],
    [IN_STOCK_DELIVERY_TIME, PRODUCTION_DELIVERY_TIME].flatMap((d) => [
      { delivery_time_id: d.id, language_id: EN, name: d.en },
      { delivery_time_id: d.id, language_id: DE, name: d.de },
    ]),
  );
  await upsertMany(
    db,
    'media',
    ['id'],
    catalogueMedia.map((m) => ({
      id: m.id,
      path: m.path,
      mime_type: 'image/svg+xml',
      file_extension: 'svg',
      file_name:
        m.path
          .split('/')
          .pop()
          ?.replace(/\.svg$/, '') ?? m.id,
      file_size: Buffer.byteLength(m.svg),
      width: m.width,
      height: m.height,
      created_at: now,
      updated_at: null,
    })),
  );
  await upsertMany(
    db,
    'media_translation',
    ['media_id', 'language_id'],
    catalogueMedia.flatMap((m) => [
      { media_id: m.id, language_id: EN, alt: m.alt.en, title: m.title.en },
      { media_id: m.id, language_id: DE, alt: m.alt.de, title: m.title.de },
    ]),
  );
  await upsertMany(
    db,
    'product_manufacturer',
    ['id'],
    manufacturers.map((m) => ({
      id: manufacturerId(m.key),
      media_id: null,
      link: m.link,
      created_at: now,
      updated_at: null,
    })),
  );
  await upsertMany(
    db,
    'product_manufacturer_translation',
    ['product_manufacturer_id', 'language_id'],
    manufacturers.flatMap((m) => [
      {
        product_manufacturer_id: manufacturerId(m.key),
        language_id: EN,
        name: m.name,
        description: m.description.en,
      },
      {
        product_manufacturer_id: manufacturerId(m.key),
        language_id: DE,
        name: m.name,
        description: m.description.de,
      },
    ]),
  );
  await upsertMany(
    db,
    'property_group',
    ['id'],
    propertyGroups.map((g) => ({
      id: groupId(g.key),
      display_type: g.displayType,
      sorting_type: g.sortingType,
      filterable: 1 as const,
      visible_on_product_detail_page: 1 as const,
      position: g.position,
      created_at: now,
      updated_at: null,
    })),
  );
  await upsertMany(
    db,
    'property_group_translation',
    ['property_group_id', 'language_id'],
    propertyGroups.flatMap((g) => [
      { property_group_id: groupId(g.key), language_id: EN, name: g.en, description: null },
      { property_group_id: groupId(g.key), language_id: DE, name: g.de, description: null },
    ]),
  );
  await upsertMany(
    db,
    'property_group_option',
    ['id'],
    propertyOptions.map((o) => ({
      id: optionId(o.group, o.key),
      group_id: groupId(o.group),
      media_id: o.group === 'colour' ? swatchMediaId(o.key) : null,
      position: o.position,
      color_hex_code: o.hex ?? null,
      created_at: now,
      updated_at: null,
    })),
  );
  await upsertMany(
    db,
    'property_group_option_translation',
    ['property_group_option_id', 'language_id'],
    propertyOptions.flatMap((o) => [
      { property_group_option_id: optionId(o.group, o.key), language_id: EN, name: o.en },
      { property_group_option_id: optionId(o.group, o.key), language_id: DE, name: o.de },
    ]),
  );
}

function priceJson(gross: number, net: number): string {
  return JSON.stringify([{ currencyId: EURO_CURRENCY_ID, gross, net, linked: true }]);
}

async function seedProducts(db: Db, parents: ParentRecord[], now: string): Promise<void> {
  const ancestors = categoryAncestors();
  const productRows = parents.flatMap((parent) => {
    const cheapest = parent.variants.reduce((min, v) => (v.gross < min.gross ? v : min), parent.variants[0]!);
    const parentRow = {
      id: parent.id,
      parent_id: null,
      product_number: parent.number,
      active: 1 as const,
      stock: 0,
      available_stock: 0,
      available: 1 as const,
      is_closeout: 0 as const,
      min_purchase: 1,
      max_purchase: null,
      purchase_steps: 1,
      restock_time: null,
      weight: null,
      width: null,
      height: null,
      length: null,
      price_gross: cheapest.gross,
      price_net: cheapest.net,
      price: priceJson(cheapest.gross, cheapest.net),
      sales: 0,
      child_count: 0,
      cheapest_price_gross: null,
      cheapest_variant_id: null,
      max_price_gross: null,
      variant_listing_config: JSON.stringify({
        displayParent: true,
        mainVariantId: null,
        configuratorGroupConfig: null,
      }),
      tax_id: standardTax.id,
      delivery_time_id: null,
      manufacturer_id: parent.manufacturerId,
      cover_id: parent.coverId,
      created_at: now,
      updated_at: null,
    };
    const variantRows = parent.variants.map((v) => ({
      ...parentRow,
      id: v.id,
      parent_id: parent.id,
      product_number: v.number,
      stock: v.stock,
      available_stock: v.stock,
      available: v.available ? (1 as const) : (0 as const),
      is_closeout: v.isCloseout ? (1 as const) : (0 as const),
      restock_time: v.restockTime,
      weight: v.weight,
      width: v.width,
      height: v.height,
      length: v.length,
      price_gross: v.gross,
      price_net: v.net,
      price: priceJson(v.gross, v.net),
      variant_listing_config: null,
      // Inherited from the parent (null = inherit, as Shopware): tax, manufacturer.
      tax_id: null,
      manufacturer_id: null,
      delivery_time_id: v.deliveryTimeId,
      cover_id: v.coverId,
    }));
    return [parentRow, ...variantRows];
  });
  // Stock belongs to the shop once seeded: orders take from it, and a restart (or another instance starting)
  // must not put it back. The available flag and the parents' figures belong to the index below.
  await upsertMany(db, 'product', ['id'], productRows, [
    'stock',
    'available_stock',
    'available',
    'child_count',
    'cheapest_price_gross',
    'max_price_gross',
    'cheapest_variant_id',
  ]);
  await upsertMany(
    db,
    'product_translation',
    ['product_id', 'language_id'],
    parents.flatMap((p) => [
      {
        product_id: p.id,
        language_id: EN,
        name: p.name.en,
        description: p.seed.description.en,
        custom_fields: JSON.stringify(p.customFields.en),
      },
      {
        product_id: p.id,
        language_id: DE,
        name: p.name.de,
        description: p.seed.description.de,
        custom_fields: JSON.stringify(p.customFields.de),
      },
    ]),
  );
  await upsertMany(
    db,
    'product_option',
    ['product_id', 'option_id'],
    parents.flatMap((p) =>
      p.variants.flatMap((v) => v.optionIds.map((option) => ({ product_id: v.id, option_id: option }))),
    ),
  );
  await upsertMany(
    db,
    'product_property',
    ['product_id', 'option_id'],
    parents.flatMap((p) => p.propertyIds.map((option) => ({ product_id: p.id, option_id: option }))),
  );
  await upsertMany(
    db,
    'product_category',
    ['product_id', 'category_id'],
    parents.map((p) => ({ product_id: p.id, category_id: p.categoryId })),
  );
  await upsertMany(
    db,
    'product_category_tree',
    ['product_id', 'category_id'],
    parents.flatMap((p) =>
      (ancestors.get(p.categoryId) ?? [p.categoryId]).map((category) => ({
        product_id: p.id,
        category_id: category,
      })),
    ),
  );
  await upsertMany(
    db,
    'product_media',
    ['id'],
    parents.flatMap((p) =>
      p.media.map((m) => ({
        id: m.id,
        product_id: p.id,
        media_id: m.mediaId,
        position: m.position,
        created_at: now,
      })),
    ),
  );
}

/** The catalogue indexer over the whole catalogue (catalogue-index-repository.ts), then the search index. */
export async function refreshCatalogueIndex(db: Db): Promise<void> {
  await refreshCatalogueIndexRows(db);
  await refreshSearchIndex(db);
}

export async function seedCatalogue(
  db: Db,
  now: string,
  options: GenerateOptions = {},
): Promise<CatalogueSummary> {
  await seedReferenceRows(db, now);
  const parents = generateCatalogue(options);
  await seedProducts(db, parents, now);
  await refreshCatalogueIndex(db);
  return { parents: parents.length, variants: parents.reduce((sum, p) => sum + p.variants.length, 0) };
}
