// Resident memory of the server processes during a scenario: sampled from /proc/<pid>/status (Linux), else
// `ps -o rss=`, every 100 ms; the peak is what the bench reports.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** VmRSS of a /proc/<pid>/status text in kB, or undefined. */
export function vmRssKb(status: string): number | undefined {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) : undefined;
}

function rssKb(pid: number): number | undefined {
  try {
    return vmRssKb(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    try {
      const kb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
      return Number.isFinite(kb) && kb > 0 ? kb : undefined;
    } catch {
      return undefined;
    }
  }
}

export interface RssSampler {
  /** Stops sampling; the peak RSS of any of the processes, MB (0 when none could be read). */
  stop(): number;
}

export function sampleRss(pids: readonly number[], intervalMs = 100): RssSampler {
  let peakKb = 0;
  const sample = () => {
    for (const pid of pids) peakKb = Math.max(peakKb, rssKb(pid) ?? 0);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peakKb / 1024;
    },
  };
}
