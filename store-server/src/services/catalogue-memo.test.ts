import { describe, expect, it } from 'vitest';
import { createCatalogueMemo, memoEntryBytes } from './catalogue-memo.js';

describe('catalogue memo', () => {
  const load = (value: string) => async () => value;

  it('keeps a value per revision and drops everything when a newer revision is read', async () => {
    const memo = createCatalogueMemo();
    expect(await memo.at('1')!.get('k', load('a'))).toBe('a');
    expect(await memo.at('1')!.get('k', load('b'))).toBe('a');
    expect(await memo.at('2')!.get('k', load('c'))).toBe('c');
    // An older revision (a request that read it before the change) neither reads nor keeps anything.
    expect(memo.at('1')).toBeUndefined();
    expect(await memo.at('2')!.get('k', load('d'))).toBe('c');
  });

  it('does not keep what a request of an older revision computed after a newer one was seen', async () => {
    const memo = createCatalogueMemo();
    const old = memo.at('1')!;
    memo.at('2');
    expect(await old.get('k', load('stale'))).toBe('stale');
    expect(await memo.at('2')!.get('k', load('fresh'))).toBe('fresh');
  });

  it('loads only the missing keys of many, and keeps them', async () => {
    const memo = createCatalogueMemo();
    const asked: string[][] = [];
    const loadMany = async (keys: string[]) => {
      asked.push(keys);
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    };
    await memo.at('1')!.getMany(['a', 'b'], loadMany);
    const found = await memo.at('1')!.getMany(['a', 'c', 'c'], loadMany);
    expect(asked).toEqual([['a', 'b'], ['c']]);
    expect([...found]).toEqual([
      ['a', 'A'],
      ['c', 'C'],
    ]);
  });

  it('starts over after clear, and never keeps more than its bound', async () => {
    // Room for two entries of a one-letter key and a one-letter string.
    const memo = createCatalogueMemo(2 * memoEntryBytes('a', '1'));
    await memo.at('1')!.get('a', load('1'));
    memo.clear();
    expect(await memo.at('1')!.get('a', load('2'))).toBe('2');
    await memo.at('1')!.get('b', load('b'));
    await memo.at('1')!.get('c', load('c'));
    // 'a' was the oldest of three: it went.
    expect(await memo.at('1')!.get('a', load('3'))).toBe('3');
  });

  it('counts entries by their JSON text: a large one pushes out the oldest, one above the bound is not kept', async () => {
    const product = { id: 'p', json: { name: 'x'.repeat(1000) } };
    expect(memoEntryBytes('k', product)).toBe(64 + 1 + JSON.stringify(product).length);
    expect(memoEntryBytes('k', undefined)).toBe(65);
    expect(memoEntryBytes('k', 10n)).toBe(65);
    const memo = createCatalogueMemo(memoEntryBytes('k', product) + memoEntryBytes('a', 'a') + 10);
    const at = () => memo.at('1')!;
    await at().get('a', load('a'));
    await at().get('b', load('b'));
    await at().get('k', async () => product);
    // The product took the room of 'a' (the oldest); 'b' and the product stayed.
    expect(await at().get('a', load('again'))).toBe('again');
    expect(await at().get('k', async () => 'recomputed')).toBe(product);
    let computed = 0;
    const huge = async () => ({ json: 'y'.repeat(5000), computed: ++computed });
    await at().get('huge', huge);
    await at().get('huge', huge);
    expect(computed).toBe(2);
    expect(await at().get('k', async () => 'recomputed')).toBe(product);
  });

  it('keeps nothing of a failed computation', async () => {
    const memo = createCatalogueMemo();
    await expect(
      memo.at('1')!.get('k', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(await memo.at('1')!.get('k', load('ok'))).toBe('ok');
  });
});
