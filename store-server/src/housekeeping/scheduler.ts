// Runs a job now and then again `intervalMs` after each run has ended (runs never overlap). The timer does not
// keep the process alive; `stop` cancels the next run and waits for the one in flight, which it asks to end.

/** setTimeout's longest delay (about 24.8 days); a longer one would fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface Schedule {
  /** Resolves when the run in flight (if any) has ended. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function schedule(options: {
  intervalMs: number;
  run: (shouldStop: () => boolean) => Promise<void>;
  onError: (error: unknown) => void;
}): Schedule {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const shouldStop = () => stopped;
  const tick = () => {
    running = options
      .run(shouldStop)
      .catch(options.onError)
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, Math.min(options.intervalMs, MAX_DELAY_MS));
        timer.unref();
      });
  };
  tick();
  return {
    idle: () => running,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
