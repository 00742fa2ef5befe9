import { describe, expect, it } from 'vitest';
import { forwardedClientAddresses } from './loopback-client.js';

describe('forwardedClientAddresses', () => {
  it('reads every address of X-Forwarded-For, X-Real-IP and Forwarded, without ports and quotes', () => {
    expect(
      forwardedClientAddresses({
        'x-forwarded-for': '127.0.0.1, 203.0.113.7:4711',
        'x-real-ip': '::1',
        forwarded: 'for=192.0.2.60;proto=http;by=203.0.113.43, For="[2001:db8:cafe::17]:4711", for=unknown',
      }),
    ).toEqual(['127.0.0.1', '203.0.113.7', '::1', '192.0.2.60', '2001:db8:cafe::17', 'unknown']);
  });

  it('is empty without proxy headers and reads repeated headers', () => {
    expect(forwardedClientAddresses({ host: 'localhost' })).toEqual([]);
    expect(forwardedClientAddresses({ forwarded: ['for=127.0.0.1', 'for="[::1]"'] })).toEqual([
      '127.0.0.1',
      '::1',
    ]);
  });
});
