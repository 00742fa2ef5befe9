/**
 * The part of the shop that runs before React has loaded: Store API client, session, translations and the
 * start-up. The entry module starts it at once, so the first round of Store API calls overlaps with
 * downloading the React application chunk.
 */
import type { i18n as I18n } from 'i18next';
import { createStoreApiClient, setLanguageHeader, type StoreApiClient } from '../api/client';
import { createPreloads, type Preloads } from '../api/preload';
import { browserStorage, type KeyValueStorage } from '../api/session';
import { readLanguages } from '../api/storeApi';
import type { Language } from '../api/types';
import { preloadCatalogPage } from '../features/catalog/preload';
import { createI18n } from '../i18n/createI18n';
import type { LocaleCode } from '../i18n/locales';
import { setLocale } from '../i18n/setLocale';
import type { ShopConfig } from './mountConfig';
import { localeOfPath } from './paths';
import { runStartup, type StartupResult } from './startup';
import { createValueStore, type ValueStore } from './valueStore';

export type ShopBoot = {
  config: ShopConfig;
  client: StoreApiClient;
  i18n: I18n;
  storage: KeyValueStorage;
  /** The backend language id in use (`sw-language-id`), null until known. */
  languageId: ValueStore<string | null>;
  /** Requests the start-up began for the first page (taken by that page's queries). */
  preloads: Preloads;
  /** Runs the start-up once (later calls get the same promise). */
  start: () => Promise<StartupResult>;
  /** Switches interface and backend language (the URL prefix changed). */
  switchLocale: (locale: LocaleCode) => Promise<void>;
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
  const client =
    options.client ??
    createStoreApiClient({ baseURL: config.storeApiUrl, accessKey: config.accessKey, storage });
  const pathname = options.pathname ?? window.location.pathname;
  const search = options.search ?? window.location.search;
  const initialLocale = localeOfPath(pathname);
  const { i18n, ready } = createI18n(initialLocale);
  const languageId = createValueStore<string | null>(null);
  const preloads = createPreloads();
  let languages: Language[] = [];

  let started: Promise<StartupResult> | null = null;
  const start = () => {
    started ??= runStartup({
      client,
      locale: initialLocale,
      storage,
      loadTranslations: () => ready,
      changeLanguage: (locale) => i18n.changeLanguage(locale),
      onRoundTwo: (id) =>
        preloadCatalogPage(
          { client, preloads, rootCategoryId: config.rootCategoryId, languageId: id },
          pathname,
          search,
        ),
    }).then((result) => {
      languages = result.languages;
      languageId.set(result.languageId);
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
      if (selection) return;
    } catch (error) {
      console.warn('[shop] language switch: backend language list not available', error);
    }
    // No backend language for it: the interface still follows the URL.
    await i18n.changeLanguage(locale);
  };

  return { config, client, i18n, storage, languageId, preloads, start, switchLocale };
}
