import { describe, expect, it } from 'vitest';
import { sampleRss, vmRssKb } from './rss.js';

describe('RSS sampling', () => {
  it('reads VmRSS from /proc/<pid>/status', () => {
    expect(vmRssKb('Name:\tnode\nVmPeak:\t  900 kB\nVmRSS:\t  204800 kB\nRssAnon:\t 1 kB\n')).toBe(204800);
    expect(vmRssKb('Name:\tnode\n')).toBe(undefined);
  });

  it('samples a live process (this one) above zero', () => {
    const sampler = sampleRss([process.pid], 10);
    const peakMb = sampler.stop();
    expect(peakMb).toBeGreaterThan(10);
    expect(peakMb).toBeLessThan(4096);
  });
});
