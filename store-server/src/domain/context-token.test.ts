import { describe, expect, it } from 'vitest';
import { isAcceptableContextToken, newContextToken, randomAlphanumeric } from './context-token.js';

describe('context token', () => {
  it('is 32 alphanumeric characters', () => {
    expect(newContextToken()).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('does not repeat over many draws', () => {
    const tokens = new Set(Array.from({ length: 20_000 }, () => newContextToken()));
    expect(tokens.size).toBe(20_000);
  });

  it('rejects bytes that would bias the distribution', () => {
    // 248..255 lie above the largest multiple of 62 (248) and must be skipped, not wrapped.
    const bytes = [255, 248, 0, 61, 62, 247];
    let call = 0;
    const source = (size: number) => {
      call += 1;
      return Uint8Array.from({ length: size }, (_, i) => (call === 1 ? (bytes[i] ?? 0) : 1));
    };
    expect(randomAlphanumeric(4, source)).toBe('a9a9');
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(Array.from({ length: 400 }, () => newContextToken()).join(''));
    expect(seen.size).toBe(62);
  });

  it('accepts printable client tokens and refuses empty or odd ones', () => {
    expect(isAcceptableContextToken('abc123')).toBe(true);
    expect(isAcceptableContextToken('')).toBe(false);
    expect(isAcceptableContextToken('a b')).toBe(false);
    expect(isAcceptableContextToken('x'.repeat(256))).toBe(false);
  });
});
