import { describe, expect, it } from 'vitest';
import { messageModules, pageAssets, routePreloadOf, type Manifest } from './host-preloads.js';

describe('host page hints', () => {
  it.each([
    ['', 'src/features/catalog/CategoryPage.tsx'],
    ['category', 'src/features/catalog/CategoryPage.tsx'],
    ['category/abc/', 'src/features/catalog/CategoryPage.tsx'],
    ['product/abc', 'src/app/pages/ProductPage.tsx'],
    ['cart', 'src/features/cart/CartPage.tsx'],
    ['checkout', 'src/app/pages/CheckoutPage.tsx'],
    ['account/orders', 'src/features/enquiries/EnquiriesPage.tsx'],
    ['login', 'src/features/account/pages.tsx'],
    ['account/recover/password', 'src/features/account/pages.tsx'],
  ])('knows the route module of "%s"', (rest, module) => {
    expect(routePreloadOf(rest)?.module).toBe(module);
  });

  it('knows no route module of unknown paths', () => {
    expect(routePreloadOf('nothing/here')).toBeNull();
    expect(routePreloadOf('product')).toBeNull();
  });

  it("loads each language's own compiled messages (German has no English fallback)", () => {
    expect(messageModules('de', ['cart'])).toEqual([
      'src/i18n/de-DE/common.json?compiled',
      'src/i18n/de-DE/cart.json?compiled',
    ]);
    expect(messageModules('en', [])).toEqual(['src/i18n/en-GB/common.json?compiled']);
  });

  it('collects the chunks with their static imports and CSS, without the entry, once each', () => {
    const manifest: Manifest = {
      'src/main.tsx': { file: 'assets/main.js' },
      'src/app/mount.tsx': {
        file: 'assets/mount.js',
        imports: ['src/main.tsx', '_q.js'],
        css: ['assets/m.css'],
      },
      '_q.js': { file: 'assets/q.js', imports: ['src/main.tsx'] },
      'src/features/cart/CartPage.tsx': { file: 'assets/cart.js', imports: ['_q.js', '_s.js'] },
      '_s.js': { file: 'assets/s.js', css: ['assets/s.css'], imports: ['_q.js'] },
      'src/i18n/en-GB/cart.json?compiled': { file: 'assets/cart-en.js' },
    };
    expect(pageAssets(manifest, 'cart', 'en', new Set(['assets/main.js']))).toEqual({
      scripts: ['assets/mount.js', 'assets/q.js', 'assets/cart.js', 'assets/s.js', 'assets/cart-en.js'],
      styles: ['assets/m.css', 'assets/s.css'],
    });
  });
});
