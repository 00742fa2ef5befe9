// `bench:lighthouse -- --lantern`: where a page's simulated LCP comes from. Lighthouse's mobile preset does not
// measure the LCP, it simulates it (its "lantern" model) from a trace of an unthrottled load: every request and
// main-thread task that the largest paint depended on, replayed on a 150 ms round trip, 1.6 Mbit/s and a CPU 4×
// slower, over at most six connections per host. This prints that replay of the LCP (Lighthouse averages an
// optimistic and a pessimistic graph; both are printed), so a change can be judged on the path it shortens.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { printTable } from './table.js';

/** What the replay says of one node of the graph (a request, or a main-thread task). */
export interface LanternNodeLike {
  type: string;
  request?: { url: string; fromDiskCache?: boolean; transferSize?: number };
  childEvents?: { name: string; dur?: number }[];
  /** Observed duration of a task, µs. */
  duration?: number;
}
export interface LanternTimingLike {
  startTime: number;
  endTime: number;
  connectionTiming?: { connectionTime?: number; dnsResolutionTime?: number };
}

export interface PathRow {
  start: number;
  end: number;
  what: string;
  detail: string;
}

const pathOf = (url: string): string => {
  try {
    const { pathname } = new URL(url);
    return pathname.length > 60 ? `${pathname.slice(0, 57)}…` : pathname;
  } catch {
    return url.slice(0, 60);
  }
};

/**
 * The rows of one simulated graph, by start time: requests with their bytes and whether they opened a connection
 * (a handshake, 150 ms) or used a warm one; tasks with their main events and observed duration. Files the browser
 * had in its cache (8 ms each in the model) are summed into one row.
 */
export function lanternPathRows(timings: Iterable<[LanternNodeLike, LanternTimingLike]>): PathRow[] {
  const rows: PathRow[] = [];
  let cached = 0;
  let cachedEnd = 0;
  for (const [node, timing] of timings) {
    if (node.type === 'network' && node.request) {
      if (node.request.fromDiskCache) {
        cached += 1;
        cachedEnd = Math.max(cachedEnd, timing.endTime);
        continue;
      }
      const connection = timing.connectionTiming?.connectionTime ?? 0;
      const dns = timing.connectionTiming?.dnsResolutionTime ?? 0;
      const opened = connection > 100 ? 'new connection' : 'warm connection';
      rows.push({
        start: timing.startTime,
        end: timing.endTime,
        what: pathOf(node.request.url),
        detail: `${node.request.transferSize ?? 0} B, ${opened}${dns > 0 ? `, DNS ${Math.round(dns)} ms` : ''}`,
      });
    } else {
      const events = (node.childEvents ?? [])
        .filter((event) => (event.dur ?? 0) > 500)
        .slice(0, 3)
        .map((event) => event.name);
      rows.push({
        start: timing.startTime,
        end: timing.endTime,
        what: `task: ${events.join(', ') || 'small events'}`,
        detail: `${((node.duration ?? 0) / 1000).toFixed(1)} ms observed`,
      });
    }
  }
  if (cached > 0)
    rows.push({
      start: 0,
      end: cachedEnd,
      what: `${cached} files from the browser's cache`,
      detail: '8 ms each',
    });
  return rows.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** One Lighthouse run of the URL whose LCP replay is printed (the page as the other runs load it). */
export async function printLanternPath(url: string, port: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-lantern-'));
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance'],
    disableStorageReset: true,
  };
  try {
    await lighthouse(url, { ...flags, gatherMode: dir });
    // The simulator keeps its node timings while LANTERN_DEBUG is set (Lighthouse's own debugging switch).
    const before = process.env.LANTERN_DEBUG;
    process.env.LANTERN_DEBUG = '1';
    Lantern.Simulation.Simulator.allNodeTimings.clear();
    const result = await lighthouse(url, { ...flags, auditMode: dir });
    if (before === undefined) delete process.env.LANTERN_DEBUG;
    else process.env.LANTERN_DEBUG = before;
    const lcp = result?.lhr.audits['largest-contentful-paint']?.numericValue;
    for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
      if (!/^(optimistic|pessimistic)LargestContentfulPaint$/.test(label)) continue;
      const rows = lanternPathRows(timings as unknown as Map<LanternNodeLike, LanternTimingLike>);
      const end = Math.max(...rows.map((row) => row.end));
      console.log(
        `\n${label} of ${pathOf(url)}: ends at ${Math.round(end)} ms (LCP of this run ${Math.round(lcp ?? NaN)} ms)`,
      );
      printTable(
        ['start ms', 'end ms', 'what', 'detail'],
        rows.map((row) => [Math.round(row.start), Math.round(row.end), row.what, row.detail]),
        { left: [2, 3] },
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
