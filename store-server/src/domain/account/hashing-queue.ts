// A bound on concurrent password hashing. scrypt runs on libuv's thread pool (4 threads by default), which gzip,
// file reads and DNS share: a flood of failed logins from many addresses would otherwise take every thread and
// the CPU, and catalogue reads would wait behind it. At most `concurrency` hashes run at once; up to
// `maxWaiting` more wait in order; beyond that a request is refused at once with a wait estimate (the caller
// answers 429), instead of queueing without end.

export class HashingBusyError extends Error {
  constructor(readonly waitSeconds: number) {
    super(`Password hashing is busy, try again in ${waitSeconds} seconds`);
  }
}

export interface HashingQueueStats {
  active: number;
  waiting: number;
}

export function createHashingQueue(options: { concurrency: number; maxWaiting: number }) {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const waiting: Array<() => void> = [];
  let active = 0;
  /** A running average of a hash's duration (ms), for the wait estimate of a refusal. */
  let averageMs = 100;

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    concurrency,
    stats: (): HashingQueueStats => ({ active, waiting: waiting.length }),
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= options.maxWaiting) {
          const queuedMs = ((waiting.length + 1) * averageMs) / concurrency;
          throw new HashingBusyError(Math.max(1, Math.ceil(queuedMs / 1000)));
        }
        // The slot of the task that finishes passes straight to the next in line (active stays the same).
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      const started = performance.now();
      try {
        return await task();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        release();
      }
    },
  };
}

export type HashingQueue = ReturnType<typeof createHashingQueue>;
