import { DeskApiError, errorItems, retryAfterSeconds } from './errors';
import type { TokenPair } from './types';

/**
 * The desk's Admin API client: bearer tokens only (no cookies, so no CSRF surface). The access token lives in
 * memory, the refresh token in sessionStorage (a reload keeps the session, closing the tab ends it). A call
 * answered 401 refreshes once and is sent again; when that fails too the session ends and the desk shows
 * the login.
 */

export const REFRESH_TOKEN_KEY = 'plastics-desk.refresh-token';

export type Body = { json: unknown } | { text: string } | undefined;
export type Accept = 'json' | 'blob' | 'none';

export type DeskClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

export type DeskClient = ReturnType<typeof createDeskClient>;

export function createDeskClient(options: DeskClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const storage = options.storage ?? window.sessionStorage;
  let accessToken: string | null = null;
  let refreshing: Promise<boolean> | null = null;
  const listeners = new Set<() => void>();

  const signedIn = () => accessToken !== null || storage.getItem(REFRESH_TOKEN_KEY) !== null;
  let snapshot = signedIn();
  const changed = () => {
    const next = signedIn();
    if (next === snapshot) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  const keep = (pair: TokenPair) => {
    accessToken = pair.access_token;
    storage.setItem(REFRESH_TOKEN_KEY, pair.refresh_token);
    changed();
  };
  const forget = () => {
    accessToken = null;
    storage.removeItem(REFRESH_TOKEN_KEY);
    changed();
  };

  async function failure(response: Response): Promise<DeskApiError> {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    const errors = errorItems(body);
    return new DeskApiError(
      response.status,
      errors,
      body,
      retryAfterSeconds(response.headers.get('Retry-After'), errors),
    );
  }

  async function token(body: Record<string, string>): Promise<TokenPair> {
    const response = await doFetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ client_id: 'administration', ...body }),
    });
    if (!response.ok) throw await failure(response);
    return (await response.json()) as TokenPair;
  }

  /** One refresh at a time: calls that fail together wait for the same new pair. */
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      const refreshToken = storage.getItem(REFRESH_TOKEN_KEY);
      if (refreshToken === null) return false;
      try {
        keep(await token({ grant_type: 'refresh_token', refresh_token: refreshToken }));
        return true;
      } catch {
        forget();
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send(method: string, path: string, body: Body, accept: Accept): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: accept === 'json' || accept === 'none' ? 'application/json' : '*/*',
    };
    if (accessToken !== null) headers.Authorization = `Bearer ${accessToken}`;
    let payload: string | undefined;
    if (body && 'json' in body) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body && 'text' in body) {
      headers['Content-Type'] = 'text/plain';
      payload = body.text;
    }
    return doFetch(`${baseUrl}${path}`, { method, headers, body: payload });
  }

  /** An authorised call: one refresh on 401 (or before, when only the refresh token is left). */
  async function call(method: string, path: string, body?: Body, accept: Accept = 'json'): Promise<Response> {
    if (accessToken === null && !(await refresh())) throw new DeskApiError(401, [], null);
    let response = await send(method, path, body, accept);
    if (response.status === 401) {
      if (!(await refresh())) throw await failure(response);
      response = await send(method, path, body, accept);
      if (response.status === 401) {
        forget();
        throw await failure(response);
      }
    }
    if (!response.ok) throw await failure(response);
    return response;
  }

  return {
    isSignedIn: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async login(username: string, password: string): Promise<void> {
      keep(await token({ grant_type: 'password', scopes: 'write', username, password }));
    },
    async logout(): Promise<void> {
      try {
        if (signedIn()) await call('POST', '/_action/desk/logout', undefined, 'none');
      } catch {
        // Signed out here in any case; the server's tokens expire on their own.
      } finally {
        forget();
      }
    },
    async json<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await call(method, path, body === undefined ? undefined : { json: body });
      return (await response.json()) as T;
    },
    async none(method: string, path: string, body?: unknown): Promise<void> {
      await call(method, path, body === undefined ? undefined : { json: body }, 'none');
    },
    async blob(path: string): Promise<Blob> {
      return (await call('GET', path, undefined, 'blob')).blob();
    },
  };
}
