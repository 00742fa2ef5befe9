import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../api/queryKeys';
import { isSameList } from './useListing';

describe('isSameList (whether the list on screen stays while the next loads)', () => {
  const sheets = queryKeys.listing('en', 'sheets', { p: 1 });

  it('keeps the list when the same category is sorted, paged or filtered anew', () => {
    expect(isSameList(sheets, queryKeys.listing('en', 'sheets', { p: 2 }))).toBe(true);
    expect(isSameList(sheets, queryKeys.listing('en', 'sheets', { p: 1, properties: 'a' }))).toBe(true);
  });

  it('drops it for another category, another language or when nothing was shown', () => {
    expect(isSameList(sheets, queryKeys.listing('en', 'rods', { p: 1 }))).toBe(false);
    expect(isSameList(sheets, queryKeys.listing('de', 'sheets', { p: 1 }))).toBe(false);
    expect(isSameList(undefined, sheets)).toBe(false);
  });
});
