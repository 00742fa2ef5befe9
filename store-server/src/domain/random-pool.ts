import { randomBytes } from 'node:crypto';

const POOL_BYTES = 4096;
let pool = new Uint8Array(0);
let poolOffset = 0;

/**
 * Bytes of the CSPRNG drawn 4 KB at a time, each handed out once (as Node's randomUUID keeps its entropy): one
 * call into the system's generator per ~60 new tokens instead of one per token.
 */
export function pooledRandomBytes(size: number): Uint8Array {
  if (size > POOL_BYTES) return randomBytes(size);
  if (poolOffset + size > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + size);
  poolOffset += size;
  return bytes;
}
