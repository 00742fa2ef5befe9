import { describe, expect, it } from 'vitest';
import { memoryStorage, STORAGE_KEYS } from '../api/session';
import { isReturnablePath, rememberLastRoute, returnTarget } from './lastRoute';

describe('last route', () => {
  it.each([
    ['/shop/cart', true],
    ['/de/shop/product/p1', true],
    ['/shop/account', true],
    ['/shop/account/orders', true],
    ['/shop/login', false],
    ['/de/shop/register', false],
    ['/shop/registration/confirm', false],
    ['/shop/resetpassword', false],
    ['/shop/account/recover/password', false],
    ['/shop/error', false],
    ['/xx/shop/cart', false],
    ['//evil.example/shop/cart', false],
    ['https://evil.example/shop/cart', false],
  ])('%s returnable: %s', (path, expected) => {
    expect(isReturnablePath(path)).toBe(expected);
  });

  it('stores returnable routes with their search and skips login pages', () => {
    const storage = memoryStorage();
    rememberLastRoute(storage, '/shop/category/abc', '?p=2');
    rememberLastRoute(storage, '/shop/login');
    expect(storage.getItem(STORAGE_KEYS.lastRoute)).toBe('/shop/category/abc?p=2');
  });

  it('returns to the stored route in the login page language, else to the account page', () => {
    const storage = memoryStorage();
    expect(returnTarget(storage, 'de')).toBe('/de/shop/account');
    expect(returnTarget(storage, undefined)).toBe('/shop/account');
    rememberLastRoute(storage, '/shop/category/abc', '?p=2');
    expect(returnTarget(storage, 'de')).toBe('/de/shop/category/abc?p=2');
    rememberLastRoute(storage, '/de/shop/cart');
    expect(returnTarget(storage, undefined)).toBe('/shop/cart');
    expect(returnTarget(storage, 'de')).toBe('/de/shop/cart');
  });

  it('ignores a stored value that is not a shop path', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.lastRoute]: '//evil.example/x' });
    expect(returnTarget(storage, undefined)).toBe('/shop/account');
  });
});
