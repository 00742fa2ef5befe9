/** The container the shop mounts into. */
export const CONTAINER_ID = 'spk-container';

/** Defaults when the host page gives no value: the embedded store-server's API, key and root category. */
const DEFAULT_STORE_API_URL = '/store-api';
export const DEFAULT_ACCESS_KEY = 'SWSCPLASTICSENQUIRYDEMO001';
export const DEFAULT_ROOT_CATEGORY_ID = '0190c0de5a1e4b7c9d2f3a4b5c6d7e8f';

/** The root component's properties, read from the container's data attributes. */
export type ShopConfig = {
  /** Absolute Store API base URL (including `/store-api`). */
  storeApiUrl: string;
  accessKey: string;
  rootCategoryId: string;
  /** `data-klarna-sdk-url`: where the Klarna JS SDK loads from (Klarna's CDN when absent). */
  klarnaSdkUrl?: string | undefined;
  /**
   * The host page already puts the container inside its main landmark (`<main>` or `role="main"`): the shop
   * then renders its pages in a plain element, because a page may have only one main landmark.
   */
  insideHostMain?: boolean | undefined;
};

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
