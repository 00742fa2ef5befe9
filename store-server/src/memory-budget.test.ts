import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OLD_SPACE_MB, SEMI_SPACE_MB, SERVER_NODE_ARGS } from './memory-budget.js';

const PACKAGE_JSON = join(dirname(fileURLToPath(import.meta.url)), '../package.json');

describe('memory budget', () => {
  it('is what `npm start` gives node: the heap bounds apply only when the process starts with them', () => {
    const scripts = (JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.start).toBe(`node ${SERVER_NODE_ARGS.join(' ')} --import tsx src/cli.ts`);
  });

  it("bounds V8's heap of a process started with the server's node options", () => {
    const limitMb =
      Number(
        execFileSync(
          process.execPath,
          [...SERVER_NODE_ARGS, '-e', "console.log(require('v8').getHeapStatistics().heap_size_limit)"],
          { encoding: 'utf8' },
        ),
      ) /
      (1024 * 1024);
    // The old generation plus the young one (two semi-spaces and V8's promotion room).
    expect(limitMb).toBeGreaterThanOrEqual(OLD_SPACE_MB);
    expect(limitMb).toBeLessThanOrEqual(OLD_SPACE_MB + 4 * SEMI_SPACE_MB);
  });
});
