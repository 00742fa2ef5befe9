import { describe, expect, it } from 'vitest';
import { memoryStorage, STORAGE_KEYS } from '../api/session';
import { createStoreApiTestDouble } from '../test/storeApiTestDouble';
import { EN_ID, shopAnswers } from '../test/renderShop';
import { createShopBoot } from './boot';
import { DEFAULT_ACCESS_KEY, DEFAULT_ROOT_CATEGORY_ID } from './mountConfig';

const config = {
  storeApiUrl: 'http://localhost/store-api',
  accessKey: DEFAULT_ACCESS_KEY,
  rootCategoryId: DEFAULT_ROOT_CATEGORY_ID,
};

/** A backend that has only English. */
const englishOnly = shopAnswers({
  'readLanguages post /language': {
    elements: [{ id: EN_ID, name: 'English', translationCode: { code: 'en-GB' } }],
  },
});

describe('switchLocale', () => {
  it('changes nothing for a locale the backend has no language for, and says so', async () => {
    const double = createStoreApiTestDouble(englishOnly);
    const storage = memoryStorage();
    const boot = createShopBoot(config, { client: double.client, storage, pathname: '/shop', search: '' });
    await boot.start();
    expect(boot.i18n.language).toBe('en-GB');
    expect(boot.languageId.get()).toBe(EN_ID);
    expect(boot.localeProblem.get()).toBeNull();
    const storedLocale = storage.getItem(STORAGE_KEYS.locale);

    await boot.switchLocale('de-DE');
    expect(boot.i18n.language).toBe('en-GB');
    expect(boot.languageId.get()).toBe(EN_ID);
    expect(storage.getItem(STORAGE_KEYS.locale)).toBe(storedLocale);
    expect(boot.localeProblem.get()).toBe('de-DE');

    await boot.switchLocale('en-GB');
    expect(boot.localeProblem.get()).toBeNull();
  });

  it('reports the problem at start-up when the URL asks for a locale the backend lacks', async () => {
    const double = createStoreApiTestDouble(englishOnly);
    const boot = createShopBoot(config, {
      client: double.client,
      storage: memoryStorage(),
      pathname: '/de/shop',
      search: '',
    });
    await boot.start();
    expect(boot.localeProblem.get()).toBe('de-DE');
    expect(boot.languageId.get()).toBeNull();
  });
});
