/** The interface languages. en-GB is the default and the fallback. */
export type LocaleCode = 'en-GB' | 'de-DE';

export type LocaleInfo = {
  name: string;
  code: LocaleCode;
  /** The short URL prefix of the locale (`/de/shop/...`). */
  prefix: 'en' | 'de';
};

export const DEFAULT_LOCALE: LocaleCode = 'en-GB';

export const LOCALES: readonly LocaleInfo[] = [
  { name: 'English', code: 'en-GB', prefix: 'en' },
  { name: 'Deutsch', code: 'de-DE', prefix: 'de' },
];

/** The message groups (src/i18n/<locale>/<group>.json); `common` is loaded at start-up, the others on demand. */
export const NAMESPACES = [
  'common',
  'orderConfirmation',
  'cart',
  'account',
  'checkout',
  'productDetail',
  'search',
  'contact',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The interface locale for a backend translation code (`de-DE`, `de-AT` → de-DE; anything else en-GB). */
export function interfaceLocaleFor(translationCode: string): LocaleCode {
  const exact = LOCALES.find((locale) => locale.code.toLowerCase() === translationCode.toLowerCase());
  if (exact) return exact.code;
  const language = translationCode.split('-')[0]?.toLowerCase();
  return LOCALES.find((locale) => locale.prefix === language)?.code ?? DEFAULT_LOCALE;
}
