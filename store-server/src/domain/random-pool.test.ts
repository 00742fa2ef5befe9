import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from './random-pool.js';

describe('the random byte pool', () => {
  it('hands out each pooled random byte once', () => {
    const a = pooledRandomBytes(64);
    const copy = Uint8Array.from(a);
    const b = pooledRandomBytes(64);
    expect(b.byteOffset === a.byteOffset && b.buffer === a.buffer).toBe(false);
    // Drawing on (past the pool's refill) never changes bytes handed out before.
    for (let i = 0; i < 200; i++) pooledRandomBytes(64);
    expect(Uint8Array.from(a)).toEqual(copy);
    expect(pooledRandomBytes(10_000)).toHaveLength(10_000);
  });
});
