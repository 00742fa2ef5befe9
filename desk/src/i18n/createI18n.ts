import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from './locales';
import deDE from './de-DE.json';
import enGB from './en-GB.json';

/**
 * A fresh i18next instance with both languages bundled (the desk is one small app: no lazy message chunks).
 * German has every key English has (messages.test.ts).
 */
export function createI18n(language: LocaleCode = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: LOCALES.map((locale) => locale.code),
    resources: { 'en-GB': { desk: enGB }, 'de-DE': { desk: deDE } },
    ns: ['desk'],
    defaultNS: 'desk',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  return instance;
}
