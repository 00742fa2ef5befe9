import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compiledMessages } from '../shop/scripts/compiledMessages.ts';
import { compressAssets } from '../shop/scripts/vite-compress-assets.ts';

// The enquiry desk: its own app and bundle (the shop never loads it), served by the store-server at /admin
// (index.html for every client route, dist/assets/ long-cached). Unlike the shop it owns its page, so the
// build's entry is index.html.
export default defineConfig({
  base: '/admin/',
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
    assetsDir: 'assets',
    target: 'es2022',
    // No inline scripts or data: URLs for the desk's strict CSP (script-src 'self').
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    // Whole pages rendered with user events on two shared cores: more than the default 5 s.
    testTimeout: 20_000,
  },
});
