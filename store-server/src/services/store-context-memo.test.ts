import { describe, expect, it } from 'vitest';
import type { StoreContextBasis } from '../db/repositories/store-context-repository.js';
import { createStoreContextMemo } from './store-context-memo.js';

const basis = (id: string, revision: string): StoreContextBasis => ({
  salesChannel: { id } as StoreContextBasis['salesChannel'],
  languageIds: ['a'],
  referenceRevision: revision,
});

describe('store context memo', () => {
  it('answers only under the revision the basis was read with', () => {
    const memo = createStoreContextMemo();
    const kept = basis('sc1', '7');
    memo.set('SWSCKEY', kept);
    expect(memo.get('SWSCKEY', '7')).toBe(kept);
    expect(memo.get('SWSCKEY', '8')).toBeUndefined();
    expect(memo.get('SWSCKEY', '6')).toBeUndefined();
    expect(memo.get('SWSCOTHER', '7')).toBeUndefined();
  });

  it('keeps the newest basis of a key and at most maxKeys keys', () => {
    const memo = createStoreContextMemo(2);
    memo.set('A', basis('a', '1'));
    memo.set('A', basis('a2', '2'));
    expect(memo.get('A', '1')).toBeUndefined();
    expect(memo.get('A', '2')?.salesChannel.id).toBe('a2');
    memo.set('B', basis('b', '2'));
    memo.set('C', basis('c', '2'));
    expect(memo.get('A', '2')).toBeUndefined();
    expect(memo.get('B', '2')?.salesChannel.id).toBe('b');
    expect(memo.get('C', '2')?.salesChannel.id).toBe('c');
  });
});
