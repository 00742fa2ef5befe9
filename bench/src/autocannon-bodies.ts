// autocannon 8 keeps the body of every answer as a string (`req.body += buffer` in its PipelinedRequestsQueue),
// whether or not anything reads it. For a 9 KB gzipped listing that decoding took more than half of the load
// generator's CPU on the two cores it shares with the server (a CPU profile of the bench: Buffer#toString 6.8 s of
// 12 s), so the bench measured its own client: the larger an answer, the lower its share of the empty route.
// The bench reads bodies only to quote the first refused answer, so it keeps the first BODY_KEPT_BYTES of each
// and counts the rest (autocannon counts bytes on the wire itself, unchanged).
import { createRequire } from 'node:module';

export const BODY_KEPT_BYTES = 2048;

interface PendingRequest {
  body: string;
}
interface QueuePrototype {
  peek(): PendingRequest | undefined;
  addBody(data: Buffer): void;
}

/** The body text autocannon keeps: what it had, plus as much of `data` as fits in BODY_KEPT_BYTES. */
export function keptBody(kept: string, data: Buffer): string {
  if (kept.length >= BODY_KEPT_BYTES) return kept;
  return kept + data.subarray(0, BODY_KEPT_BYTES - kept.length).toString();
}

let patched = false;

/** Makes autocannon keep at most BODY_KEPT_BYTES of each answer's body (once per process). */
export function limitCollectedBodies(): void {
  if (patched) return;
  patched = true;
  const require = createRequire(import.meta.url);
  const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: QueuePrototype };
  queue.prototype.addBody = function addBody(this: QueuePrototype, data: Buffer) {
    const request = this.peek();
    if (request) request.body = keptBody(request.body, data);
  };
}
