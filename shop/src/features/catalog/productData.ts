/**
 * What the catalogue shows of a product, derived from the Store API product as it came: names, images,
 * stock, the chosen options, the custom-field facts and the documents. Backend text goes through the text
 * filter.
 */
import { stripHtml } from '../../ui/text/stripHtml';
import { availability, productStockFacts, type Availability } from '../../api/cart/stockRule';
import { displayName, type NamedOption } from './options';
import { translatedText } from '../../ui/text/backendText';

type MediaLike = {
  id?: string;
  url?: string | null;
  alt?: string | null;
  title?: string | null;
  translated?: { alt?: string | null; title?: string | null } | null;
};
type ProductMediaLike = { id?: string; mediaId?: string; position?: number | null; media?: MediaLike | null };

export type CatalogProduct = {
  id: string;
  name?: string | null;
  description?: string | null;
  translated?: { name?: string | null; description?: string | null } | null;
  availableStock?: number | null;
  isCloseout?: boolean | null;
  cover?: ProductMediaLike | null;
  media?: readonly ProductMediaLike[] | null;
  customFields?: Record<string, unknown> | null;
  options?: readonly (NamedOption & { group?: (NamedOption & { position?: number | null }) | null })[] | null;
};

export function productName(product: CatalogProduct): string {
  return translatedText(product, 'name');
}

export function productDescription(product: CatalogProduct): string {
  return translatedText(product, 'description');
}

export type ProductImage = { id: string; url: string; alt: string };

function imageOf(entry: ProductMediaLike | null | undefined, fallbackAlt: string): ProductImage | null {
  const media = entry?.media;
  if (!media?.url) return null;
  const alt = translatedText(media, 'alt') || translatedText(media, 'title');
  return { id: entry?.mediaId ?? media.id ?? media.url, url: media.url, alt: alt || fallbackAlt };
}

/** The cover first, then the other media by position, each image once; alt text falls back to the name. */
export function productImages(product: CatalogProduct): ProductImage[] {
  const name = productName(product);
  const images: ProductImage[] = [];
  const seen = new Set<string>();
  const add = (image: ProductImage | null) => {
    if (!image || seen.has(image.id)) return;
    seen.add(image.id);
    images.push(image);
  };
  add(imageOf(product.cover, name));
  [...(product.media ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .forEach((entry) => add(imageOf(entry, name)));
  return images;
}

export function coverImage(product: CatalogProduct): ProductImage | null {
  return imageOf(product.cover, productName(product)) ?? productImages(product)[0] ?? null;
}

export type StockState = Availability;

/**
 * The stock rule's display (cart/stockRule.ts): 'In stock: N' when stock is available, otherwise new
 * production on demand, or not available for a closeout (sold only from stock) without stock.
 */
export function stockState(product: Pick<CatalogProduct, 'availableStock' | 'isCloseout'>): StockState {
  return availability(productStockFacts(product));
}

/** A custom field's value as plain text (lists joined by commas); '' when empty. */
export function customFieldText(value: unknown): string {
  if (typeof value === 'string') return stripHtml(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.map(customFieldText).filter(Boolean).join(', ');
  return '';
}

/** The facts from custom fields, by label key of the productDetail namespace. */
const FACT_FIELDS = [
  ['facts.availableStrengths', 'spk_available_strengths'],
  ['facts.thicknessTolerance', 'spk_thickness_tolerance'],
  ['facts.manufacturingMethod', 'spk_manufacturing_method'],
  ['facts.applications', 'spk_applications'],
  ['facts.properties', 'spk_properties'],
] as const;

export type FactKey = (typeof FACT_FIELDS)[number][0];

export function productFacts(product: CatalogProduct): { key: FactKey; value: string }[] {
  const fields = product.customFields ?? {};
  return FACT_FIELDS.map(([key, field]) => ({ key, value: customFieldText(fields[field]) })).filter(
    (fact) => fact.value !== '',
  );
}

const DOCUMENT_FIELDS = [
  ['documents.datasheet', 'spk_document_datasheet'],
  ['documents.atex', 'spk_document_atex'],
  ['documents.fda', 'spk_document_fda'],
  ['documents.handling', 'spk_document_handling'],
] as const;

export type DocumentKey = (typeof DOCUMENT_FIELDS)[number][0];

/** An http(s) URL as a string, anything else (javascript:, garbage) null. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The documents present on the product (absolute http(s) URLs only), in the spec's order. */
export function productDocuments(product: CatalogProduct): { key: DocumentKey; url: string }[] {
  const fields = product.customFields ?? {};
  return DOCUMENT_FIELDS.flatMap(([key, field]) => {
    const url = safeUrl(fields[field]);
    return url ? [{ key, url }] : [];
  });
}

/** The product's options as "group: option" pairs, by group position. */
export function chosenOptions(product: CatalogProduct): { id: string; group: string; option: string }[] {
  return [...(product.options ?? [])]
    .sort((a, b) => (a.group?.position ?? 0) - (b.group?.position ?? 0))
    .map((option) => ({
      id: option.id,
      group: option.group ? displayName(option.group) : '',
      option: displayName(option),
    }));
}
