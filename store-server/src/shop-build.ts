import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// `npm start` builds the shop and the desk when a build is missing or older than its sources.

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

/** True when `builtFile` is missing or older than the workspace's src/, index.html or vite.config.ts. */
function buildIsStale(workspaceDir: string, builtFile: string): boolean {
  if (!existsSync(builtFile)) return true;
  const sources = Math.max(
    newestModification(join(workspaceDir, 'src')),
    newestModification(join(workspaceDir, 'index.html')),
    newestModification(join(workspaceDir, 'vite.config.ts')),
  );
  return sources > statSync(builtFile).mtimeMs;
}

/** Runs `npm run build -w <workspace>` from the repository root with the console attached; throws on failure. */
function buildWorkspace(repoRoot: string, workspace: 'shop' | 'desk'): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`Building the ${workspace} failed (exit code ${result.status ?? 'unknown'})`);
}

export function shopBuildIsStale(repoRoot: string, shopDistDir: string): boolean {
  return buildIsStale(join(repoRoot, 'shop'), join(shopDistDir, '.vite', 'manifest.json'));
}

export function buildShop(repoRoot: string): void {
  buildWorkspace(repoRoot, 'shop');
}

/** The desk's build (desk/dist/index.html) is missing or older than desk/'s sources. */
export function deskBuildIsStale(repoRoot: string, deskDistDir: string): boolean {
  return buildIsStale(join(repoRoot, 'desk'), join(deskDistDir, 'index.html'));
}

export function buildDesk(repoRoot: string): void {
  buildWorkspace(repoRoot, 'desk');
}
