import {
  generateCatalogue,
  type ParentRecord,
  type VariantRecord,
} from '../../src/seed/catalogue/generate.js';
import { groupId, optionId, type GroupKey } from '../../src/seed/catalogue/property-groups.js';

// Expectations derived from the same pure generator that seeds the database.

export const catalogue = generateCatalogue();
export const parentByKey = (key: string): ParentRecord => {
  const parent = catalogue.find((p) => p.key === key);
  if (!parent) throw new Error(`No product ${key}`);
  return parent;
};
export const option = (group: GroupKey, key: string | number) => optionId(group, key);
export const group = (key: GroupKey) => groupId(key);

/** Shopware's best variant as this server chooses it: available first, then cheapest, then by number. */
export function bestVariant(parent: ParentRecord): VariantRecord {
  const sorted = [...parent.variants].sort(
    (a, b) =>
      Number(b.available) - Number(a.available) || a.gross - b.gross || a.number.localeCompare(b.number),
  );
  const best = sorted[0];
  if (!best) throw new Error('no variants');
  return best;
}

export interface ProductJson {
  id: string;
  parentId: string | null;
  productNumber: string;
  name: string;
  description: string | null;
  stock: number;
  availableStock: number;
  available: boolean;
  isCloseout: boolean;
  weight: number | null;
  childCount: number;
  optionIds: string[];
  propertyIds: string[];
  calculatedPrice: {
    unitPrice: number;
    totalPrice: number;
    calculatedTaxes: { tax: number; taxRate: number }[];
  };
  calculatedCheapestPrice: { unitPrice: number; hasRange: boolean; variantId: string | null };
  calculatedListingPrice: { from: { unitPrice: number }; to: { unitPrice: number } };
  calculatedMaxPurchase: number;
  customFields: Record<string, string> | null;
  translated: { name: string; customFields: Record<string, string> };
  deliveryTime: { name: string; min: number; max: number; unit: string; translated: { name: string } } | null;
  cover: { media: { url: string; alt: string | null } } | null;
  options?: { id: string; name: string; groupId: string; group: { name: string; position: number } }[];
  properties?: { id: string }[];
  media?: { media: { url: string } }[];
  manufacturer?: { name: string } | null;
  seoCategory: { id: string; name: string };
  apiAlias: 'product';
}

export interface SearchResult<T> {
  elements: T[];
  total: number;
  page: number;
  limit: number;
  aggregations: Record<string, Record<string, unknown>> | [];
}
