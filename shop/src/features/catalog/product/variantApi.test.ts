import { describe, expect, it } from 'vitest';
import { createStoreApiTestDouble } from '../../../test/storeApiTestDouble';
import { readVariants } from './variantApi';

type SearchParams = { body: { page: number; limit: number } };

/** TEST DOUBLE: a parent with `count` variants, answered page by page. */
function variantSearch(count: number) {
  return createStoreApiTestDouble(
    {
      'readProduct post /product': ({ body }: SearchParams) => {
        const from = (body.page - 1) * body.limit;
        const ids = Array.from(
          { length: Math.max(0, Math.min(body.limit, count - from)) },
          (_, i) => `v${from + i}`,
        );
        return { elements: ids.map((id) => ({ id, optionIds: [] })), total: count };
      },
    },
    { baseURL: 'http://shop.test/store-api' },
  );
}

const pagesAsked = (double: ReturnType<typeof variantSearch>) =>
  double.calls.map((call) => (call.params as SearchParams).body.page);

describe('readVariants', () => {
  it('asks for all pages the configurator allows at once', async () => {
    const double = variantSearch(108);
    const list = await readVariants(double.client, 'parent', 120);
    expect(pagesAsked(double)).toEqual([1, 2]);
    expect(list.variants).toHaveLength(108);
    expect(list.complete).toBe(true);
  });

  it('fetches missing pages when the server reports more', async () => {
    const double = variantSearch(250);
    const list = await readVariants(double.client, 'parent', 10);
    expect(pagesAsked(double)).toEqual([1, 2, 3]);
    expect(list.variants).toHaveLength(250);
  });

  it('stops at the configured maximum and says the index is incomplete', async () => {
    const double = variantSearch(800);
    const list = await readVariants(double.client, 'parent', 1000);
    expect(pagesAsked(double)).toEqual([1, 2, 3, 4, 5]);
    expect(list.variants).toHaveLength(500);
    expect(list.complete).toBe(false);
  });
});
