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
});
