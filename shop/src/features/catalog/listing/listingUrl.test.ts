import { describe, expect, it } from 'vitest';
import {
  applyListingChange,
  listingCriteria,
  pageCount,
  pageSearch,
  parseListingSearch,
  parseProperties,
} from './listingUrl';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const C = 'c'.repeat(32);
const params = (query: string) => new URLSearchParams(query);

describe('parseListingSearch', () => {
  it('reads order, page, limit and properties', () => {
    expect(parseListingSearch(params(`order=price-asc&p=3&limit=12&properties=${B}|${A}`))).toEqual({
      order: 'price-asc',
      page: 3,
      limit: 12,
      properties: [A, B],
    });
  });

  it('defaults to page 1 without order, limit or filters', () => {
    expect(parseListingSearch(params(''))).toEqual({
      order: undefined,
      page: 1,
      limit: undefined,
      properties: [],
    });
  });

  it('ignores invalid values', () => {
    expect(parseListingSearch(params('order=<x>&p=0&limit=101&properties=nope||'))).toEqual({
      order: undefined,
      page: 1,
      limit: undefined,
      properties: [],
    });
    expect(parseListingSearch(params('p=-2&limit=2.5')).page).toBe(1);
  });

  it('removes duplicate property ids', () => {
    expect(parseProperties(`${A}|${A}|${C}`)).toEqual([A, C]);
  });
});

describe('listingCriteria', () => {
  it('maps the state to the listing criteria', () => {
    expect(listingCriteria({ order: 'name-asc', page: 2, limit: 24, properties: [A, B] })).toEqual({
      p: 2,
      order: 'name-asc',
      limit: 24,
      properties: `${A}|${B}`,
    });
  });

  it('leaves out what is not set', () => {
    expect(listingCriteria({ order: undefined, page: 1, limit: undefined, properties: [] })).toEqual({
      p: 1,
    });
  });

  it('round-trips through the URL', () => {
    const state = parseListingSearch(params(`p=2&properties=${A}`));
    expect(listingCriteria(state)).toEqual({ p: 2, properties: A });
  });
});

describe('applyListingChange', () => {
  it('adds and removes a filter option and resets the page to 1', () => {
    const added = applyListingChange(params(`p=4&properties=${B}&isCategoryView=true`), {
      type: 'toggleProperty',
      optionId: A,
    });
    expect(added.get('properties')).toBe(`${A}|${B}`);
    expect(added.has('p')).toBe(false);
    expect(added.get('isCategoryView')).toBe('true');

    const removed = applyListingChange(added, { type: 'toggleProperty', optionId: A });
    expect(removed.get('properties')).toBe(B);
    const none = applyListingChange(removed, { type: 'toggleProperty', optionId: B });
    expect(none.has('properties')).toBe(false);
  });

  it('changes the sorting and resets the page', () => {
    const next = applyListingChange(params('p=2'), { type: 'order', order: 'price-desc' });
    expect(next.toString()).toBe('order=price-desc');
  });

  it('clears all filters', () => {
    expect(
      applyListingChange(params(`properties=${A}&order=x&p=3`), { type: 'clearProperties' }).toString(),
    ).toBe('order=x');
  });

  it('sets the page, page 1 without a param', () => {
    expect(applyListingChange(params('order=x'), { type: 'page', page: 3 }).toString()).toBe('order=x&p=3');
    expect(applyListingChange(params('order=x&p=3'), { type: 'page', page: 1 }).toString()).toBe('order=x');
  });

  it('builds page link searches', () => {
    expect(pageSearch(params('order=x'), 2)).toBe('?order=x&p=2');
    expect(pageSearch(params('p=2'), 1)).toBe('');
  });
});

describe('pageCount', () => {
  it('rounds up and is at least 1', () => {
    expect(pageCount(49, 24)).toBe(3);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(5, 0)).toBe(5);
  });
});
