import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_MODULE, messageModules, ROUTES, type Manifest } from '../src/http/host-preloads.js';
import { buildShop, shopBuildIsStale } from '../src/shop-build.js';

// The host page names the shop's modules by their source paths (src/http/host-preloads.ts); a renamed or
// moved route module, or message groups imported otherwise, would silently lose their hints. This checks
// the names against the shop's real build manifest (building the shop first when its build is missing or
// older than its sources).
const repoRoot = join(import.meta.dirname, '..', '..');
const shopDist = join(repoRoot, 'shop', 'dist');
let manifest: Manifest;

beforeAll(() => {
  if (shopBuildIsStale(repoRoot, shopDist)) buildShop(repoRoot);
  manifest = JSON.parse(readFileSync(join(shopDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 120_000);

/** True when some chunk of the build imports `key` lazily (the entry the application, the routes the pages). */
const loadedLazily = (key: string) =>
  Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(key));

describe("the host page's hints against the shop's build manifest", () => {
  it('names the application chunk the entry loads lazily', () => {
    expect(manifest[APP_MODULE]?.file).toMatch(/\.js$/);
    expect(loadedLazily(APP_MODULE)).toBe(true);
  });

  it.each(ROUTES.map((route) => [route.module]))(
    'names the route module %s as the build has it',
    (module) => {
      expect(manifest[module]?.file).toMatch(/\.js$/);
      expect(loadedLazily(module)).toBe(true);
    },
  );

  it.each(['en', 'de'] as const)('names the message modules of every hinted page in %s', (lang) => {
    const modules = [...new Set(ROUTES.flatMap((route) => messageModules(lang, route.namespaces)))];
    for (const module of modules) {
      expect(manifest[module]?.file, module).toMatch(/\.js$/);
      expect(loadedLazily(module), module).toBe(true);
    }
  });
});
