import { describe, expect, it } from 'vitest';
import { lanternPathRows, type LanternNodeLike, type LanternTimingLike } from './lantern-path.js';

describe('lanternPathRows', () => {
  it('lists requests and tasks by start, tells new from warm connections, and sums cached files', () => {
    const timings: [LanternNodeLike, LanternTimingLike][] = [
      [
        { type: 'network', request: { url: 'http://127.0.0.1:1/store-api/context', transferSize: 2648 } },
        { startTime: 842, endTime: 1164, connectionTiming: { connectionTime: 225 } },
      ],
      [
        { type: 'network', request: { url: 'http://127.0.0.1:1/shop/product/abc', transferSize: 2894 } },
        { startTime: 0, endTime: 622, connectionTiming: { connectionTime: 225, dnsResolutionTime: 300 } },
      ],
      [
        { type: 'network', request: { url: 'http://127.0.0.1:1/assets/main.js', fromDiskCache: true } },
        { startTime: 682, endTime: 690 },
      ],
      [
        { type: 'network', request: { url: 'http://127.0.0.1:1/assets/client.js', fromDiskCache: true } },
        { startTime: 682, endTime: 694 },
      ],
      [
        {
          type: 'cpu',
          childEvents: [
            { name: 'v8.evaluateModule', dur: 11_400 },
            { name: 'tiny', dur: 10 },
          ],
          duration: 27_800,
        },
        { startTime: 731, endTime: 842 },
      ],
      [
        { type: 'network', request: { url: 'http://127.0.0.1:1/store-api/salutation', transferSize: 1297 } },
        { startTime: 842, endTime: 1014, connectionTiming: { connectionTime: 75 } },
      ],
    ];
    expect(lanternPathRows(timings)).toEqual([
      { start: 0, end: 622, what: '/shop/product/abc', detail: '2894 B, new connection, DNS 300 ms' },
      { start: 0, end: 694, what: "2 files from the browser's cache", detail: '8 ms each' },
      { start: 731, end: 842, what: 'task: v8.evaluateModule', detail: '27.8 ms observed' },
      { start: 842, end: 1014, what: '/store-api/salutation', detail: '1297 B, warm connection' },
      { start: 842, end: 1164, what: '/store-api/context', detail: '2648 B, new connection' },
    ]);
  });
});
