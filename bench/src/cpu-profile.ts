// Self time per function of a V8 CPU profile (`node --cpu-prof` writes one `.cpuprofile` JSON per thread), as the
// "Bottom-Up" view of Chrome DevTools shows it: each sample's interval counts for the function on top of the stack
// then. Pure (tested in cpu-profile.test.ts).

export interface CpuProfileNode {
  id: number;
  callFrame: {
    functionName: string;
    url: string;
    lineNumber: number;
    columnNumber?: number;
    scriptId?: string;
  };
  hitCount?: number;
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  /** Microseconds. */
  startTime: number;
  endTime: number;
  /** The node on top of the stack at each sample. */
  samples: number[];
  /** Microseconds since the previous sample (the first: since startTime). */
  timeDeltas: number[];
}

export interface SelfTime {
  /** `(anonymous)` for a nameless function; V8's own entries keep their names: `(garbage collector)`, `(program)`. */
  functionName: string;
  /** Where it is defined: a path relative to the repository, `pkg/…` inside node_modules, `node:…`, or empty. */
  location: string;
  selfMs: number;
  /** Share of the profile's time without `(idle)`. */
  share: number;
}

export interface ProfileSummary {
  /** Profiled time, ms. */
  totalMs: number;
  /** Time the thread waited for work (`(idle)`), ms. */
  idleMs: number;
  top: SelfTime[];
}

/**
 * A script URL as a short place: repository-relative, `package/…` for node_modules, `node:…` as it is; with the
 * line for JavaScript.
 */
export function shortLocation(url: string, lineNumber: number, repoRoot: string): string {
  if (!url) return '';
  let path = url.startsWith('file://') ? decodeURIComponent(url.slice('file://'.length)) : url;
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) path = path.slice(modules + '/node_modules/'.length);
  else if (path.startsWith(`${repoRoot}/`)) path = path.slice(repoRoot.length + 1);
  // TypeScript runs as tsx's transform, one line per file without source maps in the profile: its lines say nothing.
  if (/\.[cm]?tsx?$/.test(path)) return path;
  // V8's line numbers are 0-based.
  return lineNumber >= 0 ? `${path}:${lineNumber + 1}` : path;
}

/** Microseconds after the profile's start (the process's start for `--cpu-prof`). */
export interface ProfileWindow {
  from: number;
  to: number;
}

/**
 * The `limit` functions with the most self time, within `window` when given (the scenario's part of a profile
 * that began with the process). The same function reached through different call paths is one entry (name and
 * place); `(idle)` is left out of the list and of the shares, and reported apart.
 */
export function summariseProfile(
  profile: CpuProfile,
  repoRoot: string,
  limit = 15,
  window?: ProfileWindow,
): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByNode = new Map<number, number>();
  const { samples, timeDeltas } = profile;
  let time = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    time += timeDeltas[i]!;
    // A sample lasts until the next one; the last until the profile's end.
    const end = i + 1 < samples.length ? time + timeDeltas[i + 1]! : profile.endTime;
    const since = time - profile.startTime;
    if (window && (since < window.from || since >= window.to)) continue;
    selfByNode.set(samples[i]!, (selfByNode.get(samples[i]!) ?? 0) + Math.max(0, end - time));
  }
  const byFunction = new Map<string, { functionName: string; location: string; micros: number }>();
  let idle = 0;
  let total = 0;
  for (const [id, micros] of selfByNode) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    total += micros;
    if (frame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    const functionName = frame.functionName || '(anonymous)';
    const location = shortLocation(frame.url, frame.lineNumber, repoRoot);
    const key = `${functionName}\u0000${location}`;
    const entry = byFunction.get(key) ?? { functionName, location, micros: 0 };
    entry.micros += micros;
    byFunction.set(key, entry);
  }
  const busy = total - idle;
  const top = [...byFunction.values()]
    .sort((a, b) => b.micros - a.micros || a.functionName.localeCompare(b.functionName))
    .slice(0, limit)
    .map((entry) => ({
      functionName: entry.functionName,
      location: entry.location,
      selfMs: entry.micros / 1000,
      share: busy > 0 ? entry.micros / busy : 0,
    }));
  return { totalMs: total / 1000, idleMs: idle / 1000, top };
}
