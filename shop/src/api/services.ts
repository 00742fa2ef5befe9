import { QueryClient } from '@tanstack/react-query';
import type { ShopI18n } from '../i18n/createI18n';
import type { LocaleCode } from '../i18n/locales';
import type { SessionReplacement, StoreApiClient } from './client';
import type { Preloads } from './preload';
import type { KeyValueStorage } from './session';

/** The root component's properties, read from the container's data attributes (app/mountConfig.ts). */
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

/** A minimal observable value, read in React with useSyncExternalStore (app/valueStore.ts creates one). */
export type ValueStore<T> = {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Everything one mounted shop shares with its pages (useShop): app/boot.ts builds it before React loads,
 * the root component adds the query cache. Declared here, in the kit, so that the kit never imports app/.
 */
export type ShopServices = {
  config: ShopConfig;
  client: StoreApiClient;
  i18n: ShopI18n;
  storage: KeyValueStorage;
  /** The backend language id in use (`sw-language-id`), null until known. */
  languageId: ValueStore<string | null>;
  /** Requests the start-up began for the first page (taken by that page's queries). */
  preloads: Preloads;
  /**
   * Switches interface and backend language (the URL prefix changed). When the backend has no language for
   * it, nothing changes (spec) and `localeProblem` is set.
   */
  switchLocale: (locale: LocaleCode) => Promise<void>;
  /** Set when the backend lacks the language of the locale asked for (spec: 'No Shopware language translation code provided'). */
  localeProblem: ValueStore<LocaleCode | null>;
  /** Calls `listener` whenever the session was replaced (idle expiry, a newer token from another tab). */
  onSessionReplaced: (listener: (reason: SessionReplacement) => void) => () => void;
  queryClient: QueryClient;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** The boot part (app/boot.ts) with its query cache. */
export function withQueryClient<Boot extends Omit<ShopServices, 'queryClient'>>(
  boot: Boot,
  queryClient = createQueryClient(),
): Boot & { queryClient: QueryClient } {
  return { ...boot, queryClient };
}
