import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../api/queryKeys';
import { createStoreApiTestDouble } from '../test/storeApiTestDouble';
import { adoptSessionCache, reloadLanguageDependent, resetSessionCache } from './sessionCache';

const customer = { id: 'c1', firstName: 'Ada', guest: false };
const cart = { apiAlias: 'cart', token: 'old', lineItems: [{ id: 'l1', type: 'product', quantity: 3 }] };

/** A cache as a logged-in session leaves it: customer, cart, addresses, enquiries, context. */
function sessionCache(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.customer(), customer);
  queryClient.setQueryData(queryKeys.cart(), cart);
  queryClient.setQueryData(queryKeys.addresses(), [{ id: 'a1' }]);
  queryClient.setQueryData(queryKeys.orders(10), { pages: [[{ id: 'o1' }]] });
  queryClient.setQueryData(queryKeys.order('deep-link'), { id: 'o1' });
  queryClient.setQueryData(queryKeys.context(), { token: 'old', customer, currency: { isoCode: 'EUR' } });
  queryClient.setQueryData(queryKeys.navigation('en', 3), [{ id: 'sheets' }]);
  return queryClient;
}

describe('resetSessionCache (session token replaced after 3600 s idle)', () => {
  it('drops everything of the old session at once: logged out, empty cart, no addresses or enquiries', () => {
    const queryClient = sessionCache();
    resetSessionCache(queryClient);
    expect(queryClient.getQueryData(queryKeys.customer())).toBeNull();
    expect(queryClient.getQueryData(queryKeys.cart())).toBeNull();
    expect(queryClient.getQueryState(queryKeys.cart())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(queryKeys.addresses())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.orders(10))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.order('deep-link'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.context())).toEqual({
      token: 'old',
      customer: null,
      currency: { isoCode: 'EUR' },
    });
    // The catalogue is nobody's session data: it stays.
    expect(queryClient.getQueryData(queryKeys.navigation('en', 3))).toEqual([{ id: 'sheets' }]);
  });
});

describe('adoptSessionCache (another tab stored a newer token)', () => {
  it("drops the old session's private data and reads customer, cart and context of the current one", async () => {
    const queryClient = sessionCache();
    const newContext = { token: 'new', customer: null };
    const double = createStoreApiTestDouble({ 'readContext get /context': newContext });
    adoptSessionCache(queryClient, double.client);
    expect(queryClient.getQueryData(queryKeys.addresses())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.orders(10))).toBeUndefined();
    expect(queryClient.getQueryState(queryKeys.customer())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.cart())?.isInvalidated).toBe(true);
    await expect.poll(() => queryClient.getQueryData(queryKeys.context())).toEqual(newContext);
  });
});

describe('reloadLanguageDependent', () => {
  it('reloads what the server translates under keys without a language (cart labels, enquiries, context)', async () => {
    const queryClient = sessionCache();
    const double = createStoreApiTestDouble({ 'readContext get /context': { token: 'old', customer } });
    reloadLanguageDependent(queryClient, double.client);
    for (const key of [
      queryKeys.cart(),
      queryKeys.customer(),
      queryKeys.addresses(),
      queryKeys.orders(10),
      queryKeys.order('deep-link'),
    ]) {
      expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    }
    // Keyed by the language id: loads by itself in the new language.
    expect(queryClient.getQueryState(queryKeys.navigation('en', 3))?.isInvalidated).toBe(false);
    expect(double.calls.map((call) => call.operation)).toEqual(['readContext get /context']);
  });

  it("asks for no customer when nobody is logged in (a guest's switch would only get a 403)", () => {
    const queryClient = sessionCache();
    queryClient.setQueryData(queryKeys.customer(), null);
    const double = createStoreApiTestDouble({ 'readContext get /context': { token: 'old', customer: null } });
    reloadLanguageDependent(queryClient, double.client);
    expect(queryClient.getQueryState(queryKeys.customer())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(queryKeys.cart())?.isInvalidated).toBe(true);
  });
});
