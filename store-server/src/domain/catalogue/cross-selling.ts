import { deterministicId } from '../ids.js';
import type { Filter } from '../criteria/types.js';

// The cross-sellings of a product family, built from the catalogue as Shopware's product streams would be: each
// group is a filter over the other active main products (never the product's own family), sorted and limited.

export interface CrossSellingGroup {
  key: 'category' | 'manufacturer';
  id: string;
  name: { en: string; de: string };
  position: number;
  sortBy: 'name';
  sortDirection: 'ASC';
  limit: number;
  /** The stream's filter; null when the product lacks what it groups by (no category, no manufacturer). */
  filter: Filter[] | null;
}

export function crossSellingGroups(
  familyId: string,
  facts: { mainCategoryId: string | null; manufacturerId: string | null },
): CrossSellingGroup[] {
  const others: Filter[] = [
    { type: 'equals', field: 'parentId', value: null },
    { type: 'not', operator: 'or', queries: [{ type: 'equals', field: 'id', value: familyId }] },
  ];
  return [
    {
      key: 'category',
      id: deterministicId(`cross-selling:${familyId}:category`),
      name: { en: 'More in this category', de: 'Mehr in dieser Kategorie' },
      position: 1,
      sortBy: 'name',
      sortDirection: 'ASC',
      limit: 10,
      filter: facts.mainCategoryId
        ? [...others, { type: 'equals', field: 'categoryIds', value: facts.mainCategoryId }]
        : null,
    },
    {
      key: 'manufacturer',
      id: deterministicId(`cross-selling:${familyId}:manufacturer`),
      name: { en: 'More from this manufacturer', de: 'Mehr von diesem Hersteller' },
      position: 2,
      sortBy: 'name',
      sortDirection: 'ASC',
      limit: 10,
      filter: facts.manufacturerId
        ? [...others, { type: 'equals', field: 'manufacturerId', value: facts.manufacturerId }]
        : null,
    },
  ];
}
