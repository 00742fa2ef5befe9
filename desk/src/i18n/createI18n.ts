import { setupI18n, type I18n as Lingui, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type LocaleCode } from './locales';

/** Values a message interpolates: `{name}`, and `count` for plurals; `defaultValue` for a key without a message. */
export type MessageValues = Record<string, unknown>;

/** Translates a key of the `desk` group (or `group:key`). */
export type TFunction = (key: string, values?: MessageValues) => string;

/**
 * The desk's translations: Lingui with the message group src/i18n/<locale>/desk.json of both languages,
 * compiled at build time (the shop's scripts/compiledMessages.ts). Message ids are `desk:key`.
 */
export type DeskI18n = {
  /** The Lingui instance (its I18nProvider re-renders the desk when the locale changes). */
  readonly lingui: Lingui;
  /** The active locale. */
  readonly language: LocaleCode;
  /** Translates a key of the `desk` group, outside React. */
  t: TFunction;
  /** Makes `locale` the active locale. */
  changeLanguage: (locale: LocaleCode) => Promise<void>;
};

// Both languages bundled (the desk is one small app: no lazy message chunks).
const catalogs = import.meta.glob<Messages>('./*/desk.json', {
  query: '?compiled',
  import: 'default',
  eager: true,
});

/**
 * A fresh instance (one per mounted desk, so tests stay apart) with both languages loaded and `language`
 * active. German has every key English has (messages.test.ts), so no locale needs a fallback.
 */
export function createI18n(language: LocaleCode = DEFAULT_LOCALE): DeskI18n {
  const lingui = setupI18n({
    messages: Object.fromEntries(
      Object.entries(catalogs).map(([file, messages]) => [file.split('/')[1], messages]),
    ),
  });
  lingui.activate(language);
  return {
    lingui,
    get language() {
      return lingui.locale as LocaleCode;
    },
    t: (key, values) => {
      const id = key.includes(':') ? key : `desk:${key}`;
      // As i18next did: a key without a message gives `defaultValue` when there is one.
      if (!(id in lingui.messages) && typeof values?.defaultValue === 'string') return values.defaultValue;
      return lingui._(id, values);
    },
    changeLanguage: (locale) => {
      lingui.activate(locale);
      return Promise.resolve();
    },
  };
}
