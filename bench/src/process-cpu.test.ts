import { describe, expect, it } from 'vitest';
import { cpuSecondsOfStat, processCpuSeconds } from './process-cpu.js';

describe('CPU time of a process', () => {
  it('reads utime and stime of a stat line, also with spaces and parentheses in the name', () => {
    const stat = '4242 (node (x) y) S 1 4242 4242 0 -1 4194560 5000 0 0 0 1234 566 0 0 20 0 11 0 100 0 0';
    expect(cpuSecondsOfStat(stat)).toBeCloseTo(18.0);
  });

  it('measures this process: it grows while the process computes', () => {
    const before = processCpuSeconds([process.pid]);
    if (before === undefined) return; // not Linux
    // Computes until a clock tick (10 ms of CPU) has been counted, at most 5 s on a busy machine.
    const until = Date.now() + 5000;
    let after = before;
    while (after <= before && Date.now() < until) {
      for (let i = 0; i < 100_000; i += 1) Math.sqrt(i);
      after = processCpuSeconds([process.pid])!;
    }
    expect(after).toBeGreaterThan(before);
  });
});
