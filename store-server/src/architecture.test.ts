import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's layers point one way: cli/server → http → services → serializers, domain, db (+ the mail and
// payment adapters). This test reads every import (also `import type`, `export … from` and `import()`) of every
// .ts file under src, tests included, and fails on an arrow against that direction, naming file and import.
// The root eslint.config.js (import-x/no-restricted-paths) says the same for the editor.

const SRC = dirname(fileURLToPath(import.meta.url));

/** Top-level folder of src → the top-level folders it must not import from. */
const FORBIDDEN: Record<string, readonly string[]> = {
  services: ['http'],
  serializers: ['http', 'services', 'mail', 'payment', 'seed'],
  payment: ['http', 'services'],
  mail: ['http', 'services'],
  domain: ['http', 'services', 'serializers', 'db', 'mail', 'payment', 'seed', 'housekeeping', 'files'],
  db: ['http', 'services', 'serializers', 'seed', 'mail', 'payment'],
  seed: ['http', 'services'],
  files: ['http', 'services'],
  housekeeping: ['http', 'services'],
};

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']+)'/gm;

/** The relative imports of a file, as the src folder (first path segment) each one lands in. */
export function importsOf(file: string, text: string): { specifier: string; folder: string }[] {
  return [...text.matchAll(IMPORT)].map((match) => {
    const specifier = match[1]!;
    const target = relative(SRC, resolve(dirname(file), specifier));
    return { specifier, folder: target.split(sep)[0]! };
  });
}

function violations(): string[] {
  const found: string[] = [];
  for (const file of tsFiles(SRC)) {
    const from = relative(SRC, file).split(sep);
    if (from.length < 2) continue; // cli.ts, server.ts, options.ts… compose everything
    const forbidden = FORBIDDEN[from[0]!] ?? [];
    for (const { specifier, folder } of importsOf(file, readFileSync(file, 'utf8'))) {
      if (forbidden.includes(folder))
        found.push(`${from.join('/')} imports '${specifier}' (${from[0]} → ${folder})`);
    }
  }
  return found;
}

// Below http, the use cases own the transactions: no module in http/ opens one (`.transaction(`), and http/ reaches
// into db/ only where this list says why. A new route calls a service; a new db import here needs a reason.
const HTTP_DB_IMPORTS: Record<string, readonly string[]> = {
  // The Fastify instance's and a request context's types; the 503 for an unreachable database.
  'http/fastify-types.ts': ['db/schema.js'],
  'http/store-context.ts': ['db/schema.js'],
  'http/error-handling.ts': ['db/database-errors.js'],
  // The response cache keys on the catalogue revision before any route runs.
  'http/cached-catalogue-read.ts': ['db/repositories/catalogue-revision-repository.js'],
  // Criteria definitions only: the request's criteria are parsed against them before the use case runs.
  'http/account-address-routes.ts': ['db/repositories/customer-address-repository.js'],
  'http/order-routes.ts': ['db/repositories/order-repository.js'],
  'http/method-routes.ts': ['db/repositories/method-repository.js'],
  'http/review-routes.ts': ['db/repositories/review-repository.js'],
  // Issue 18's account-side routes: one read before the service call (the owner's salutation names, the
  // customer of the session, the wishlist's products); to move into their services like the catalogue's below.
  'http/contact-routes.ts': ['db/repositories/language-chain.js', 'db/repositories/salutation-repository.js'],
  'http/newsletter-routes.ts': ['db/repositories/customer-repository.js'],
  'http/order-action-routes.ts': ['db/repositories/customer-repository.js'],
  'http/wishlist-routes.ts': ['db/repositories/product-fields.js', 'db/repositories/product-repository.js'],
  'http/system-routes.ts': [
    'db/repositories/country-repository.js',
    'db/repositories/language-repository.js',
    'db/repositories/salutation-repository.js',
  ],
  // Read-only catalogue routes (single SELECTs, no transaction) that still query in the handler:
  // the rest of issue 17 moves them into services/catalogue.ts, then their rows go.
  'http/category-routes.ts': [
    'db/repositories/seo-url-repository.js',
    'db/repositories/category-repository.js',
    'db/repositories/catalogue-loaders.js',
    'db/repositories/product-repository.js',
    'db/repositories/definitions.js',
    'db/repositories/product-fields.js',
  ],
  'http/listing-routes.ts': [
    'db/repositories/category-repository.js',
    'db/repositories/catalogue-loaders.js',
    'db/repositories/listing-repository.js',
    'db/repositories/product-fields.js',
  ],
  'http/cms-pages.ts': ['db/repositories/catalogue-loaders.js', 'db/repositories/product-fields.js'],
  'http/cross-selling-routes.ts': [
    'db/repositories/catalogue-loaders.js',
    'db/repositories/product-fields.js',
    'db/repositories/product-repository.js',
  ],
  'http/product-listing-result.ts': [
    'db/aggregation-sql.js',
    'db/repositories/catalogue-loaders.js',
    'db/repositories/listing-repository.js',
    'db/repositories/product-fields.js',
    'db/repositories/product-repository.js',
  ],
  'http/reference-routes.ts': ['db/criteria-sql.js', 'db/repositories/definitions.js'],
  'http/seo-routes.ts': ['db/repositories/seo-url-repository.js'],
  'http/sitemap-routes.ts': ['db/repositories/seo-url-repository.js'],
  'http/navigation-routes.ts': [
    'db/repositories/sales-channel-repository.js',
    'db/repositories/category-repository.js',
  ],
  'http/product-routes.ts': [
    'db/aggregation-sql.js',
    'db/criteria-sql.js',
    'db/repositories/catalogue-loaders.js',
    'db/repositories/product-fields.js',
    'db/repositories/product-repository.js',
  ],
};

function httpModules(): string[] {
  return tsFiles(join(SRC, 'http')).filter((file) => !file.endsWith('.test.ts'));
}

function httpDbImportsOutsideTheList(): string[] {
  const found: string[] = [];
  for (const file of httpModules()) {
    const name = relative(SRC, file).split(sep).join('/');
    const allowed = HTTP_DB_IMPORTS[name] ?? [];
    for (const { specifier, folder } of importsOf(file, readFileSync(file, 'utf8'))) {
      if (folder !== 'db') continue;
      const target = relative(SRC, resolve(dirname(file), specifier))
        .split(sep)
        .join('/');
      if (!allowed.includes(target)) found.push(`${name} imports '${specifier}'`);
    }
  }
  return found;
}

describe('architecture', () => {
  it('reads every kind of relative import', () => {
    const file = join(SRC, 'db', 'x.ts');
    const text = [
      "import { a } from '../http/a.js';",
      "import type { B } from '../seed/b.js';",
      "export { c } from './c.js';",
      "import '../mail/d.js';",
      "const e = await import('../services/e.js');",
    ].join('\n');
    expect(importsOf(file, text).map((entry) => entry.folder)).toEqual([
      'http',
      'seed',
      'db',
      'mail',
      'services',
    ]);
  });

  it('has no import against the direction of the layers', () => {
    expect(violations(), 'imports against cli/server → http → services → domain + db').toEqual([]);
  });

  it('opens no transaction in http/: the use cases in services/ own them', () => {
    const opening = httpModules()
      .filter((file) => /\.transaction\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(opening).toEqual([]);
  });

  it('imports from db/ in http/ only where the list says why', () => {
    expect(httpDbImportsOutsideTheList()).toEqual([]);
  });
});
