#!/usr/bin/env node
// JS budget of the shop's start page. Reads dist/.vite/manifest.json (building first when it is missing),
// prints the gzip size of every JS chunk and sums what the start page loads:
//   - the entry (src/main.tsx) and its static imports, and
//   - the chunks the entry always imports at start-up: the React application (src/app/mount.tsx) with its
//     static imports, and the common messages (German page: de-DE plus the en-GB fallback).
// Exit code 1 when that sum is above the budget.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const ENTRY = 'src/main.tsx';
const ALSO_AT_START = ['src/app/mount.tsx', 'src/i18n/en-GB/common.json', 'src/i18n/de-DE/common.json'];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.log('dist is missing: building the shop first');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!manifest[ENTRY]) {
  console.error(`The manifest has no entry '${ENTRY}'`);
  process.exit(1);
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The key, plus everything it imports statically. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk '${key}'`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const entryClosure = staticClosure(ENTRY);
const startClosure = new Set(entryClosure);
for (const key of ALSO_AT_START) {
  if (!manifest[ENTRY].dynamicImports?.includes(key)) {
    console.error(`'${key}' is no longer imported by the entry: update ALSO_AT_START in this script`);
    process.exit(1);
  }
  staticClosure(key, startClosure);
}

const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    chunk: chunk.file,
    source: chunk.src ?? key,
    gzipKb: gzipKb(chunk.file),
    start: entryClosure.has(key) ? 'entry/static' : startClosure.has(key) ? 'at start-up' : '',
  }))
  .sort((a, b) => b.gzipKb - a.gzipKb);

const width = Math.max(...rows.map((row) => row.chunk.length));
console.log(`${'chunk'.padEnd(width)}  gzip KB  start page    source`);
for (const row of rows) {
  console.log(
    `${row.chunk.padEnd(width)}  ${row.gzipKb.toFixed(2).padStart(7)}  ${row.start.padEnd(12)}  ${row.source}`,
  );
}

const sum = (keys) => [...keys].reduce((total, key) => total + gzipKb(manifest[key].file), 0);
const entryKb = sum([...entryClosure].filter((key) => manifest[key].file.endsWith('.js')));
const startKb = sum([...startClosure].filter((key) => manifest[key].file.endsWith('.js')));
console.log('');
console.log(`entry + static imports:                 ${entryKb.toFixed(2)} KB gzip`);
console.log(
  `start page (with chunks loaded at boot): ${startKb.toFixed(2)} KB gzip (budget ${BUDGET_KB} KB)`,
);
if (startKb > BUDGET_KB) {
  console.error(`Start page JS is ${startKb.toFixed(2)} KB gzip, above the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
