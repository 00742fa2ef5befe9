import { describe, expect, it } from 'vitest';
import { seedFingerprint } from './seed-fingerprint.js';

describe('seedFingerprint', () => {
  const base = { accessKey: 'SWSCDEMO', publicUrl: 'http://localhost:8080' };

  it('is the same for the same seed and settings, on every call (every instance)', () => {
    expect(seedFingerprint(base)).toMatch(/^[0-9a-f]{64}$/);
    expect(seedFingerprint({ ...base })).toBe(seedFingerprint(base));
    // Only the origin names the sales channel's domains.
    expect(seedFingerprint({ ...base, publicUrl: 'http://localhost:8080/' })).toBe(seedFingerprint(base));
  });

  it('changes with the access key and the public origin, which the seed writes', () => {
    const fingerprints = new Set([
      seedFingerprint(base),
      seedFingerprint({ ...base, accessKey: 'SWSCOTHER' }),
      seedFingerprint({ ...base, publicUrl: 'https://shop.example.com' }),
      seedFingerprint({ ...base, publicUrl: 'http://localhost:8081' }),
    ]);
    expect(fingerprints.size).toBe(4);
  });
});
