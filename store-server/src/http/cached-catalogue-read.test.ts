import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeAnswer, ownBytes } from './cached-catalogue-read.js';

describe('cached answers', () => {
  it('hold memory of their own: the byte bound counts what an entry really keeps', async () => {
    // Small answers are cut out of Node's shared 8 KB slabs; kept as such, each would pin a whole slab.
    const answer = await encodeAnswer({ elements: [], total: 0 });
    for (const body of [answer.identity, answer.gzip, answer.br])
      expect(body.buffer.byteLength).toBe(body.byteLength);
    expect(answer.byteLength).toBe(
      answer.identity.byteLength + answer.gzip.byteLength + answer.br.byteLength,
    );
    expect(JSON.parse(gunzipSync(answer.gzip).toString())).toEqual({ elements: [], total: 0 });
    expect(JSON.parse(brotliDecompressSync(answer.br).toString())).toEqual({ elements: [], total: 0 });
  });

  it('copies a slice of a shared slab, and keeps a buffer that is its own memory as it is', () => {
    const pooled = Buffer.from('{"a":1}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const own = ownBytes(pooled);
    expect(own.toString()).toBe('{"a":1}');
    expect(own.buffer.byteLength).toBe(own.byteLength);
    expect(ownBytes(own)).toBe(own);
  });
});
