import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from './locales';

type Messages = { default: Record<string, unknown> };

// One lazily loaded chunk per locale and message group: src/i18n/<locale>/<group>.json.
const loaders = import.meta.glob<Messages>('./*/*.json');

/** i18next backend that loads the bundled JSON files by dynamic import (no network call to the Store API). */
const bundledBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * A fresh i18next instance (one per mounted shop, so tests and several shops on one page stay apart) and the
 * promise of its first translations. Only the `common` namespace is requested up
 * front; page namespaces load with their route chunks.
 */
export function createI18n(language: LocaleCode = DEFAULT_LOCALE): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance.use(bundledBackend).init({
    lng: language,
    // German has every key English has (messages.test.ts), so a German page loads no English messages
    // (0.85 KB gzip less on the German start page); any other language falls back to English.
    fallbackLng: { 'de-DE': [], default: [DEFAULT_LOCALE] },
    supportedLngs: LOCALES.map((locale) => locale.code),
    load: 'currentOnly',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
  });
  return { i18n: instance, ready };
}
