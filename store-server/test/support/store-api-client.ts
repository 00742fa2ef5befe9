import type { FastifyInstance } from 'fastify';
import { assertConformant } from './conformance.js';

// Drives the Store API through fastify.inject and checks every JSON answer against the official schema.

export interface StoreApiCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS';
  path: string;
  body?: unknown;
  /** A raw body (sent as given, for malformed-input tests). */
  payload?: string;
  query?: Record<string, string>;
  headers?: Record<string, string | undefined>;
  /** Leave out the sw-access-key header. */
  withoutAccessKey?: boolean;
}

export interface StoreApiResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  json: T;
  token: string | undefined;
}

export class StoreApiTestClient {
  constructor(
    private readonly app: FastifyInstance,
    readonly accessKey: string,
  ) {}

  async call<T = unknown>(call: StoreApiCall): Promise<StoreApiResponse<T>> {
    const method = call.method ?? 'GET';
    const headers: Record<string, string> = {};
    if (!call.withoutAccessKey) headers['sw-access-key'] = this.accessKey;
    if (call.body !== undefined || call.payload !== undefined) headers['content-type'] = 'application/json';
    for (const [name, value] of Object.entries(call.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    const response = await this.app.inject({
      method,
      url: `/store-api${call.path}`,
      headers,
      ...(call.query ? { query: call.query } : {}),
      ...(call.payload !== undefined
        ? { payload: call.payload }
        : call.body !== undefined
          ? { payload: JSON.stringify(call.body) }
          : {}),
    });
    const contentType = String(response.headers['content-type'] ?? '');
    const json = (contentType.includes('application/json') ? response.json() : response.body) as T;
    if (contentType.includes('application/json')) {
      // A request with includes/excludes gets only the fields it named (see withoutRequiredProperties).
      const partial = /"(includes|excludes|fields)"|includes\[/.test(
        JSON.stringify([call.body, call.query, call.payload]),
      );
      assertConformant(method, call.path.split('?')[0] ?? call.path, response.statusCode, json, partial);
    }
    const token = response.headers['sw-context-token'];
    return {
      status: response.statusCode,
      headers: response.headers,
      json,
      token: typeof token === 'string' ? token : undefined,
    };
  }

  get<T = unknown>(path: string, options: Omit<StoreApiCall, 'path' | 'method'> = {}) {
    return this.call<T>({ ...options, path, method: 'GET' });
  }

  post<T = unknown>(
    path: string,
    body: unknown = {},
    options: Omit<StoreApiCall, 'path' | 'method' | 'body'> = {},
  ) {
    return this.call<T>({ ...options, path, method: 'POST', body });
  }

  patch<T = unknown>(
    path: string,
    body: unknown,
    options: Omit<StoreApiCall, 'path' | 'method' | 'body'> = {},
  ) {
    return this.call<T>({ ...options, path, method: 'PATCH', body });
  }
}
