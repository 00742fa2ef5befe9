import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The shop is mounted into a host page served by somebody else (the store-server in this repository), so
// the build's entry is the module itself, not index.html: the host page reads dist/.vite/manifest.json,
// key 'src/main.tsx', to find the entry's file, its CSS and its static imports. index.html only serves
// `vite dev`.
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    manifest: true,
    assetsDir: 'assets',
    target: 'es2022',
    rollupOptions: {
      input: 'src/main.tsx',
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
  },
});
