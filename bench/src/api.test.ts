import { describe, expect, it } from 'vitest';
import { scenarios } from './api.js';
import type { Fixtures } from './store-api.js';

const fixtures: Fixtures = {
  categoryId: 'c',
  variantId: 'v1',
  variantIds: ['v1', 'v2'],
  countryId: 'de',
  shippingMethodId: 's',
};

describe('bench:api scenarios', () => {
  it('start with the empty route and name the scenarios the targets know', () => {
    const list = scenarios('http://127.0.0.1:1', fixtures, { acknowledged: 0 });
    expect(list.map((scenario) => scenario.id)).toEqual([
      'empty',
      'context',
      'listing',
      'detail',
      'startup',
      'add-to-cart',
      'enquiry',
    ]);
    expect(list[0]!.requests).toEqual([expect.objectContaining({ method: 'GET', path: '/__bench/empty' })]);
  });

  it("send the start-up's nine calls as the shop does, GETs without a body type, the token of the first", () => {
    const startup = scenarios('http://127.0.0.1:1', fixtures, { acknowledged: 0 }).find(
      (scenario) => scenario.id === 'startup',
    )!;
    const built = startup.requests.map((request) => ({
      request,
      built: (request.setupRequest as (request: object, context: object) => object)(request, {
        token: 'T0KEN',
      }) as { headers: Record<string, string> },
    }));
    expect(built.map(({ request }) => `${request.method} ${request.path}`)).toEqual([
      'GET /store-api/context',
      'POST /store-api/language',
      `POST /store-api/product/${fixtures.variantId}`,
      'POST /store-api/navigation/main-navigation/main-navigation',
      'GET /store-api/country',
      'GET /store-api/salutation',
      'GET /store-api/checkout/cart',
      'POST /store-api/payment-method',
      'GET /store-api/shipping-method',
    ]);
    for (const { request, built: headers } of built) {
      expect(headers.headers['sw-context-token']).toBe('T0KEN');
      expect('content-type' in headers.headers).toBe(request.method === 'POST');
    }
    expect(startup.requests[0]!.onResponse).toBeTypeOf('function');
  });

  it('give every request a headers object of its own (autocannon writes Content-Length into it)', () => {
    const list = scenarios('http://127.0.0.1:1', fixtures, { acknowledged: 0 });
    const headers: object[] = [];
    for (const scenario of list)
      for (const request of scenario.requests) {
        const setup = request.setupRequest;
        const built = typeof setup === 'function' ? setup(request, {}) : request;
        headers.push(built.headers as object);
      }
    expect(headers.every((object) => object !== undefined)).toBe(true);
    expect(new Set(headers).size).toBe(headers.length);
  });
});
