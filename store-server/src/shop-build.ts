import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// `npm start` builds the shop when its build is missing or older than its sources.

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

export function shopBuildIsStale(repoRoot: string, shopDistDir: string): boolean {
  const manifest = join(shopDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifest)) return true;
  const shop = join(repoRoot, 'shop');
  const sources = Math.max(
    newestModification(join(shop, 'src')),
    newestModification(join(shop, 'index.html')),
    newestModification(join(shop, 'vite.config.ts')),
  );
  return sources > statSync(manifest).mtimeMs;
}

/** Runs `npm run build -w shop` from the repository root with the console attached; throws on failure. */
export function buildShop(repoRoot: string): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', 'shop'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`Building the shop failed (exit code ${result.status ?? 'unknown'})`);
}
