import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compressAssets } from './scripts/vite-compress-assets';
import { compiledMessages } from './scripts/compiledMessages.ts';

// The shop is mounted into a host page served by somebody else (the store-server in this repository), so
// the build's entry is the module itself, not index.html: the host page reads dist/.vite/manifest.json,
// key 'src/main.tsx', to find the entry's file, its CSS and its static imports. index.html only serves
// `vite dev`.
export default defineConfig({
  base: '/',
  plugins: [compiledMessages(), react(), compressAssets()],
  resolve: {
    // @lingui/react imports the shim of useSyncExternalStore for React < 18: React 19 has the hook itself.
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/useSyncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    manifest: true,
    assetsDir: 'assets',
    target: 'es2022',
    rollupOptions: {
      input: 'src/main.tsx',
      output: {
        // The listing's small shared modules (text filter, product data, formats, stock rule) in one chunk
        // instead of four: the start page loads them all anyway, and each chunk costs its own wrapper
        // (-0.35 KB gzip measured on the start page).
        codeSplitting: {
          groups: [
            {
              name: 'listing-shared',
              test: /src\/(ui\/text\/|features\/catalog\/productData|i18n\/useFormat|i18n\/format|api\/cart\/stockRule)/,
            },
            {
              // The cart's changes and the kit's cart context, which the product, cart and checkout pages
              // share: one chunk, not three (each chunk's name also stands in the start page's preload map).
              name: 'cart-shared',
              test: /src\/(api\/cart\/cartFeature|features\/cart\/(provideCart|useCartActions|cartActions|cartApi|cartMessages))/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/store-api': 'http://localhost:8080',
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // Whole pages render in these tests; on a shared 2-core machine one can take more than vitest's 5 s.
    testTimeout: 20_000,
  },
});
