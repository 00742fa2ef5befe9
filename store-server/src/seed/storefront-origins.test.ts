import { describe, expect, it } from 'vitest';
import { storefrontOrigins } from './seed.js';

describe('storefrontOrigins', () => {
  it('accepts both loopback names for a local shop', () => {
    expect(storefrontOrigins('http://localhost:8080')).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
    expect(storefrontOrigins('http://127.0.0.1:4000/')).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:4000',
    ]);
  });

  it('keeps a public origin alone', () => {
    expect(storefrontOrigins('https://shop.example.com')).toEqual(['https://shop.example.com']);
  });
});
