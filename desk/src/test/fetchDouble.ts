/**
 * TEST DOUBLE of the Admin API over fetch, for the desk's unit tests: answers keyed by `METHOD /path` (after
 * /api), each a value (200 JSON), an answer `{ status, json, headers }` or a function of the request giving one. Records
 * every call with its Authorization header and body. Unknown routes answer 404 in Shopware's envelope. The
 * real server is covered end to end (e2e/tests/desk.spec.ts).
 */
export type DoubleRequest = { method: string; path: string; body: unknown; authorization: string | null };
export type DoubleAnswer = {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
};
export type Route =
  | ((request: DoubleRequest) => DoubleAnswer)
  | Record<string, unknown>
  | unknown[]
  | number
  | string
  | boolean
  | null;

/** `{ status, json?, text?, headers? }` is an answer as it is; any other value is a 200 JSON body. */
const isAnswer = (value: unknown): value is DoubleAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DoubleAnswer).status === 'number' &&
  Object.keys(value).every((key) => ['status', 'json', 'text', 'headers'].includes(key));

export function createFetchDouble(routes: Record<string, Route>) {
  const calls: DoubleRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://desk.test');
    const path = url.pathname.replace(/^\/api/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    let body: unknown = init.body ?? null;
    if (typeof init.body === 'string' && headers.get('Content-Type') === 'application/json')
      body = JSON.parse(init.body);
    const request = { method, path, body, authorization: headers.get('Authorization') };
    calls.push(request);
    const route = routes[`${method} ${path}`];
    if (route === undefined)
      return Response.json(
        { errors: [{ status: '404', code: 'FRAMEWORK__ROUTE_NOT_FOUND', title: 'Not Found' }] },
        { status: 404 },
      );
    const answer: DoubleAnswer =
      typeof route === 'function'
        ? (route as (r: DoubleRequest) => DoubleAnswer)(request)
        : isAnswer(route)
          ? route
          : { json: route };
    const status = answer.status ?? 200;
    if (answer.text !== undefined) return new Response(answer.text, { status, headers: answer.headers });
    if (status === 204) return new Response(null, { status, headers: answer.headers });
    return Response.json(answer.json ?? {}, { status, headers: answer.headers });
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A token pair as the desk's /oauth/token answers. */
export const tokenPair = (n: number) => ({
  token_type: 'Bearer',
  expires_in: 600,
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
});
