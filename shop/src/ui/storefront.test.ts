import { describe, expect, it } from 'vitest';
import { storefrontUrl } from './storefront';

describe('storefront URL', () => {
  it('is the shop base URL in the page language (a sales channel domain)', () => {
    expect(storefrontUrl(undefined, 'https://shop.example')).toBe('https://shop.example/shop');
    expect(storefrontUrl('en', 'https://shop.example')).toBe('https://shop.example/en/shop');
    expect(storefrontUrl('de', 'https://shop.example')).toBe('https://shop.example/de/shop');
  });
});
