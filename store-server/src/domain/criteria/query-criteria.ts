import { gunzipSync } from 'node:zlib';
import { apiError } from '../errors.js';

// GET requests carry criteria in the query string: either `_criteria` = base64url(gzip(json)) (the api-client's
// encodeForQuery), JSON-encoded values (how ufo encodes objects), or PHP-style brackets (`filter[0][type]=…`).

export type QueryValue = string | string[] | undefined;

const JSON_KEYS = new Set([
  'filter',
  'post-filter',
  'sort',
  'associations',
  'includes',
  'excludes',
  'aggregations',
  'ids',
  'query',
  'grouping',
  'fields',
]);

export function decodeCompressedCriteria(encoded: string): unknown {
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const json = gunzipSync(Buffer.from(base64, 'base64'), { maxOutputLength: 1024 * 1024 }).toString('utf8');
    return JSON.parse(json);
  } catch {
    throw apiError(
      400,
      'FRAMEWORK__INVALID_CRITERIA_PARAMETER',
      'The _criteria parameter is not base64url-encoded gzipped JSON.',
      { pointer: '/_criteria' },
    );
  }
}

/** Turns a parsed query string into a criteria payload; non-criteria keys (depth, buildTree…) pass through. */
export function criteriaFromQuery(query: Record<string, QueryValue>): Record<string, unknown> {
  const compressed = query._criteria;
  const base: Record<string, unknown> =
    typeof compressed === 'string' && compressed !== '' ? toRecord(decodeCompressedCriteria(compressed)) : {};
  const result: Record<string, unknown> = { ...base };
  for (const [rawKey, value] of Object.entries(query)) {
    if (rawKey === '_criteria' || value === undefined) continue;
    const path = splitBrackets(rawKey);
    const [head] = path;
    if (head === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (path.length === 1) {
      const single = values[values.length - 1] ?? '';
      result[head] = JSON_KEYS.has(head) ? parseJsonOr(single) : single;
      continue;
    }
    for (const item of values) setPath(result, path, item);
  }
  return result;
}

function toRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function parseJsonOr(value: string): unknown {
  const trimmed = value.trim();
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

/** `filter[0][type]` → ['filter', '0', 'type']; `ids[]` → ['ids', '']. */
export function splitBrackets(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match || match[1] === undefined) return [key];
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1], ...rest];
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function setPath(target: Record<string, unknown>, path: string[], value: string): void {
  let node: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < path.length; i++) {
    const key = path[i] ?? '';
    if (FORBIDDEN_KEYS.has(key)) return;
    const last = i === path.length - 1;
    const nextKey = path[i + 1];
    const container = (): Record<string, unknown> | unknown[] =>
      nextKey === '' || /^\d+$/.test(nextKey ?? '') ? [] : {};
    if (Array.isArray(node)) {
      const index = key === '' ? node.length : Number(key);
      if (!Number.isInteger(index) || index > 1000) return;
      if (last) node[index] = value;
      else {
        node[index] ??= container();
        node = node[index] as Record<string, unknown> | unknown[];
      }
    } else {
      if (last) node[key] = value;
      else {
        const existing = node[key];
        node[key] = typeof existing === 'object' && existing !== null ? existing : container();
        node = node[key] as Record<string, unknown> | unknown[];
      }
    }
  }
}
