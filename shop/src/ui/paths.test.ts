import { describe, expect, it } from 'vitest';
import {
  activeCategoryId,
  canonicalRedirect,
  langOfPath,
  localeOfPath,
  parseShopPath,
  routeTo,
  shouldScrollToTop,
  switchLanguagePath,
} from './paths';

describe('parseShopPath', () => {
  it('accepts an optional language prefix and an optional .html suffix', () => {
    expect(parseShopPath('/de/shop.html/cart')).toEqual({
      langSegment: 'de',
      lang: 'de',
      shopSegment: 'shop.html',
      rest: 'cart',
    });
    expect(parseShopPath('/shop')).toMatchObject({ lang: undefined, shopSegment: 'shop', rest: '' });
    expect(parseShopPath('/en/shop/product/abc/')).toMatchObject({ lang: 'en', rest: 'product/abc' });
    expect(parseShopPath('/de-DE/shop')).toMatchObject({ langSegment: 'de-DE', lang: 'de' });
  });

  it('marks unknown prefixes and rejects non-shop paths', () => {
    expect(parseShopPath('/fr/shop')?.lang).toBeNull();
    expect(parseShopPath('/')).toBeNull();
    expect(parseShopPath('/shopping')).toBeNull();
    expect(parseShopPath('/de/cart')).toBeNull();
  });

  it('derives the interface locale', () => {
    expect(localeOfPath('/de/shop.html/cart')).toBe('de-DE');
    expect(localeOfPath('/de-DE/shop')).toBe('de-DE');
    expect(localeOfPath('/shop/cart')).toBe('en-GB');
    expect(localeOfPath('/en/shop')).toBe('en-GB');
    expect(localeOfPath('/elsewhere')).toBe('en-GB');
  });

  it('takes a language as the first segment of a path that is no shop path (the not-available page)', () => {
    expect(langOfPath('/de/no-such-page')).toBe('de');
    expect(langOfPath('/de-DE/x/y')).toBe('de');
    expect(localeOfPath('/de/no-such-page')).toBe('de-DE');
    expect(langOfPath('/xx/shop')).toBeUndefined();
    expect(langOfPath('/foo')).toBeUndefined();
    expect(langOfPath('/shop/cart')).toBeUndefined();
    expect(langOfPath('/en/shop')).toBe('en');
  });
});

describe('canonicalRedirect', () => {
  it('canonicalises de-DE and en-GB prefixes', () => {
    expect(canonicalRedirect('/de-DE/shop')).toBe('/de/shop');
    expect(canonicalRedirect('/en-GB/shop.html/cart')).toBe('/en/shop.html/cart');
    expect(canonicalRedirect('/DE/shop/product/x')).toBe('/de/shop/product/x');
  });

  it('leaves canonical and invalid paths alone', () => {
    expect(canonicalRedirect('/de/shop')).toBeNull();
    expect(canonicalRedirect('/shop/cart')).toBeNull();
    expect(canonicalRedirect('/fr/shop')).toBeNull();
  });
});

describe('routeTo', () => {
  it('builds the spec route names', () => {
    expect(routeTo('Shop')).toBe('/shop');
    expect(routeTo('Shop', { lang: 'de' })).toBe('/de/shop');
    expect(routeTo('Home', { lang: 'de', productListId: 'abc' })).toBe('/de/shop/category/abc');
    expect(routeTo('Home', { lang: 'en', productListId: 'abc', isCategoryView: true })).toBe(
      '/en/shop/category/abc?isCategoryView=true',
    );
    expect(routeTo('Home', { isCategoryView: false })).toBe('/shop/category?isCategoryView=false');
    expect(routeTo('Home')).toBe('/shop/category');
    expect(routeTo('Login', { lang: 'de-DE' })).toBe('/de/shop/login');
    expect(routeTo('Account', { lang: 'en-GB' })).toBe('/en/shop/account');
    expect(routeTo('Cart', { lang: null })).toBe('/shop/cart');
  });

  it('builds the search results path with the term as the search param', () => {
    expect(routeTo('Search', { search: 'pe sheet' })).toBe('/shop/search?search=pe+sheet');
    expect(routeTo('Search', { lang: 'de', search: 'PE & PP/5' })).toBe(
      '/de/shop/search?search=PE+%26+PP%2F5',
    );
    expect(routeTo('Search', { lang: 'de' })).toBe('/de/shop/search');
    expect(new URLSearchParams(routeTo('Search', { search: 'a+b 100%' }).split('?')[1]).get('search')).toBe(
      'a+b 100%',
    );
  });

  it('covers every other route', () => {
    expect(routeTo('Product', { productId: 'p 1' })).toBe('/shop/product/p%201');
    expect(routeTo('Register')).toBe('/shop/register');
    expect(routeTo('RegistrationConfirm')).toBe('/shop/registration/confirm');
    expect(routeTo('RecoverPassword')).toBe('/shop/account/recover/password');
    expect(routeTo('ResetPassword')).toBe('/shop/resetpassword');
    expect(routeTo('Checkout')).toBe('/shop/checkout');
    expect(routeTo('Orders', { lang: 'de' })).toBe('/de/shop/account/orders');
    expect(routeTo('OrderConfirmation')).toBe('/shop/orderconfirmation');
    expect(routeTo('Success', { deepLinkCode: 'XYZ' })).toBe('/shop/success/XYZ');
    expect(routeTo('Error')).toBe('/shop/error');
  });

  it('refuses a missing required parameter', () => {
    expect(() => routeTo('Product', { productId: '' })).toThrow(/productId/);
  });
});

describe('activeCategoryId', () => {
  it('reads the category id of a category path', () => {
    expect(activeCategoryId('/de/shop/category/abc')).toBe('abc');
    expect(activeCategoryId('/shop/category')).toBeUndefined();
    expect(activeCategoryId('/shop/cart')).toBeUndefined();
  });
});

describe('shouldScrollToTop', () => {
  it('keeps the scroll position between two products', () => {
    expect(shouldScrollToTop('/shop/product/a', '/shop/product/b')).toBe(false);
    expect(shouldScrollToTop('/de/shop/product/a', '/de/shop.html/product/b')).toBe(false);
  });

  it('scrolls to the top on every other navigation', () => {
    expect(shouldScrollToTop('/shop/category/a', '/shop/product/b')).toBe(true);
    expect(shouldScrollToTop('/shop/product/b', '/shop/cart')).toBe(true);
    expect(shouldScrollToTop('/shop/category/a', '/shop/category/b')).toBe(true);
  });

  it('does not scroll on the first page', () => {
    expect(shouldScrollToTop(null, '/shop/cart')).toBe(false);
  });
});

describe('switchLanguagePath', () => {
  it('moves the same page to the other prefix', () => {
    expect(switchLanguagePath('/shop/cart', '', 'de')).toBe('/de/shop/cart');
    expect(switchLanguagePath('/de/shop.html/product/x', '?a=1', 'en')).toBe('/en/shop.html/product/x?a=1');
    expect(switchLanguagePath('/de-DE/shop', '', 'en')).toBe('/en/shop');
  });

  it('goes to the start page from elsewhere', () => {
    expect(switchLanguagePath('/unknown', '', 'de')).toBe('/de/shop');
    expect(switchLanguagePath('/fr/shop/cart', '', 'en')).toBe('/en/shop');
  });
});
