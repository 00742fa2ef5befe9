/** The desk's languages; en-GB is the default and the fallback. */
export type LocaleCode = 'en-GB' | 'de-DE';

export const DEFAULT_LOCALE: LocaleCode = 'en-GB';

export const LOCALES: ReadonlyArray<{ code: LocaleCode; name: string }> = [
  { code: 'en-GB', name: 'English' },
  { code: 'de-DE', name: 'Deutsch' },
];

export const LANGUAGE_KEY = 'plastics-desk.language';

/** The stored choice, else the browser's first language we have, else English. */
export function initialLocale(stored: string | null, browser: readonly string[]): LocaleCode {
  const known = (code: string | null | undefined) =>
    LOCALES.find((locale) => code && locale.code.toLowerCase() === code.toLowerCase())?.code ??
    LOCALES.find((locale) => code && locale.code.slice(0, 2) === code.slice(0, 2).toLowerCase())?.code;
  return known(stored) ?? browser.map(known).find((code) => code !== undefined) ?? DEFAULT_LOCALE;
}
