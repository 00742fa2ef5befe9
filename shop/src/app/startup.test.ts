import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../api/queryKeys';
import { STORAGE_KEYS, memoryStorage } from '../api/session';
import { NAVIGATION_DEPTH } from '../api/storeApi';
import { createStoreApiTestDouble, settle } from '../test/storeApiTestDouble';
import { primeQueryCache, runStartup, type StartupDeps } from './startup';

const EN_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
const DE_ID = '5d1f3c2b8a9e4f7d6c0b1a2e3f4d5c6b';

const LANGUAGES = {
  elements: [
    { id: EN_ID, name: 'English', translationCode: { code: 'en-GB' } },
    { id: DE_ID, name: 'Deutsch', translationCode: { code: 'de-DE' } },
  ],
};
const CUSTOMER = { id: 'c1', firstName: 'Erika', guest: false };
const ROUND_2 = [
  'readNavigation post /navigation/{activeId}/{rootId}',
  'readCustomer post /account/customer',
  'readCountryGet get /country',
  'readSalutationGet get /salutation',
  'readCart get /checkout/cart',
  'readPaymentMethod post /payment-method',
  'readShippingMethodGet get /shipping-method',
];

function answers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'readContext get /context': { token: 't', customer: CUSTOMER },
    'readLanguages post /language': LANGUAGES,
    'readNavigation post /navigation/{activeId}/{rootId}': [{ id: 'cat1', name: 'Sheets', children: [] }],
    'readCustomer post /account/customer': CUSTOMER,
    'readCountryGet get /country': { elements: [{ id: 'de', name: 'Germany' }] },
    'readSalutationGet get /salutation': { elements: [{ id: 's1' }] },
    'readCart get /checkout/cart': { token: 't', lineItems: [] },
    'readPaymentMethod post /payment-method': { elements: [{ id: 'p1' }] },
    'readShippingMethodGet get /shipping-method': { elements: [{ id: 'sh1' }] },
    ...overrides,
  };
}

function deps(client: StartupDeps['client'], locale: StartupDeps['locale'] = 'de-DE') {
  return {
    client,
    locale,
    storage: memoryStorage(),
    loadTranslations: vi.fn(async () => undefined),
    changeLanguage: vi.fn(async () => undefined),
    onLanguageId: vi.fn(),
    log: vi.fn(),
  } satisfies StartupDeps;
}

describe('runStartup', () => {
  it('needs exactly two rounds of Store API calls, round 2 in the spec order with the language id', async () => {
    const double = createStoreApiTestDouble(answers(), { manual: true });
    const d = deps(double.client);
    const done = runStartup(d);
    await settle();
    // Round 1: context and language list together, translations in parallel (no API call).
    expect(double.calls.map((call) => call.operation)).toEqual([
      'readContext get /context',
      'readLanguages post /language',
    ]);
    expect(d.loadTranslations).toHaveBeenCalledWith('de-DE');
    double.flush();
    await settle();
    // Round 2 starts only after round 1, all at once, in the spec's order.
    expect(double.calls.map((call) => call.operation).slice(2)).toEqual(ROUND_2);
    expect(double.pendingCount()).toBe(ROUND_2.length);
    for (const call of double.calls.slice(2)) expect(call.headers['sw-language-id']).toBe(DE_ID);
    double.flush();
    const result = await done;
    expect(double.calls).toHaveLength(9);
    expect(result.languageId).toBe(DE_ID);
    expect(result.customer).toEqual(CUSTOMER);
    expect(result.navigation).toHaveLength(1);
    expect(result.countries).toHaveLength(1);
    expect(result.paymentMethods).toHaveLength(1);
    expect(d.changeLanguage).toHaveBeenCalledWith('de-DE');
    expect(d.onLanguageId).toHaveBeenCalledWith('de-DE', DE_ID);
    expect(d.storage.getItem(STORAGE_KEYS.locale)).toBe('de-DE');
  });

  it("starts the page's own request before the six start-up calls of round 2 (a browser's six connections)", async () => {
    const double = createStoreApiTestDouble(answers());
    const startedBefore: number[] = [];
    await runStartup({
      ...deps(double.client),
      onRoundTwo: () => startedBefore.push(double.calls.length),
    });
    // Called once, after round 1's two calls and before any of round 2.
    expect(startedBefore).toEqual([2]);
  });

  it('skips /account/customer when the context has no customer', async () => {
    const double = createStoreApiTestDouble(
      answers({ 'readContext get /context': { token: 't', customer: null } }),
    );
    const result = await runStartup(deps(double.client, 'en-GB'));
    expect(double.calls.map((call) => call.operation)).not.toContain('readCustomer post /account/customer');
    expect(result.customer).toBeNull();
    expect(result.languageId).toBe(EN_ID);
  });

  it('falls back to the context customer when the customer call fails', async () => {
    const double = createStoreApiTestDouble(
      answers({ 'readCustomer post /account/customer': Object.assign(new Error('boom'), { status: 500 }) }),
    );
    const result = await runStartup(deps(double.client));
    expect(result.customer).toEqual(CUSTOMER);
  });

  it('finishes with fallbacks when cart, payment and shipping routes do not exist (404)', async () => {
    const missing = createStoreApiTestDouble(
      Object.fromEntries(
        Object.entries(answers()).filter(
          ([operation]) =>
            ![
              'readCart get /checkout/cart',
              'readPaymentMethod post /payment-method',
              'readShippingMethodGet get /shipping-method',
            ].includes(operation),
        ),
      ),
    );
    const d = deps(missing.client);
    const result = await runStartup(d);
    expect(result.cart).toBeNull();
    expect(result.paymentMethods).toEqual([]);
    expect(result.shippingMethods).toEqual([]);
    expect(result.navigation).toHaveLength(1);
    expect(d.log).toHaveBeenCalledTimes(3);
  });

  it('survives a dead Store API: empty lists, no customer, interface still in the URL language', async () => {
    const double = createStoreApiTestDouble({});
    const d = deps(double.client);
    const result = await runStartup(d);
    expect(result).toMatchObject({
      context: null,
      selection: null,
      navigation: [],
      customer: null,
      cart: null,
      countries: [],
    });
    expect(d.changeLanguage).toHaveBeenCalledWith('de-DE');
    expect(d.log).toHaveBeenCalledWith('No Shopware language translation code provided');
  });

  it('primes the query cache with the server objects', async () => {
    const double = createStoreApiTestDouble(answers());
    const result = await runStartup(deps(double.client));
    const queryClient = new QueryClient();
    primeQueryCache(queryClient, result);
    expect(queryClient.getQueryData(queryKeys.customer())).toBe(result.customer);
    expect(queryClient.getQueryData(queryKeys.navigation(DE_ID, NAVIGATION_DEPTH))).toBe(result.navigation);
    expect(queryClient.getQueryData(queryKeys.cart())).toBe(result.cart);
  });
});
