import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BODY_KEPT_BYTES, keptBody, limitCollectedBodies } from './autocannon-bodies.js';

describe('the bodies autocannon keeps', () => {
  it('keeps the first BODY_KEPT_BYTES of an answer and drops the rest', () => {
    const first = keptBody('', Buffer.from('a'.repeat(1500)));
    expect(first).toHaveLength(1500);
    const second = keptBody(first, Buffer.from('b'.repeat(1500)));
    expect(second).toHaveLength(BODY_KEPT_BYTES);
    expect(second.endsWith('b')).toBe(true);
    expect(keptBody(second, Buffer.from('c'))).toBe(second);
  });

  it("replaces autocannon's own collection (its queue is where the bench expects it)", () => {
    const require = createRequire(import.meta.url);
    const Queue = require('autocannon/lib/pipelinedRequestsQueue.js') as new () => {
      insertRequest(req: unknown): void;
      addBody(data: Buffer): void;
      peek(): { body: string };
    };
    limitCollectedBodies();
    const queue = new Queue();
    queue.insertRequest({});
    queue.addBody(Buffer.from('x'.repeat(BODY_KEPT_BYTES * 3)));
    expect(queue.peek().body).toHaveLength(BODY_KEPT_BYTES);
  });
});
