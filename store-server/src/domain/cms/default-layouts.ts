import { LIVE_VERSION_ID } from '../../constants.js';
import { deterministicId } from '../ids.js';

// Shopware's two default CMS layouts, the only ones this shop has (no layout editor): the "Default listing
// layout" every category page gets (Migration1536233560BasicData / core.cms.default_category_cms_page) and the
// "Default product page Layout" (Migration1609140710AddCmsPdpLayout, id 7a6d…04d5, core.cms.default_product_cms_page).
// The structure is fixed; the slots' `data` is resolved per request (services/cms-pages.ts).

export const DEFAULT_LISTING_LAYOUT_ID = deterministicId('cms-page:default-listing');
export const DEFAULT_PRODUCT_LAYOUT_ID = '7a6d253a67204037966f42b0119704d5';
const CREATED_AT = '2026-01-01T00:00:00.000+00:00';

type Json = Record<string, unknown>;

export interface SlotSpec {
  slot: string;
  type: string;
  config: Json;
}
interface BlockSpec {
  type: string;
  slots: SlotSpec[];
  marginTop?: string;
}
interface PageSpec {
  id: string;
  name: { en: string; de: string };
  type: 'product_list' | 'product_detail';
  blocks: BlockSpec[];
}

const mapped = (value: string) => ({ source: 'mapped', value });
const fixed = (value: unknown) => ({ source: 'static', value });

const LISTING: PageSpec = {
  id: DEFAULT_LISTING_LAYOUT_ID,
  name: { en: 'Default listing layout', de: 'Standard-Listing-Layout' },
  type: 'product_list',
  blocks: [
    {
      type: 'image-text',
      slots: [
        {
          slot: 'left',
          type: 'image',
          config: {
            media: mapped('category.media'),
            url: fixed(null),
            newTab: fixed(false),
            minHeight: fixed('340px'),
            displayMode: fixed('standard'),
            verticalAlign: fixed(null),
          },
        },
        {
          slot: 'right',
          type: 'text',
          config: { content: mapped('category.description'), verticalAlign: fixed(null) },
        },
      ],
    },
    { type: 'sidebar-filter', slots: [{ slot: 'content', type: 'sidebar-filter', config: {} }] },
    {
      type: 'product-listing',
      slots: [
        {
          slot: 'content',
          type: 'product-listing',
          config: {
            boxLayout: fixed('standard'),
            showSorting: fixed(true),
            defaultSorting: fixed(''),
            useCustomSorting: fixed(false),
            availableSortings: fixed([]),
            filters: fixed(
              'manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter',
            ),
            propertyWhitelist: fixed([]),
          },
        },
      ],
    },
  ],
};

const PRODUCT: PageSpec = {
  id: DEFAULT_PRODUCT_LAYOUT_ID,
  name: { en: 'Default product page Layout', de: 'Standard Produktseiten-Layout' },
  type: 'product_detail',
  blocks: [
    {
      type: 'product-heading',
      slots: [
        { slot: 'left', type: 'product-name', config: { content: mapped('product.name') } },
        {
          slot: 'right',
          type: 'manufacturer-logo',
          config: {
            media: mapped('product.manufacturer.media'),
            url: fixed(null),
            newTab: fixed(true),
            minHeight: fixed('40px'),
            displayMode: fixed('standard'),
          },
        },
      ],
    },
    {
      type: 'gallery-buybox',
      slots: [
        {
          slot: 'left',
          type: 'image-gallery',
          config: {
            sliderItems: mapped('product.media'),
            navigationArrows: fixed('inside'),
            navigationDots: fixed(null),
            galleryPosition: fixed('left'),
            displayMode: fixed('standard'),
            minHeight: fixed('340px'),
            zoom: fixed(true),
            fullScreen: fixed(true),
          },
        },
        { slot: 'right', type: 'buy-box', config: { product: fixed(null), alignment: fixed(null) } },
      ],
    },
    {
      type: 'product-description-reviews',
      slots: [
        {
          slot: 'content',
          type: 'product-description-reviews',
          config: { product: fixed(null), alignment: fixed(null) },
        },
      ],
    },
    {
      type: 'cross-selling',
      slots: [
        {
          slot: 'content',
          type: 'cross-selling',
          config: {
            product: fixed(null),
            boxLayout: fixed('standard'),
            elMinWidth: fixed('300px'),
            displayMode: fixed('standard'),
          },
        },
      ],
    },
  ],
};

export const DEFAULT_LAYOUTS = [LISTING, PRODUCT] as const;

const visibility = { mobile: true, tablet: true, desktop: true };

/**
 * The cms_page JSON of a layout with each slot's `data` from `resolve` (null where an element has no data, as
 * Shopware's elements without a resolver). Sections and blocks by position, slots by slot name.
 */
export function cmsPageJson(page: PageSpec, german: boolean, resolve: (slot: SlotSpec) => unknown): Json {
  const sectionId = deterministicId(`${page.id}:section:0`);
  const name = german ? page.name.de : page.name.en;
  const blocks = page.blocks.map((block, position) => {
    const blockId = deterministicId(`${page.id}:block:${position}`);
    const slots = [...block.slots]
      .sort((a, b) => a.slot.localeCompare(b.slot))
      .map((slot) => ({
        id: deterministicId(`${blockId}:slot:${slot.slot}`),
        versionId: LIVE_VERSION_ID,
        cmsBlockVersionId: LIVE_VERSION_ID,
        fieldConfig: null,
        type: slot.type,
        slot: slot.slot,
        locked: false,
        config: slot.config,
        customFields: null,
        data: resolve(slot),
        blockId,
        createdAt: CREATED_AT,
        updatedAt: null,
        translated: { config: slot.config, customFields: {} },
        apiAlias: 'cms_slot',
      }));
    return {
      id: blockId,
      versionId: LIVE_VERSION_ID,
      cmsSectionVersionId: LIVE_VERSION_ID,
      position,
      type: block.type,
      name: null,
      sectionPosition: 'main',
      marginTop: position === 0 ? '0' : '20px',
      marginBottom: '20px',
      marginLeft: '20px',
      marginRight: '20px',
      backgroundColor: null,
      backgroundMediaId: null,
      backgroundMediaMode: 'cover',
      cssClass: null,
      visibility,
      sectionId,
      customFields: null,
      createdAt: CREATED_AT,
      updatedAt: null,
      backgroundMedia: null,
      slots,
      apiAlias: 'cms_block',
    };
  });
  return {
    id: page.id,
    versionId: LIVE_VERSION_ID,
    name,
    type: page.type,
    entity: null,
    cssClass: null,
    config: null,
    previewMediaId: null,
    customFields: null,
    locked: true,
    createdAt: CREATED_AT,
    updatedAt: null,
    translated: { name, customFields: {} },
    sections: [
      {
        id: sectionId,
        cmsPageVersionId: LIVE_VERSION_ID,
        position: 0,
        type: 'default',
        name: null,
        sizingMode: 'boxed',
        mobileBehavior: 'wrap',
        backgroundColor: null,
        backgroundMediaId: null,
        backgroundMediaMode: 'cover',
        cssClass: null,
        pageId: page.id,
        visibility,
        customFields: null,
        createdAt: CREATED_AT,
        updatedAt: null,
        backgroundMedia: null,
        blocks,
        apiAlias: 'cms_section',
      },
    ],
    previewMedia: null,
    landingPages: null,
    apiAlias: 'cms_page',
  };
}

export function findLayout(id: string): PageSpec | undefined {
  return DEFAULT_LAYOUTS.find((layout) => layout.id === id);
}

export type { PageSpec };
