/**
 * TEST DOUBLE of the Store API client — in memory, for unit tests of the start-up orchestration and
 * setLocale only. The real server integration is covered end to end by the Playwright suite.
 *
 * Answers are keyed by the operation string (`'readContext get /context'`); an answer may be a function of
 * the call's params (`{pathParams, body}`). An operation without an answer rejects like a 404. In `manual` mode calls stay pending until `flush()`, so tests can see which calls
 * were started in which round.
 */
import type { StoreApiClient } from '../api/client';

export type RecordedCall = {
  operation: string;
  params: unknown;
  /** The default headers at the time of the call. */
  headers: Record<string, string | undefined>;
};

type Pending = { settle: () => void };

export function createStoreApiTestDouble(
  answers: Record<string, unknown>,
  options: { manual?: boolean; baseURL?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string | undefined> = { ...options.headers };
  const calls: RecordedCall[] = [];
  let pending: Pending[] = [];

  const apply = (next: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(next)) {
      if (value) headers[key] = value;
      else delete headers[key];
    }
  };
  // Reads the current headers, as the real client's proxy does.
  const defaultHeaders = new Proxy(headers, {
    get: (target, key) => (key === 'apply' ? apply : target[key as string]),
  });

  function answer(operation: string, params: unknown): Promise<{ data: unknown; status: number }> {
    if (!(operation in answers)) {
      const error = Object.assign(new Error(`Test double: no answer for ${operation}`), { status: 404 });
      return Promise.reject(error);
    }
    const answerOrFunction = answers[operation];
    const value =
      typeof answerOrFunction === 'function'
        ? (answerOrFunction as (params: unknown) => unknown)(params)
        : answerOrFunction;
    if (value instanceof Error) return Promise.reject(value);
    return Promise.resolve({ data: value, status: 200 });
  }

  const invoke = (operation: string, params?: unknown) => {
    calls.push({ operation, params, headers: { ...headers } });
    if (!options.manual) return answer(operation, params);
    return new Promise((resolve, reject) => {
      pending.push({ settle: () => answer(operation, params).then(resolve, reject) });
    });
  };

  const client = {
    invoke,
    defaultHeaders,
    getBaseConfig: () => ({ baseURL: options.baseURL, accessToken: 'SWSCTEST' }),
  } as unknown as StoreApiClient;

  return {
    client,
    calls,
    headers,
    /** Settles every call that is pending now. */
    flush() {
      const now = pending;
      pending = [];
      now.forEach((call) => call.settle());
    },
    pendingCount: () => pending.length,
  };
}

/** Lets queued promise callbacks run. */
export async function settle(rounds = 10): Promise<void> {
  for (let index = 0; index < rounds; index += 1) await Promise.resolve();
}
