// JavaScript per route (gzip). The start page's budget is shop/scripts/bundle-size.mjs (run as is, it prints
// every chunk and exits 1 above 120 KB); this adds, for the start page and every lazily loaded route chunk, what
// that route loads: its chunk with its static imports and their CSS, beyond what the start page already loaded.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './start-server.js';
import { printTable } from './table.js';

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
}

const dist = join(repoRoot, 'shop', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

export function benchSize(): number {
  if (!existsSync(manifestPath)) {
    console.log('shop/dist is missing: building the shop first');
    const build = spawnSync('npm', ['run', 'build', '-w', 'shop'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }
  console.log('== Start page budget (shop/scripts/bundle-size.mjs) ==');
  const budget = spawnSync(process.execPath, [join(repoRoot, 'shop', 'scripts', 'bundle-size.mjs')], {
    cwd: join(repoRoot, 'shop'),
    stdio: 'inherit',
  });

  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const gzipKb = (file: string): number =>
    gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const jsOf = (keys: Iterable<string>): string[] =>
    [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const cssOf = (keys: Iterable<string>): string[] => [
    ...new Set([...keys].flatMap((key) => manifest[key]!.css ?? [])),
  ];
  const sum = (files: string[]): number => files.reduce((total, file) => total + gzipKb(file), 0);

  // The English start page (/shop, the category list): the entry, the application chunk, the category list's
  // route chunk and the common messages, with their static imports.
  const start = new Set<string>();
  for (const key of [
    'src/main.tsx',
    'src/app/mount.tsx',
    'src/features/catalog/CategoryPage.tsx',
    'src/i18n/en-GB/common.json?compiled',
  ])
    closure(key, start);
  const startJs = sum(jsOf(start));
  const startCss = sum(cssOf(start));

  const rows: (string | number)[][] = [
    [
      'start page (entry, app, category list, common)',
      start.size,
      startJs.toFixed(1),
      startCss.toFixed(1),
      startJs.toFixed(1),
    ],
  ];
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/features/'))
    .map(([key]) => key)
    .sort();
  for (const key of routes) {
    const own = [...closure(key)].filter((k) => !start.has(k));
    const extraJs = sum(jsOf(own));
    rows.push([
      key.replace('src/features/', ''),
      own.length,
      extraJs.toFixed(1),
      sum(cssOf(closure(key))).toFixed(1),
      (startJs + extraJs).toFixed(1),
    ]);
  }
  console.log('');
  console.log(
    '== JavaScript per route (KB gzip, level 9; route = lazily loaded chunk + its static imports) ==',
  );
  printTable(['route', 'chunks', 'route JS', 'CSS', 'JS total on the route'], rows);
  console.log('');
  const broken = budget.status !== 0;
  console.log(
    `start page JS budget (120 KB gzip, as counted by bundle-size.mjs): ${broken ? 'BROKEN' : 'ok'}`,
  );
  return broken ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = benchSize();
