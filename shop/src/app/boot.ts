/**
 * The part of the shop that runs before React has loaded: Store API client, session, translations and the
 * start-up. The entry module starts it at once, so the first round of Store API calls overlaps with
 * downloading the React application chunk.
 */
import {
  adoptStoredToken,
  createStoreApiClient,
  setLanguageHeader,
  withLanguageHeader,
  type SessionReplacement,
  type StoreApiClient,
} from '../api/client';
import { createPreloads } from '../api/preload';
import { browserStorage, STORAGE_KEYS, type KeyValueStorage } from '../api/session';
import { readLanguages } from '../api/storeApi';
import type { Language } from '../api/types';
import { preloadCatalogPage } from '../features/catalog/preload';
import { createI18n } from '../i18n/createI18n';
import type { LocaleCode } from '../i18n/locales';
import { NO_TRANSLATION_CODE, setLocale } from '../i18n/setLocale';
import type { ShopConfig, ShopServices } from '../api/services';
import { localeOfPath } from '../ui/paths';
import { runStartup, type StartupResult } from './startup';
import { createValueStore } from './valueStore';

/** The part of the shop built before React loads: the shared services without the query cache, and the start-up. */
export type ShopBoot = Omit<ShopServices, 'queryClient'> & {
  /** Runs the start-up once (later calls get the same promise). */
  start: () => Promise<StartupResult>;
};

export type ShopBootOptions = {
  storage?: KeyValueStorage;
  /** The page path, to pick the initial locale. */
  pathname?: string;
  /** The page's search string (`?p=2…`), for the first page's preload. */
  search?: string;
  client?: StoreApiClient;
};

export function createShopBoot(config: ShopConfig, options: ShopBootOptions = {}): ShopBoot {
  const storage = options.storage ?? browserStorage();
  const sessionListeners = new Set<(reason: SessionReplacement) => void>();
  const sessionReplaced = (reason: SessionReplacement) =>
    sessionListeners.forEach((listener) => listener(reason));
  const client =
    options.client ??
    createStoreApiClient({
      baseURL: config.storeApiUrl,
      accessKey: config.accessKey,
      storage,
      onSessionReplaced: sessionReplaced,
    });
  // Another tab logged in or out (and stored the token the server gave it): this tab takes that token at once.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.contextToken) return;
      if (adoptStoredToken(client, storage)) sessionReplaced('otherTab');
    });
  }
  const pathname = options.pathname ?? window.location.pathname;
  const search = options.search ?? window.location.search;
  const initialLocale = localeOfPath(pathname);
  const i18n = createI18n(initialLocale);
  const languageId = createValueStore<string | null>(null);
  const localeProblem = createValueStore<LocaleCode | null>(null);
  const preloads = createPreloads();
  let languages: Language[] = [];

  let started: Promise<StartupResult> | null = null;
  const start = () => {
    started ??= runStartup({
      client,
      locale: initialLocale,
      storage,
      loadTranslations: () => i18n.ready,
      changeLanguage: (locale) => i18n.changeLanguage(locale),
      startPageRequest: (id) =>
        preloadCatalogPage(
          {
            client: id ? withLanguageHeader(client, id) : client,
            preloads,
            rootCategoryId: config.rootCategoryId,
            languageId: id,
          },
          pathname,
          search,
        ),
    }).then((result) => {
      languages = result.languages;
      languageId.set(result.languageId);
      if (!result.selection) localeProblem.set(initialLocale);
      return result;
    });
    return started;
  };

  const switchLocale = async (locale: LocaleCode) => {
    try {
      const selection = await setLocale(locale, {
        loadLanguages: async () => (languages.length ? languages : (languages = await readLanguages(client))),
        changeLanguage: (code) => i18n.changeLanguage(code),
        setLanguageId: (_code, id) => {
          setLanguageHeader(client, id);
          languageId.set(id);
        },
        storage,
      });
      if (selection) {
        localeProblem.set(null);
        return;
      }
      console.warn(`[shop] ${NO_TRANSLATION_CODE}: ${locale}`);
    } catch (error) {
      console.warn('[shop] language switch: backend language list not available', error);
    }
    // No backend language for it: nothing changes (spec), the shopper is told.
    localeProblem.set(locale);
  };

  const onSessionReplaced = (listener: (reason: SessionReplacement) => void) => {
    sessionListeners.add(listener);
    return () => void sessionListeners.delete(listener);
  };

  return {
    config,
    client,
    i18n,
    storage,
    languageId,
    localeProblem,
    preloads,
    start,
    switchLocale,
    onSessionReplaced,
  };
}
