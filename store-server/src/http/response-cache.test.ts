import { describe, expect, it } from 'vitest';
import { canonicalJson, catalogueReadKey, createResponseCache, nestedDeeperThan } from './response-cache.js';

describe('nestedDeeperThan', () => {
  it('counts the levels of objects and arrays, not those of scalars', () => {
    expect(nestedDeeperThan(1, 0)).toBe(false);
    expect(nestedDeeperThan({ a: [1] }, 2)).toBe(false);
    expect(nestedDeeperThan({ a: [1] }, 1)).toBe(true);
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(nestedDeeperThan(deep, 100)).toBe(true);
  });
});

describe('canonicalJson', () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
  });

  it('gives equal keys for equal criteria in any key order and different keys otherwise', () => {
    const key = (criteria: unknown, languageId = 'en') =>
      catalogueReadKey({
        salesChannelId: 's',
        languageId,
        origin: 'http://localhost',
        route: '/product-listing/:categoryId',
        params: { categoryId: 'c' },
        criteria,
      });
    expect(key({ p: 1, limit: 24 })).toBe(key({ limit: 24, p: 1 }));
    expect(key({ p: 1 })).not.toBe(key({ p: 2 }));
    expect(key({ p: 1 })).not.toBe(key({ p: 1 }, 'de'));
  });
});

describe('createResponseCache', () => {
  it('answers only under the revision an entry was stored with, and drops older entries on a newer one', () => {
    const cache = createResponseCache(1000);
    cache.set('1', 'k', Buffer.from('old'));
    expect(cache.get('1', 'k')?.toString()).toBe('old');
    expect(cache.get('2', 'k')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('1', 'k', Buffer.from('computed before the change')); // a slow read that started under revision 1
    expect(cache.get('2', 'k')).toBeUndefined();
    expect(cache.get('1', 'k')).toBeUndefined();
    cache.set('2', 'k', Buffer.from('new'));
    expect(cache.get('2', 'k')?.toString()).toBe('new');
  });

  it('keeps at most maxBytes of keys and bodies, evicting the least recently used', () => {
    const cache = createResponseCache(25);
    cache.set('1', 'a', Buffer.from('x'.repeat(9)));
    cache.set('1', 'b', Buffer.from('y'.repeat(9)));
    expect(cache.get('1', 'a')).toBeDefined(); // b is now the least recently used
    cache.set('1', 'c', Buffer.from('z'.repeat(9)));
    expect(cache.get('1', 'b')).toBeUndefined();
    expect(cache.get('1', 'a')).toBeDefined();
    expect(cache.get('1', 'c')).toBeDefined();
    cache.set('1', 'huge', Buffer.from('h'.repeat(100)));
    expect(cache.get('1', 'huge')).toBeUndefined();
  });

  it('computes an answer once for requests that arrive while it is being computed', async () => {
    const cache = createResponseCache(1000);
    let computed = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      computed += 1;
      await gate;
      return Buffer.from(`answer ${computed}`);
    };
    const answers = Promise.all([1, 2, 3].map(() => cache.getOrCompute('1', 'k', compute)));
    release();
    expect((await answers).map(String)).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(computed).toBe(1);
    expect(String(await cache.getOrCompute('1', 'k', compute))).toBe('answer 1');
    expect(computed).toBe(1);
  });

  it('lets every waiter compute its own answer when the shared computation fails, and keeps no failure', async () => {
    const cache = createResponseCache(1000);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      await Promise.resolve();
      if (calls === 1) throw new Error('first fails');
      return Buffer.from('fine');
    };
    const [first, second] = await Promise.allSettled([
      cache.getOrCompute('1', 'k', failing),
      cache.getOrCompute('1', 'k', failing),
    ]);
    expect(first.status).toBe('rejected');
    expect(second.status === 'fulfilled' && String(second.value)).toBe('fine');
  });
});
