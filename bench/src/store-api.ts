// A minimal Store API client for the benchmarks' set-up (finding ids, seeding a cart).
export const ACCESS_KEY = 'SWSCPLASTICSENQUIRYDEMO001';
export const ROOT_CATEGORY_ID = '0190c0de5a1e4b7c9d2f3a4b5c6d7e8f';

export interface ApiAnswer<T> {
  status: number;
  json: T;
  token: string | null;
}

export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string | null,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { 'sw-access-key': ACCESS_KEY, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['sw-context-token'] = token;
  const response = await fetch(`${baseUrl}/store-api${path}`, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: (text ? JSON.parse(text) : null) as T,
    token: response.headers.get('sw-context-token'),
  };
}

export async function ok<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string | null,
): Promise<ApiAnswer<T>> {
  const answer = await call<T>(baseUrl, method, path, body, token);
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer;
}

interface Category {
  id: string;
  name: string;
  childCount?: number;
  children?: Category[] | null;
}

export interface Fixtures {
  /** A leaf category with products (for the listing). */
  categoryId: string;
  /** An orderable variant (in stock or new production on demand). */
  variantId: string;
  /** Some more variants, for spreading add-to-cart. */
  variantIds: string[];
  countryId: string;
  shippingMethodId: string;
}

/** Asks the running server for ids to benchmark with, so that nothing is hard-coded against the seed. */
export async function findFixtures(baseUrl: string): Promise<Fixtures> {
  const nav = await ok<Category[]>(baseUrl, 'POST', `/navigation/${ROOT_CATEGORY_ID}/${ROOT_CATEGORY_ID}`, {
    depth: 3,
  });
  const leaves: Category[] = [];
  const walk = (list: Category[] | null | undefined): void => {
    for (const category of list ?? []) {
      if (category.children && category.children.length > 0) walk(category.children);
      else leaves.push(category);
    }
  };
  walk(nav.json);
  let categoryId: string | undefined;
  for (const leaf of leaves) {
    const listing = await ok<{ total: number }>(baseUrl, 'POST', `/product-listing/${leaf.id}`, { limit: 1 });
    if (listing.json.total > 0) {
      categoryId = leaf.id;
      break;
    }
  }
  if (!categoryId) throw new Error('no category with products found');

  const variants = await ok<{ elements: { id: string }[] }>(baseUrl, 'POST', '/product', {
    filter: [
      { type: 'not', queries: [{ type: 'equals', field: 'parentId', value: null }] },
      { type: 'range', field: 'availableStock', parameters: { gt: 50 } },
    ],
    limit: 50,
  });
  const variantIds = variants.json.elements.map((element) => element.id);
  if (variantIds.length === 0) throw new Error('no variant in stock found');

  const countries = await ok<{ elements: { id: string; iso: string }[] }>(baseUrl, 'POST', '/country', {
    filter: [{ type: 'equals', field: 'iso', value: 'DE' }],
    limit: 1,
  });
  const country = countries.json.elements.find((c) => c.iso === 'DE') ?? countries.json.elements[0];
  const shipping = await ok<{ elements: { id: string; technicalName: string }[] }>(
    baseUrl,
    'POST',
    '/shipping-method',
    { limit: 50 },
  );
  const parcel =
    shipping.json.elements.find((m) => m.technicalName === 'shipping_parcel') ?? shipping.json.elements[0];
  if (!country || !parcel) throw new Error('no country or shipping method found');
  return {
    categoryId,
    variantId: variantIds[0]!,
    variantIds,
    countryId: country.id,
    shippingMethodId: parcel.id,
  };
}
