import { inboxCriteria, inboxParams, inboxQueryFrom, openCountCriteria, pageCount } from './inboxCriteria';

describe('the inbox criteria', () => {
  it('reads state, term and page from the URL, dropping what is unknown', () => {
    expect(inboxQueryFrom(new URLSearchParams('state=open&term=%20Acme%20&page=3'))).toEqual({
      state: 'open',
      term: 'Acme',
      page: 3,
    });
    expect(inboxQueryFrom(new URLSearchParams('state=shipped&page=-1'))).toEqual({
      state: null,
      term: '',
      page: 1,
    });
    expect(inboxQueryFrom(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(inboxParams({ state: null, term: '', page: 1 })).toEqual({});
    expect(inboxParams({ state: 'cancelled', term: 'x', page: 2 })).toEqual({
      state: 'cancelled',
      term: 'x',
      page: '2',
    });
  });

  it('asks for the newest first with an exact total, filtered by state and term', () => {
    expect(inboxCriteria({ state: 'in_progress', term: '10042', page: 2 })).toEqual({
      page: 2,
      limit: 25,
      term: '10042',
      filter: [{ type: 'equals', field: 'stateMachineState.technicalName', value: 'in_progress' }],
      sort: [{ field: 'orderDateTime', order: 'DESC' }],
      'total-count-mode': 'exact',
    });
    expect(inboxCriteria({ state: null, term: '', page: 1 })).not.toHaveProperty('filter');
    expect(openCountCriteria().filter?.[0]?.value).toBe('open');
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});
