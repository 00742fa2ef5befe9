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
// into db/ only where this list says why (types and plumbing that run around every route). A route parses, calls
// one use case of services/ and serializes; the criteria a request may name are parsed by the service's parser
// (parseProductCriteria, parseOrderCriteria…), so the definitions stay below http too.
const HTTP_DB_IMPORTS: Record<string, readonly string[]> = {
  // The Fastify instance's and a request context's types; the 503 for an unreachable database.
  'http/fastify-types.ts': ['db/schema.js'],
  'http/store-context.ts': ['db/schema.js'],
  'http/error-handling.ts': ['db/database-errors.js'],
  // The response cache keys on the catalogue revision before any route runs.
  'http/cached-catalogue-read.ts': ['db/repositories/catalogue-revision-repository.js'],
};

function httpModules(): string[] {
  return tsFiles(join(SRC, 'http')).filter((file) => !file.endsWith('.test.ts'));
}

/** The db/ modules each module of http/ imports, as `http/x.ts` → `db/…` paths. */
function httpDbImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of httpModules()) {
    const name = relative(SRC, file).split(sep).join('/');
    const targets = importsOf(file, readFileSync(file, 'utf8'))
      .filter(({ folder }) => folder === 'db')
      .map(({ specifier }) =>
        relative(SRC, resolve(dirname(file), specifier))
          .split(sep)
          .join('/'),
      );
    if (targets.length > 0) found.set(name, targets);
  }
  return found;
}

function httpDbImportsOutsideTheList(): string[] {
  return [...httpDbImports()].flatMap(([name, targets]) =>
    targets
      .filter((target) => !(HTTP_DB_IMPORTS[name] ?? []).includes(target))
      .map((target) => `${name} imports '${target}'`),
  );
}

/** Entries of the list that no import needs any more (they go, so the list says only what is true). */
function listedButNotImported(): string[] {
  const imports = httpDbImports();
  return Object.entries(HTTP_DB_IMPORTS).flatMap(([name, targets]) =>
    targets
      .filter((target) => !(imports.get(name) ?? []).includes(target))
      .map((target) => `${name} → ${target}`),
  );
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

  it('lists no db/ import that http/ no longer makes', () => {
    expect(listedButNotImported()).toEqual([]);
  });
});
