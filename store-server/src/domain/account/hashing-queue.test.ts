import { describe, expect, it } from 'vitest';
import { createHashingQueue, HashingBusyError } from './hashing-queue.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('hashing queue', () => {
  it('runs at most `concurrency` tasks at once, the rest in order', async () => {
    const queue = createHashingQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 6 }, deferred);
    const results = gates.map((gate, index) =>
      queue.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(index);
        await gate.promise;
        running -= 1;
        return index;
      }),
    );
    await Promise.resolve();
    expect(queue.stats()).toEqual({ active: 2, waiting: 4 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses beyond maxWaiting with a wait estimate, and frees its slot after a failed task', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    const refused = queue.run(async () => 'third').catch((error: unknown) => error);
    expect(await refused).toBeInstanceOf(HashingBusyError);
    expect(((await refused) as HashingBusyError).waitSeconds).toBeGreaterThanOrEqual(1);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'after')).toBe('after');
    expect(queue.stats()).toEqual({ active: 0, waiting: 0 });
  });
});
