import { setupI18n, type I18n as Lingui, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type LocaleCode, type Namespace } from './locales';

/** Values a message interpolates: `{name}`, and `count` for plurals. */
export type MessageValues = Record<string, unknown>;

/** Translates a key of the hook's message groups (or `group:key`). */
export type TFunction = (key: string, values?: MessageValues) => string;

/**
 * The interface's translations: Lingui with the message groups (src/i18n/<locale>/<group>.json, compiled at
 * build time, see scripts/compiledMessages.ts) loaded lazily, one chunk per locale and group. Message ids
 * are `group:key`.
 */
export type ShopI18n = {
  /** The Lingui instance (its I18nProvider re-renders the interface when messages or locale change). */
  readonly lingui: Lingui;
  /** The active locale. */
  readonly language: LocaleCode;
  /** Settles when the first locale's `common` group is there and active. */
  readonly ready: Promise<void>;
  /** Translates a key of the `common` group (or `group:key`), outside React. */
  t: TFunction;
  /** Translates keys of the first of `namespaces` that has them (or `group:key`). */
  translator: (namespaces: readonly Namespace[]) => TFunction;
  /**
   * Loads the groups in the active locale (a later language switch loads them in the new one too); the same
   * groups in the same locale give the same promise.
   */
  loadNamespaces: (namespaces: readonly Namespace[]) => Promise<void>;
  /** Loads every group used so far in `locale`, then makes it the active locale. */
  changeLanguage: (locale: LocaleCode) => Promise<void>;
};

/**
 * Marks the promise with its outcome the way React's `use` reads it (`status`, `value`/`reason`), so a
 * component that asks for groups already loaded renders at once instead of suspending for a tick.
 */
function settledState<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/** A promise already marked fulfilled (see settledState). */
const fulfilled = (): Promise<void> =>
  Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

// One lazily loaded chunk per locale and message group, compiled at build time.
const loaders = import.meta.glob<{ default: Messages }>('./*/*.json', { query: '?compiled' });

/**
 * A fresh instance (one per mounted shop, so tests and several shops on one page stay apart) that starts
 * loading the `common` group of `language` at once; page groups load with their route chunks. German has
 * every key English has (messages.test.ts), so no locale loads another one's messages as a fallback.
 */
export function createI18n(language: LocaleCode = DEFAULT_LOCALE): ShopI18n {
  const lingui = setupI18n();
  const used = new Set<Namespace>(['common']);
  const groupLoads = new Map<string, Promise<void>>();
  const setLoads = new Map<string, Promise<void>>();
  const loaded = new Set<string>();
  let active = language;

  const loadGroup = (locale: LocaleCode, namespace: Namespace): Promise<void> => {
    const key = `${locale}/${namespace}`;
    let promise = groupLoads.get(key);
    if (!promise) {
      const load = loaders[`./${key}.json`];
      promise = load
        ? load().then((module) => {
            lingui.load(locale, module.default);
            loaded.add(key);
          })
        : Promise.reject(new Error(`no messages ${key}`));
      // A failed load may be retried (the route's retry reloads the page anyway).
      promise.catch(() => groupLoads.delete(key));
      groupLoads.set(key, promise);
    }
    return promise;
  };
  const loadAll = (locale: LocaleCode, namespaces: Iterable<Namespace>): Promise<void> => {
    const groups = [...namespaces];
    const key = `${locale}/${groups.join(',')}`;
    let promise = setLoads.get(key);
    if (!promise) {
      promise = groups.every((namespace) => loaded.has(`${locale}/${namespace}`))
        ? fulfilled()
        : settledState(
            Promise.all(groups.map((namespace) => loadGroup(locale, namespace))).then(() => undefined),
          );
      promise.catch(() => setLoads.delete(key));
      setLoads.set(key, promise);
    }
    return promise;
  };

  const translate = (namespaces: readonly Namespace[]): TFunction => {
    return (key, values) => {
      if (key.includes(':')) return lingui._(key, values);
      const id = namespaces
        .map((namespace) => `${namespace}:${key}`)
        .find((candidate) => candidate in lingui.messages);
      return lingui._(id ?? `${namespaces[0]}:${key}`, values);
    };
  };

  const ready = loadGroup(language, 'common').then(() => lingui.activate(language));
  return {
    lingui,
    get language() {
      return active;
    },
    ready,
    t: translate(['common']),
    translator: translate,
    loadNamespaces: (namespaces) => {
      namespaces.forEach((namespace) => used.add(namespace));
      return loadAll(active, namespaces);
    },
    changeLanguage: async (locale) => {
      await loadAll(locale, used);
      active = locale;
      lingui.activate(locale);
    },
  };
}
