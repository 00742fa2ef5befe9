import { describe, expect, it } from 'vitest';
import { parseListingSearch } from '../listing/listingUrl';
import { normaliseTerm, parseSearchTerm, searchCriteria, SEARCH_TERM_MAX_LENGTH } from './searchUrl';

const P = 'a'.repeat(32);

describe('search URL', () => {
  it('reads the term from ?search=, trimmed, white space runs made one space', () => {
    expect(parseSearchTerm(new URLSearchParams('search=%20PE%20%20sheet%0A'))).toBe('PE sheet');
    expect(parseSearchTerm(new URLSearchParams('search='))).toBe('');
    expect(parseSearchTerm(new URLSearchParams('order=name-asc'))).toBe('');
  });

  it('cuts the term to Shopware’s 300 characters', () => {
    const long = 'x'.repeat(SEARCH_TERM_MAX_LENGTH + 50);
    expect(normaliseTerm(long)).toHaveLength(300);
    expect(normaliseTerm(`${'y'.repeat(299)} z`)).toBe('y'.repeat(299));
  });

  it('maps term and listing params to the body of POST /search (filters, sorting, page, limit)', () => {
    const search = new URLSearchParams(`search=pe&order=price-asc&p=3&limit=12&properties=${P}`);
    expect(searchCriteria(parseSearchTerm(search), parseListingSearch(search))).toEqual({
      search: 'pe',
      p: 3,
      order: 'price-asc',
      limit: 12,
      properties: P,
    });
    expect(searchCriteria('pe', parseListingSearch(new URLSearchParams('search=pe')))).toEqual({
      search: 'pe',
      p: 1,
    });
  });
});
