import { describe, expect, it } from 'vitest';
import type { ContextRow } from '../db/repositories/context-repository.js';
import type { RequestHeads } from '../db/repositories/store-context-repository.js';
import { createRequestHeadCache } from './request-head-cache.js';

const db = {};
const session = (token: string): ContextRow =>
  ({
    token,
    sales_channel_id: 'sc',
    customer_id: null,
    payload: '{}',
    updated_at: '2026-11-26T00:00:00Z',
  }) as ContextRow;
const heads = (revision: string, ...sessions: ContextRow[]): RequestHeads => ({
  catalogueRevision: revision,
  referenceRevision: `${revision}-reference`,
  salesChannelId: 'sc',
  sessions: new Map(sessions.map((row) => [row.token, row])),
});

describe('the request heads kept under a change stamp', () => {
  it('answers what was read under the current stamp: sessions found and tokens without one', () => {
    const cache = createRequestHeadCache();
    cache.keep(db, 5, 'KEY', heads('7', session('known')), ['known', 'unknown']);
    expect(cache.find(db, 5, 'KEY', 'known')).toEqual({
      catalogueRevision: '7',
      referenceRevision: '7-reference',
      salesChannelId: 'sc',
      session: session('known'),
    });
    expect(cache.find(db, 5, 'KEY', 'unknown')).toEqual({
      catalogueRevision: '7',
      referenceRevision: '7-reference',
      salesChannelId: 'sc',
      session: undefined,
    });
    expect(cache.find(db, 5, 'KEY', null)).toEqual({
      catalogueRevision: '7',
      referenceRevision: '7-reference',
      salesChannelId: 'sc',
      session: undefined,
    });
  });

  it('knows nothing under another stamp, another database, another access key or a token not read', () => {
    const cache = createRequestHeadCache();
    cache.keep(db, 5, 'KEY', heads('7', session('known')), ['known']);
    expect(cache.find(db, 6, 'KEY', 'known')).toBeUndefined();
    expect(cache.find({}, 5, 'KEY', 'known')).toBeUndefined();
    expect(cache.find(db, 5, 'OTHER', null)).toBeUndefined();
    expect(cache.find(db, 5, 'KEY', 'never-read')).toBeUndefined();
  });

  it('drops everything for a newer stamp and ignores what was read under an older one', () => {
    const cache = createRequestHeadCache();
    cache.keep(db, 5, 'KEY', heads('7', session('a')), ['a']);
    cache.keep(db, 6, 'KEY', heads('8'), ['b']);
    expect(cache.find(db, 6, 'KEY', 'a')).toBeUndefined();
    expect(cache.find(db, 6, 'KEY', 'b')?.catalogueRevision).toBe('8');
    cache.keep(db, 5, 'KEY', heads('7', session('a')), ['a']); // a statement that started before the write
    expect(cache.find(db, 6, 'KEY', 'a')).toBeUndefined();
    expect(cache.find(db, 6, 'KEY', null)?.catalogueRevision).toBe('8');
  });

  it('keeps at most its bound of tokens; the rest are read from the database each time', () => {
    const cache = createRequestHeadCache(2);
    cache.keep(db, 1, 'KEY', heads('1'), ['t1', 't2', 't3']);
    expect(cache.find(db, 1, 'KEY', 't2')).toBeDefined();
    expect(cache.find(db, 1, 'KEY', 't3')).toBeUndefined();
  });

  it('keeps nothing for an access key without a sales channel (made-up keys cannot fill it)', () => {
    const cache = createRequestHeadCache();
    cache.keep(db, 1, 'MADE-UP', { ...heads('1'), salesChannelId: null }, ['t']);
    expect(cache.find(db, 1, 'MADE-UP', null)).toBeUndefined();
    expect(cache.find(db, 1, 'MADE-UP', 't')).toBeUndefined();
  });

  it('hands out a session that cannot be changed by the request that gets it', () => {
    const cache = createRequestHeadCache();
    cache.keep(db, 1, 'KEY', heads('1', session('a')), ['a']);
    const found = cache.find(db, 1, 'KEY', 'a')!.session!;
    expect(Object.isFrozen(found)).toBe(true);
  });
});
