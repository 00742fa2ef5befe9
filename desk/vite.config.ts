import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Writes `<file>.gz` beside every JS and CSS asset (the store-server sends them to browsers that accept gzip). */
function gzipAssets(): Plugin {
  return {
    name: 'gzip-assets',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist', 'assets');
      for (const file of readdirSync(dir).filter((name) => /\.(js|css)$/.test(name))) {
        writeFileSync(join(dir, `${file}.gz`), gzipSync(readFileSync(join(dir, file)), { level: 9 }));
      }
    },
  };
}

// The enquiry desk: its own app and bundle (the shop never loads it), served by the store-server at /admin
// (index.html for every client route, dist/assets/ long-cached). Unlike the shop it owns its page, so the
// build's entry is index.html.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), gzipAssets()],
  resolve: {
    // react-i18next imports the shim of useSyncExternalStore for React < 18: React 19 has the hook itself.
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
  },
});
