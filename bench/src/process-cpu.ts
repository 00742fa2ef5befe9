// CPU time of the server processes (user + system) from /proc/<pid>/stat (Linux): with the requests answered in
// the same interval it gives the server's CPU per request, a figure the load generator's own cost on the shared
// cores does not enter (req/s does: both share two cores). Elsewhere: undefined, and the column shows '-'.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a /proc/<pid>/stat text, in seconds (the command name may hold spaces and parentheses). */
export function cpuSecondsOfStat(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields after the name start at the third of stat(5): utime is the 14th, stime the 15th.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) / TICKS_PER_SECOND : undefined;
}

/** The CPU seconds the processes have used so far (summed), or undefined where /proc cannot be read. */
export function processCpuSeconds(pids: readonly number[]): number | undefined {
  let total = 0;
  for (const pid of pids) {
    try {
      const seconds = cpuSecondsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (seconds === undefined) return undefined;
      total += seconds;
    } catch {
      return undefined;
    }
  }
  return total;
}
