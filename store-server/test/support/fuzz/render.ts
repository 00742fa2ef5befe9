import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { assertConformant } from '../conformance.js';
import type { Operation, RequestParts } from './operations.js';

// Turns request parts into a fastify.inject request (paths and query strings percent-encoded byte for byte,
// lone surrogates as the invalid UTF-8 a raw client could send) and checks the answer: no 5xx, JSON, every
// error in the Shopware envelope, every success valid against the official schema.

const LONE_SURROGATE_BYTES = '%ED%A0%80';

export function encodeComponent(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    encoded += code >= 0xd800 && code <= 0xdfff ? LONE_SURROGATE_BYTES : encodeURIComponent(char);
  }
  return encoded;
}

const asText = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [rawName, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const name = encodeComponent(rawName.replace(/\[\]$/, ''));
    if (Array.isArray(value) && value.every(isScalar))
      for (const item of value) pairs.push(`${name}%5B%5D=${encodeComponent(asText(item))}`);
    else pairs.push(`${name}=${encodeComponent(asText(value))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A header value a client can send: printable Latin-1, at most 8 KB. */
const headerValue = (value: unknown) =>
  [...asText(value)]
    .filter((char) => /[\x20-\x7e\xa0-\xff]/.test(char))
    .join('')
    .slice(0, 8192);

export function renderRequest(
  operation: Operation,
  parts: RequestParts,
  accessKey: string,
  token: string | undefined,
): InjectOptions & { url: string } {
  const path = operation.route.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeComponent(asText(parts.path[name])),
  );
  const headers: Record<string, string> = { 'sw-access-key': accessKey };
  if (token !== undefined) headers['sw-context-token'] = token;
  for (const [name, value] of Object.entries(parts.headers)) {
    if (value !== undefined) headers[name] = headerValue(value);
  }
  let payload: string | Buffer | undefined;
  if (parts.raw) {
    payload = parts.raw.payload;
    headers['content-type'] = parts.raw.contentType ?? 'application/json';
  } else if (parts.body !== undefined) {
    payload = JSON.stringify(parts.body);
    headers['content-type'] = 'application/json';
  }
  return {
    method: operation.method as InjectOptions['method'],
    url: `${path}${queryString(parts.query)}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined
    ? 'undefined'
    : text.length > 600
      ? `${text.slice(0, 600)}… (${text.length} chars)`
      : text;
};

export function describeRequest(request: InjectOptions & { url: string }, parts: RequestParts): string {
  return [
    `${request.method} ${short(request.url)} (${parts.session}${parts.mutation ? `, ${parts.mutation}` : ''})`,
    `headers: ${short(request.headers)}`,
    `body: ${short(parts.raw ? parts.raw.name : parts.body)}`,
  ].join('\n');
}

function assertEnvelope(status: number, body: unknown): void {
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors) || errors.length === 0) throw new Error('no errors list');
  for (const error of errors as Array<Record<string, unknown>>) {
    for (const field of ['status', 'code', 'title', 'detail'])
      if (typeof error[field] !== 'string') throw new Error(`error without a string ${field}`);
  }
  if ((errors[0] as { status: string }).status !== String(status))
    throw new Error(`first error's status is not ${status}`);
}

const PARTIAL = /"(includes|excludes|fields)"|(includes|excludes|fields)(%5B|=)/;

export function checkResponse(
  operation: Operation,
  parts: RequestParts,
  request: InjectOptions & { url: string },
  response: LightMyRequestResponse,
): void {
  const status = response.statusCode;
  const fail = (why: string) => {
    throw new Error(`${why}\n${describeRequest(request, parts)}\n→ ${status} ${short(response.body)}`);
  };
  if (status >= 500) fail('server error');
  if (status === 204) return;
  if (!String(response.headers['content-type']).includes('application/json')) fail('not JSON');
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    fail('unparsable JSON');
  }
  try {
    if (status >= 400) assertEnvelope(status, body);
    else {
      const partial = PARTIAL.test(`${request.url} ${JSON.stringify(parts.body) ?? ''}`);
      // The path as sent (a removed parameter leaves `/product/`, which is `/product`), without /store-api.
      const path = (request.url.split('?')[0] ?? '').slice('/store-api'.length).replace(/\/+$/, '');
      assertConformant(operation.schemaMethod, path, status, body, partial);
    }
  } catch (error) {
    fail((error as Error).message);
  }
}
