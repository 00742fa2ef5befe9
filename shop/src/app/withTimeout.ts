/** The spec's lazy-chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The error a promise settles with when it took longer than allowed. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(readonly ms: number) {
    super(`Timed out after ${ms} ms`);
  }
}

/**
 * Settles like `promise`, or rejects with a TimeoutError once `ms` milliseconds have passed. The timer is
 * cleared as soon as the promise settles.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
