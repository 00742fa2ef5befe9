import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `<file>.gz` beside every JS and CSS asset, for servers that send precompressed files (the
 * store-server does). Used by the shop's and the desk's Vite builds.
 */
export function gzipAssets(): Plugin {
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
