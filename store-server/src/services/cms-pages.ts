import { loadManufacturers, loadMedia } from '../db/repositories/catalogue-loaders.js';
import { GERMAN_LANGUAGE_ID } from '../constants.js';
import {
  cmsPageJson,
  DEFAULT_LISTING_LAYOUT_ID,
  DEFAULT_PRODUCT_LAYOUT_ID,
  findLayout,
  type SlotSpec,
} from '../domain/cms/default-layouts.js';
import { catalogueRead, parseProductCriteria, type CatalogueReader } from './catalogue.js';
import { crossSellingElements } from './cross-selling.js';
import { categoryProductListing } from './product-listing.js';
import type { Shop } from './shop.js';
import { serializeMedia, type Json } from '../serializers/catalogue-entities.js';

// The default layouts' slot data (Shopware's CmsElementResolvers), resolved for one category or product from the
// same request, so that a CMS-driven storefront (Shopware Frontends' demo store) renders the page from it.

/** Criteria keys of a body: the listing slot reads only the listing's own parameters (p, order, limit, filters…). */
const CRITERIA_KEYS = new Set([
  'page',
  'filter',
  'post-filter',
  'associations',
  'includes',
  'excludes',
  'sort',
  'aggregations',
  'ids',
  'term',
  'query',
  'grouping',
  'fields',
  'total-count-mode',
]);

/** `slots`: the `|`-separated slot ids to resolve exclusively (Shopware's CategoryRoute/LandingPageRoute). */
export function slotFilter(raw: Record<string, unknown>): Set<string> | null {
  const value = raw.slots;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return new Set(value.split('|', 101).map((id) => id.trim()));
}

function onlySlots(page: Json, wanted: Set<string> | null): Json {
  if (wanted === null) return page;
  const sections = (page.sections as Json[]).map((section) => ({
    ...section,
    blocks: (section.blocks as Json[])
      .map((block) => ({
        ...block,
        slots: (block.slots as Json[]).filter((slot) => wanted.has(String(slot.id))),
      }))
      .filter((block) => (block.slots as Json[]).length > 0),
  }));
  return { ...page, sections };
}

/** The category's page: the default listing layout with the category's image and text and its listing. */
export async function categoryCmsPage(
  shop: Shop,
  reader: CatalogueReader,
  category: Json,
  raw: Record<string, unknown>,
): Promise<Json> {
  const layout = findLayout(DEFAULT_LISTING_LAYOUT_ID);
  if (!layout) throw new Error('The default listing layout is missing.');
  const listingParams = Object.fromEntries(Object.entries(raw).filter(([key]) => !CRITERIA_KEYS.has(key)));
  const { result: listing } = await categoryProductListing(shop, reader, String(category.id), listingParams);
  const media = (category.media ?? null) as Json | null;
  const german = reader.store.languageId === GERMAN_LANGUAGE_ID;
  const page = cmsPageJson(layout, german, (slot: SlotSpec) => {
    switch (slot.type) {
      case 'image':
        return { mediaId: media?.id ?? null, media, url: null, newTab: false, apiAlias: 'cms_image' };
      case 'text':
        return { content: category.description ?? '', apiAlias: 'cms_text' };
      case 'product-listing':
        return { listing, apiAlias: 'cms_product_listing' };
      default:
        return null;
    }
  });
  return onlySlots(page, slotFilter(raw));
}

/**
 * The product's page: the default product layout with name, manufacturer logo, gallery, buy box, description and
 * reviews (none yet) and the cross-sellings. `product` is the detail route's product JSON (media, manufacturer).
 */
export async function productCmsPage(
  shop: Shop,
  reader: CatalogueReader,
  product: Json,
  configurator: Json[] | null,
): Promise<Json> {
  const layout = findLayout(DEFAULT_PRODUCT_LAYOUT_ID);
  if (!layout) throw new Error('The default product layout is missing.');
  const ctx = catalogueRead(shop, reader);
  const manufacturerId = typeof product.manufacturerId === 'string' ? product.manufacturerId : null;
  const manufacturers = await loadManufacturers(ctx.db, ctx.chain, [manufacturerId]);
  const manufacturer = manufacturerId ? manufacturers.get(manufacturerId) : undefined;
  const logos = await loadMedia(ctx.db, ctx.chain, [manufacturer?.media_id ?? null]);
  const logo = manufacturer?.media_id ? logos.get(manufacturer.media_id) : undefined;
  const logoJson = logo ? serializeMedia(logo, ctx.origin) : null;
  const crossSellings = await crossSellingElements(
    shop,
    reader,
    String(product.id),
    parseProductCriteria({ associations: { cover: {} } }),
  );
  const productMedia = Array.isArray(product.media) ? (product.media as Json[]) : [];
  const coverId = product.coverId;
  const gallery = [...productMedia].sort((a, b) => (a.id === coverId ? -1 : b.id === coverId ? 1 : 0));
  const german = reader.store.languageId === GERMAN_LANGUAGE_ID;
  const translated = (product.translated ?? {}) as Json;
  const reviews = {
    elements: [],
    aggregations: [],
    page: 1,
    limit: 10,
    entity: 'product_review',
    total: 0,
    states: [],
    matrix: { matrix: [], totalReviewCount: 0, pointSum: 0, apiAlias: 'rating_matrix' },
    customerReview: null,
    totalReviewsInCurrentLanguage: 0,
    productId: product.id,
    parentId: product.parentId ?? product.id,
    apiAlias: 'product_review_result',
  };
  return cmsPageJson(layout, german, (slot: SlotSpec) => {
    switch (slot.type) {
      case 'product-name':
        return { content: translated.name ?? product.name ?? '', apiAlias: 'cms_text' };
      case 'manufacturer-logo':
        return {
          mediaId: logoJson?.id ?? null,
          media: logoJson,
          url: manufacturer?.link ?? null,
          newTab: true,
          apiAlias: 'cms_manufacturer_logo',
        };
      case 'image-gallery':
        return {
          navigation: null,
          sliderItems: gallery.map((item) => ({
            media: item.media ?? null,
            url: null,
            newTab: false,
            apiAlias: 'cms_image_slider_item',
          })),
          apiAlias: 'cms_image_slider',
        };
      case 'buy-box':
        return {
          productId: product.id,
          product,
          configuratorSettings: configurator ?? [],
          totalReviews: 0,
          apiAlias: 'cms_buy_box',
        };
      case 'product-description-reviews':
        return {
          productId: product.id,
          product,
          reviews,
          ratingSuccess: false,
          apiAlias: 'cms_product_description_reviews',
        };
      case 'cross-selling':
        return { crossSellings, apiAlias: 'cms_cross_selling' };
      default:
        return null;
    }
  });
}
