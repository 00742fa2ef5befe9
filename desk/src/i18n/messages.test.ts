import deDE from './de-DE/desk.json';
import enGB from './en-GB/desk.json';
import { createI18n } from './createI18n';
import { initialLocale } from './locales';

const keys = (messages: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe("the desk's messages", () => {
  it('has every English message in German and no other', () => {
    expect(keys(deDE).sort()).toEqual(keys(enGB).sort());
  });

  // createI18n's catalogs come through the shop's compiledMessages plugin (vite.config.ts), which throws on a
  // message that is no valid ICU MessageFormat: a broken message fails this file (and the build).
  it('interpolates values and plurals in both languages', async () => {
    const i18n = createI18n('en-GB');
    expect(i18n.t('inbox.count', { count: 1 })).toBe('1 enquiry');
    expect(i18n.t('inbox.count', { count: 2 })).toBe('2 enquiries');
    expect(i18n.t('paging.position', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    await i18n.changeLanguage('de-DE');
    expect(i18n.language).toBe('de-DE');
    expect(i18n.t('inbox.count', { count: 1 })).toBe('1 Anfrage');
    expect(i18n.t('inbox.count', { count: 3 })).toBe('3 Anfragen');
    expect(i18n.t('variantHistory.fields.stock', { defaultValue: 'stock' })).toBe('Bestand');
    expect(i18n.t('variantHistory.fields.weight', { defaultValue: 'weight' })).toBe('weight');
  });

  it('starts in the stored language, else the browser’s, else English', () => {
    expect(initialLocale('de-DE', ['en-US'])).toBe('de-DE');
    expect(initialLocale(null, ['de-AT', 'en'])).toBe('de-DE');
    expect(initialLocale(null, ['fr-FR'])).toBe('en-GB');
    expect(initialLocale('xx', [])).toBe('en-GB');
  });
});
