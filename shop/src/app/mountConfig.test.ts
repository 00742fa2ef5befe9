import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACCESS_KEY,
  DEFAULT_ROOT_CATEGORY_ID,
  isInsideMainLandmark,
  parseContainerAttributes,
} from './mountConfig';

describe('parseContainerAttributes', () => {
  it('uses the defaults of the embedded server when the container has no data attributes', () => {
    expect(parseContainerAttributes({}, 'http://localhost:8080/de/shop/cart')).toEqual({
      storeApiUrl: 'http://localhost:8080/store-api',
      accessKey: 'SWSCPLASTICSENQUIRYDEMO001',
      rootCategoryId: '0190c0de5a1e4b7c9d2f3a4b5c6d7e8f',
    });
    expect(DEFAULT_ACCESS_KEY).toBe('SWSCPLASTICSENQUIRYDEMO001');
    expect(DEFAULT_ROOT_CATEGORY_ID).toBe('0190c0de5a1e4b7c9d2f3a4b5c6d7e8f');
  });

  it('reads the attributes from a real element', () => {
    const div = document.createElement('div');
    div.setAttribute('data-store-api-url', 'https://api.example.com/store-api/');
    div.setAttribute('data-access-key', 'SWSCOTHER');
    div.setAttribute('data-root-category-id', 'abc123');
    expect(parseContainerAttributes(div.dataset, 'https://www.example.com/shop')).toEqual({
      storeApiUrl: 'https://api.example.com/store-api',
      accessKey: 'SWSCOTHER',
      rootCategoryId: 'abc123',
    });
  });

  it('resolves a relative store URL against the page and ignores blank values', () => {
    const config = parseContainerAttributes(
      { storeApiUrl: 'api/store-api', accessKey: '  ', rootCategoryId: '' },
      'https://shop.example/en/shop/cart',
    );
    expect(config.storeApiUrl).toBe('https://shop.example/en/shop/api/store-api');
    expect(config.accessKey).toBe(DEFAULT_ACCESS_KEY);
    expect(config.rootCategoryId).toBe(DEFAULT_ROOT_CATEGORY_ID);
  });

  it('reads the Klarna SDK URL, resolved against the page, and leaves it unset when absent', () => {
    expect(
      parseContainerAttributes({ klarnaSdkUrl: '/sdk/klarna.js' }, 'https://shop.example/shop').klarnaSdkUrl,
    ).toBe('https://shop.example/sdk/klarna.js');
    expect(parseContainerAttributes({ klarnaSdkUrl: ' ' }, 'https://shop.example/shop').klarnaSdkUrl).toBe(
      undefined,
    );
  });

  it('knows whether the host page already puts the container inside its main landmark', () => {
    const page = document.createElement('div');
    page.innerHTML =
      '<main><section><div id="a"></div></section></main><div role="main"><div id="b"></div></div><div id="c"></div><main id="d"></main>';
    const byId = (id: string) => page.querySelector(`#${id}`)!;
    expect(isInsideMainLandmark(byId('a'))).toBe(true);
    expect(isInsideMainLandmark(byId('b'))).toBe(true);
    expect(isInsideMainLandmark(byId('c'))).toBe(false);
    // a container that is itself a <main> is no landmark around the shop's pages
    expect(isInsideMainLandmark(byId('d'))).toBe(false);
  });
});
