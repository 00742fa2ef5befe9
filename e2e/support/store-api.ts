import type { APIRequestContext } from '@playwright/test';

/** The embedded server's defaults (the demo host page passes the same values to the shop). */
export const ACCESS_KEY = 'SWSCPLASTICSENQUIRYDEMO001';
export const GERMAN_LANGUAGE_ID = '3a9ac57cecff6b38b4c265a1f9442167';

export interface ProductOption {
  id: string;
  name: string;
  group: { id: string; name: string };
}

export interface Product {
  id: string;
  parentId: string | null;
  name: string;
  productNumber: string;
  availableStock: number;
  isCloseout: boolean;
  childCount: number | null;
  options: ProductOption[] | null;
  customFields: Record<string, unknown> | null;
}

/**
 * A small Store API client for tests: it asks the real server for test data (which product has stock, which
 * options a variant has) so that tests follow the seed instead of hard-coding it.
 */
export function storeApi(request: APIRequestContext, languageId?: string) {
  const headers: Record<string, string> = { 'sw-access-key': ACCESS_KEY, 'content-type': 'application/json' };
  if (languageId) headers['sw-language-id'] = languageId;

  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await request.post(`/store-api${path}`, { headers, data: body });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async function searchProducts(criteria: Record<string, unknown>): Promise<Product[]> {
    const result = await post<{ elements: Product[] }>('/product', {
      associations: { options: { associations: { group: {} } } },
      ...criteria,
    });
    return result.elements;
  }

  return {
    post,
    searchProducts,
    /** A variant with at least ten in stock (enough for any journey's cart). */
    async inStockVariant(): Promise<Product> {
      const [variant] = await searchProducts({
        filter: [
          { type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] },
          { type: 'range', field: 'availableStock', parameters: { gte: 10 } },
        ],
        limit: 1,
      });
      if (!variant) throw new Error('the seed needs an in-stock variant');
      return variant;
    },
    /** A parent product whose variants include one in stock and one at zero stock that is not a closeout. */
    async productWithStockAndOnDemandVariants(): Promise<{
      parent: Product;
      inStock: Product;
      onDemand: Product;
    }> {
      const parents = await searchProducts({
        filter: [{ type: 'equals', field: 'parentId', value: null }],
        sort: [{ field: 'productNumber', order: 'ASC' }],
        limit: 50,
      });
      for (const parent of parents) {
        const [inStock] = await searchProducts({
          filter: [
            { type: 'equals', field: 'parentId', value: parent.id },
            { type: 'range', field: 'availableStock', parameters: { gt: 0 } },
          ],
          limit: 1,
        });
        const [onDemand] = await searchProducts({
          filter: [
            { type: 'equals', field: 'parentId', value: parent.id },
            { type: 'equals', field: 'availableStock', value: 0 },
            { type: 'equals', field: 'isCloseout', value: false },
          ],
          limit: 1,
        });
        if (inStock && onDemand) return { parent, inStock, onDemand };
      }
      throw new Error('the seed has no product with both an in-stock and an on-demand variant');
    },
  };
}
