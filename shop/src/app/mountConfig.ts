import type { ShopConfig } from '../api/services';

/** The container the shop mounts into. */
export const CONTAINER_ID = 'spk-container';

/** Defaults when the host page gives no value: the embedded store-server's API, key and root category. */
const DEFAULT_STORE_API_URL = '/store-api';
export const DEFAULT_ACCESS_KEY = 'SWSCPLASTICSENQUIRYDEMO001';
export const DEFAULT_ROOT_CATEGORY_ID = '0190c0de5a1e4b7c9d2f3a4b5c6d7e8f';

/** Whether the container sits inside the host page's main landmark. */
export const isInsideMainLandmark = (container: Element): boolean =>
  container.parentElement?.closest('main, [role="main"]') != null;

type DataAttributes = Partial<Record<string, string | undefined>>;

function value(raw: string | undefined, fallback: string): string {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : fallback;
}

/**
 * Reads `data-store-api-url`, `data-access-key`, `data-root-category-id` and `data-klarna-sdk-url` (as a DOMStringMap: storeApiUrl,
 * accessKey, rootCategoryId). The URL is resolved against the page location, so `/store-api` becomes
 * same-origin; a trailing slash is removed because the client appends paths like `/context`.
 */
export function parseContainerAttributes(dataset: DataAttributes, location: string): ShopConfig {
  const url = new URL(value(dataset.storeApiUrl, DEFAULT_STORE_API_URL), location);
  return {
    storeApiUrl: url.href.replace(/\/+$/, ''),
    accessKey: value(dataset.accessKey, DEFAULT_ACCESS_KEY),
    rootCategoryId: value(dataset.rootCategoryId, DEFAULT_ROOT_CATEGORY_ID),
    klarnaSdkUrl: dataset.klarnaSdkUrl?.trim()
      ? new URL(dataset.klarnaSdkUrl.trim(), location).href
      : undefined,
  };
}
