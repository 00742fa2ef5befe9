#!/usr/bin/env node
// JS budget of the shop's start page. Reads dist/.vite/manifest.json (building first when it is missing),
// prints the gzip size of every JS chunk and sums what the start page loads. The start page is /shop, which
// shows the category list: the entry (src/main.tsx) with its static imports, the React application
// (src/app/mount.tsx), the category list's route chunk, each with its static imports, and the page's messages,
// counted per language: the English page loads the en-GB messages, the German page de-DE (complete: no en-GB
// fallback). Exit code 1 when either language's sum is above the budget.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const ENTRY = 'src/main.tsx';
/** What the entry imports dynamically and the start page always loads, whatever its language. */
const APP_AT_START = ['src/app/mount.tsx', 'src/features/catalog/CategoryPage.tsx'];
/** The start page's messages per language (the category list needs only the common group). */
const MESSAGES_AT_START = {
  English: ['src/i18n/en-GB/common.json?compiled'],
  German: ['src/i18n/de-DE/common.json?compiled'],
};

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

/** True when some chunk imports `key` dynamically (the route table imports the pages, the entry the rest). */
const isDynamicallyImported = (key) =>
  Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(key));

const entryClosure = staticClosure(ENTRY);
const startClosures = {};
for (const [language, messages] of Object.entries(MESSAGES_AT_START)) {
  const closure = new Set(entryClosure);
  for (const key of [...APP_AT_START, ...messages]) {
    if (!isDynamicallyImported(key)) {
      console.error(
        `'${key}' is no longer loaded lazily: update APP_AT_START/MESSAGES_AT_START in this script`,
      );
      process.exit(1);
    }
    staticClosure(key, closure);
  }
  startClosures[language] = closure;
}
const startClosure = new Set(Object.values(startClosures).flatMap((closure) => [...closure]));

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
const jsKb = (keys) => sum([...keys].filter((key) => manifest[key].file.endsWith('.js')));
console.log('');
console.log(`entry + static imports:       ${jsKb(entryClosure).toFixed(2)} KB gzip`);
let broken = false;
// What a browser downloads: the build's Brotli copies (vite-compress-assets.ts), which the server prefers.
const brotliKb = (keys) =>
  [...keys]
    .map((key) => join(dist, `${manifest[key].file}.br`))
    .filter((file) => file.endsWith('.js.br') && existsSync(file))
    .reduce((total, file) => total + statSync(file).size / 1024, 0);
for (const [language, closure] of Object.entries(startClosures)) {
  const kb = jsKb(closure);
  console.log(
    `start page, ${language.padEnd(8)} ${kb.toFixed(2)} KB gzip (entry, application, category list, messages; budget ${BUDGET_KB} KB); ${brotliKb(closure).toFixed(2)} KB as Brotli on the wire`,
  );
  if (kb > BUDGET_KB) {
    console.error(
      `The ${language} start page loads ${kb.toFixed(2)} KB gzip of JS, above the ${BUDGET_KB} KB budget`,
    );
    broken = true;
  }
}
if (broken) process.exit(1);
