import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../api/queryKeys';
import { STORAGE_KEYS, memoryStorage, readLanguageId, storeLanguageId } from '../api/session';
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
      startPageRequest: () => startedBefore.push(double.calls.length),
    });
    // Called once, after round 1's two calls and before any of round 2.
    expect(startedBefore).toEqual([2]);
  });

  describe("a returning visitor's start-up", () => {
    const TRANSLATED = ROUND_2.filter((operation) => operation !== 'readCustomer post /account/customer');
    const ROUND_1 = ['readContext get /context', 'readLanguages post /language'];
    const languageOf = (call: { params: unknown }) =>
      (call.params as { headers?: Record<string, string> } | undefined)?.headers?.['sw-language-id'];

    /** Start-up deps whose storage remembers `remembered` for de-DE, with a page request that is recorded. */
    function returning(double: ReturnType<typeof createStoreApiTestDouble>, remembered: string) {
      const d = deps(double.client);
      storeLanguageId(d.storage, 'de-DE', remembered);
      const pageRequests: { languageId: string | null; after: string[] }[] = [];
      return {
        ...d,
        pageRequests,
        startPageRequest: (languageId: string | null) =>
          pageRequests.push({ languageId, after: double.calls.map((call) => call.operation) }),
      };
    }

    it('sends the page request and every call in the backend language in round 1, with the id remembered', async () => {
      const double = createStoreApiTestDouble(answers(), {
        manual: true,
        headers: { 'sw-context-token': 't' },
      });
      const d = returning(double, DE_ID);
      const done = runStartup(d);
      await settle();
      expect(double.calls.map((call) => call.operation)).toEqual([...ROUND_1, ...TRANSLATED]);
      for (const call of double.calls.slice(2)) expect(languageOf(call)).toBe(DE_ID);
      expect(d.pageRequests).toEqual([{ languageId: DE_ID, after: ROUND_1 }]);
      double.flush();
      await settle();
      // Round 2: only the customer of the logged-in context.
      expect(double.calls.slice(8).map((call) => call.operation)).toEqual([
        'readCustomer post /account/customer',
      ]);
      double.flush();
      const result = await done;
      expect(result.languageId).toBe(DE_ID);
      expect(result.navigation).toEqual([{ id: 'cat1', name: 'Sheets', children: [] }]);
      expect(result.customer).toEqual(CUSTOMER);
      expect(d.pageRequests).toHaveLength(1);
    });

    it('a guest needs one round', async () => {
      const double = createStoreApiTestDouble(
        answers({ 'readContext get /context': { token: 't', customer: null } }),
        { manual: true, headers: { 'sw-context-token': 't' } },
      );
      const done = runStartup(returning(double, DE_ID));
      await settle();
      double.flush();
      const result = await done;
      expect(double.calls).toHaveLength(8);
      expect(result.cart).toEqual({ token: 't', lineItems: [] });
    });

    it('sends them again in round 2 when round 1 chose another id, and keeps those answers', async () => {
      const stale = 'an-id-the-server-no-longer-has';
      const double = createStoreApiTestDouble(
        answers({
          'readCountryGet get /country': (params: unknown) => ({
            elements: [{ id: 'de', name: languageOf({ params }) === DE_ID ? 'Deutschland' : 'Germany' }],
          }),
        }),
        { headers: { 'sw-context-token': 't' } },
      );
      const d = returning(double, stale);
      const result = await runStartup(d);
      expect(d.pageRequests.map((request) => request.languageId)).toEqual([stale, DE_ID]);
      expect(d.pageRequests[1]!.after).toEqual([...ROUND_1, ...TRANSLATED]);
      expect(double.calls.slice(2, 8).map(languageOf)).toEqual(TRANSLATED.map(() => stale));
      expect(double.calls.slice(8).filter((call) => languageOf(call) === DE_ID)).toHaveLength(
        TRANSLATED.length,
      );
      expect(result.countries).toEqual([{ id: 'de', name: 'Deutschland' }]);
    });

    it('waits for round 2 without a session in use (each call would start a new session)', async () => {
      const double = createStoreApiTestDouble(answers(), { manual: true });
      const d = returning(double, DE_ID);
      const done = runStartup(d);
      await settle();
      expect(double.calls.map((call) => call.operation)).toEqual(ROUND_1);
      double.flush();
      await settle();
      double.flush();
      await done;
      expect(d.pageRequests).toEqual([{ languageId: DE_ID, after: ROUND_1 }]);
    });

    it('remembers the chosen id for the next visit', async () => {
      const double = createStoreApiTestDouble(answers());
      const d = deps(double.client);
      await runStartup(d);
      expect(readLanguageId(d.storage, 'de-DE')).toBe(DE_ID);
      expect(readLanguageId(d.storage, 'en-GB')).toBeNull();
    });
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
