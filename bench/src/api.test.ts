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
      'add-to-cart',
      'enquiry',
    ]);
    expect(list[0]!.requests).toEqual([expect.objectContaining({ method: 'GET', path: '/__bench/empty' })]);
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
