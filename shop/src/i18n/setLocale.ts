import type { Language } from '../api/types';
import { STORAGE_KEYS, storeLanguageId, type KeyValueStorage } from '../api/session';
import { interfaceLocaleFor, type LocaleCode } from './locales';

export const NO_LANGUAGE_CODE = 'No language code provided';
export const NO_TRANSLATION_CODE = 'No Shopware language translation code provided';

export type LocaleSelection = {
  /** The interface locale now in use. */
  code: LocaleCode;
  /** The backend language id sent as `sw-language-id` from now on. */
  languageId: string;
  /** The backend translation code of the chosen language, e.g. `de-DE`. */
  translationCode: string;
};

export type SetLocaleDeps = {
  /** Loads the backend language list (`POST /language`). */
  loadLanguages: () => Promise<Language[]>;
  /** Switches the interface locale (createI18n). */
  changeLanguage: (code: LocaleCode) => Promise<unknown>;
  /** Stores the backend language id for later requests. */
  setLanguageId: (code: LocaleCode, languageId: string) => void;
  storage: KeyValueStorage;
};

/** The first backend language whose translation code contains the requested code (case-insensitive). */
export function pickLanguage(languages: readonly Language[], code: string): Language | undefined {
  const wanted = code.toLowerCase();
  return languages.find((language) => language.translationCode?.code?.toLowerCase().includes(wanted));
}

/**
 * The spec's setLocale: needs a code, loads the backend language list, picks the entry whose translation
 * code contains the requested code, sets the interface locale, stores the backend language id and records
 * the locale. With no match nothing changes and null is returned.
 */
export async function setLocale(
  code: string | undefined | null,
  deps: SetLocaleDeps,
): Promise<LocaleSelection | null> {
  if (!code) throw new Error(NO_LANGUAGE_CODE);
  const languages = await deps.loadLanguages();
  const language = pickLanguage(languages, code);
  const translationCode = language?.translationCode?.code;
  if (!language || !translationCode) return null;
  const locale = interfaceLocaleFor(translationCode);
  await deps.changeLanguage(locale);
  deps.setLanguageId(locale, language.id);
  deps.storage.setItem(STORAGE_KEYS.locale, locale);
  storeLanguageId(deps.storage, locale, language.id);
  return { code: locale, languageId: language.id, translationCode };
}
