import { describe, expect, it } from 'vitest';
import { createPreloads } from './preload';

describe('preloads', () => {
  it('hands a preloaded request out once, by equal key', async () => {
    const preloads = createPreloads();
    preloads.put(['listing', 'en', 'cat', { p: 1 }], Promise.resolve('answer'));
    await expect(preloads.take(['listing', 'en', 'cat', { p: 1 }])).resolves.toBe('answer');
    expect(preloads.take(['listing', 'en', 'cat', { p: 1 }])).toBeUndefined();
    expect(preloads.take(['other'])).toBeUndefined();
  });

  it('keeps a failed request quiet until it is taken', async () => {
    const preloads = createPreloads();
    preloads.put(['product', 'x'], Promise.reject(new Error('gone')));
    await Promise.resolve();
    await expect(preloads.take(['product', 'x'])).rejects.toThrow('gone');
  });
});
