import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';

describe('the shop translations (Lingui, compiled message groups)', () => {
  it('interpolates and picks plural forms in English and German', async () => {
    const i18n = createI18n('en-GB');
    await i18n.ready;
    expect(i18n.language).toBe('en-GB');
    expect(i18n.t('loading')).toBe('Loading the shop…');
    expect(i18n.t('nav.backTo', { name: 'Sheets' })).toBe('Back to Sheets');
    expect(i18n.t('catalog.resultCount', { count: 1 })).toBe('1 product');
    expect(i18n.t('catalog.resultCount', { count: 1000 })).toBe('1000 products');

    const german = createI18n('de-DE');
    await german.ready;
    expect(german.t('catalog.resultCount', { count: 2 })).toBe('2 Produkte');
    expect(german.t('nav.backTo', { name: 'Platten' })).toBe('Zurück zu Platten');
  });

  it('loads page groups on demand; the first group with a key wins, `group:key` names one', async () => {
    const i18n = createI18n('en-GB');
    await i18n.ready;
    const search = i18n.translator(['search', 'common']);
    expect(search('found', { count: 2 })).toBe('search:found'); // not loaded yet
    await i18n.loadNamespaces(['search']);
    expect(search('found', { count: 2 })).toBe('2 products found');
    expect(search('loading')).toBe('Loading the shop…'); // from common
    expect(i18n.t('search:heading', { term: 'pe' })).toBe('Search results for “pe”');
    // The same groups in the same locale give the same promise (React's use() waits on it once).
    expect(i18n.loadNamespaces(['search'])).toBe(i18n.loadNamespaces(['search']));
  });

  it('switches the language with every group used so far', async () => {
    const i18n = createI18n('en-GB');
    await i18n.ready;
    await i18n.loadNamespaces(['search']);
    await i18n.changeLanguage('de-DE');
    expect(i18n.language).toBe('de-DE');
    expect(i18n.lingui.locale).toBe('de-DE');
    expect(i18n.t('search:heading', { term: 'pe' })).toBe('Suchergebnisse für „pe“');
  });
});
