import { describe, expect, it } from 'vitest';
import { shortLocation, summariseProfile, type CpuProfile } from './cpu-profile.js';

const ROOT = '/repo';

// root → handle (app code) → stringify (node_modules) ; root → (idle) ; root → (garbage collector)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 }, children: [2, 4, 5, 6] },
    {
      id: 2,
      callFrame: { functionName: 'handle', url: 'file:///repo/store-server/src/cart.ts', lineNumber: 9 },
      children: [3],
    },
    {
      id: 3,
      callFrame: {
        functionName: 'stringify',
        url: 'file:///repo/node_modules/fast-json-stringify/index.js',
        lineNumber: 0,
      },
    },
    { id: 4, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 } },
    { id: 5, callFrame: { functionName: '(garbage collector)', url: '', lineNumber: -1 } },
    // The same function as node 2, reached through another path: one entry.
    {
      id: 6,
      callFrame: { functionName: 'handle', url: 'file:///repo/store-server/src/cart.ts', lineNumber: 9 },
    },
    { id: 7, callFrame: { functionName: '', url: 'node:internal/timers', lineNumber: 4 } },
  ],
  startTime: 1_000_000,
  endTime: 1_010_000,
  // Sample times after the start: 0, 1000, 3000, 6000, 7000, 8000, 9000 µs; each lasts until the next one and
  // the last until the end (10,000 µs).
  samples: [3, 2, 3, 4, 5, 6, 7],
  timeDeltas: [0, 1000, 2000, 3000, 1000, 1000, 1000],
};

describe('CPU profile summary', () => {
  it('adds each sample’s interval to the function on top of the stack, paths merged, idle apart', () => {
    const summary = summariseProfile(profile, ROOT);
    expect(summary.totalMs).toBe(10);
    expect(summary.idleMs).toBe(1);
    expect(summary.top).toEqual([
      // samples 0 (1 ms) and 2 (3 ms)
      {
        functionName: 'stringify',
        location: 'fast-json-stringify/index.js:1',
        selfMs: 4,
        share: 4 / 9,
      },
      // samples 1 (2 ms) and 5 (1 ms), nodes 2 and 6
      { functionName: 'handle', location: 'store-server/src/cart.ts', selfMs: 3, share: 3 / 9 },
      { functionName: '(anonymous)', location: 'node:internal/timers:5', selfMs: 1, share: 1 / 9 },
      { functionName: '(garbage collector)', location: '', selfMs: 1, share: 1 / 9 },
    ]);
  });

  it('keeps the `limit` largest', () => {
    expect(summariseProfile(profile, ROOT, 2).top.map((entry) => entry.functionName)).toEqual([
      'stringify',
      'handle',
    ]);
  });

  it('summarises only the samples within a window (µs after the profile’s start)', () => {
    // Samples at 3000 (stringify, 3 ms) and 6000 (idle, 1 ms).
    const summary = summariseProfile(profile, ROOT, 15, { from: 2000, to: 7000 });
    expect(summary.totalMs).toBe(4);
    expect(summary.idleMs).toBe(1);
    expect(summary.top).toEqual([
      { functionName: 'stringify', location: 'fast-json-stringify/index.js:1', selfMs: 3, share: 1 },
    ]);
  });

  it('names places relative to the repository or the package', () => {
    // TypeScript (tsx's one-line transform): the file without a line.
    expect(shortLocation('file:///repo/bench/src/a%20b.ts', 0, ROOT)).toBe('bench/src/a b.ts');
    expect(shortLocation('file:///repo/bench/src/x.js', 0, ROOT)).toBe('bench/src/x.js:1');
    expect(shortLocation('file:///repo/node_modules/kysely/dist/esm/x.js', 41, ROOT)).toBe(
      'kysely/dist/esm/x.js:42',
    );
    expect(shortLocation('node:internal/streams/writable', 7, ROOT)).toBe('node:internal/streams/writable:8');
    expect(shortLocation('', -1, ROOT)).toBe('');
  });
});
