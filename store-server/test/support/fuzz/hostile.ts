import fc from 'fast-check';

// Hostile input: values that replace one part of a valid request (wrong types, huge and odd strings, NUL, lone
// surrogates, deep nesting, wrong ids, SQL-ish text) and raw bodies that are no proper JSON at all.

export const SQL_ISH = [
  "' OR 1=1--",
  '"; DROP TABLE product; --',
  "1'; SELECT pg_sleep(1)--",
  '%',
  '_',
  '\\',
  "') UNION SELECT password FROM customer --",
];

export const ODD_UNICODE = [
  '\u202Eevil\u202C', // right-to-left override
  'zero\u200Bwidth\u200D',
  '\uFEFFbom',
  '👩‍🔬🇩🇪',
  'e\u0301', // NFD
  'İıß', // case mapping changes the length
  '\uFFFF\uFFFE',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
];

export const WRONG_IDS = [
  'abc',
  '0'.repeat(32),
  'F'.repeat(32),
  'a'.repeat(33),
  '0190c0de-5a1e-4b7c-9d2f-3a4b5c6d7e8f',
  '../../etc/passwd',
  '%2e%2e%2f',
];

/** Nested arrays `depth` levels deep, built without recursion. */
export function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** Strings that a valid request may carry in any string field. */
export const hostileString = fc.oneof(
  fc.constantFrom(...SQL_ISH, ...ODD_UNICODE, ...WRONG_IDS),
  fc.constantFrom('a\u0000b', '\u0000', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF'),
  fc.constantFrom('x'.repeat(300), 'ü'.repeat(5000), 'y'.repeat(200_000)),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom<unknown>(null, true, false, 0, -1, -5, 1.5, 1e9, 2 ** 53 + 1, -1e308, 1e308, [], {}, ''),
  fc.constantFrom<unknown>([null], [[]], { a: {} }, ['x', 1, null], { $ref: '#' }, { __proto__x: 1 }),
  fc.constantFrom(nested(200), nested(2_000), { filter: nested(500) }),
);

/** Raw bodies: malformed, deeply nested beyond any sane parser depth, not UTF-8, oversized. */
export const RAW_BODIES: ReadonlyArray<{ name: string; payload: string | Buffer; contentType?: string }> = [
  { name: 'truncated JSON', payload: '{"limit":' },
  { name: 'not JSON', payload: "' OR 1=1--" },
  { name: 'escaped lone surrogate', payload: '{"term":"\\ud800"}' },
  { name: 'escaped NUL', payload: '{"term":"a\\u0000b"}' },
  { name: 'byte order mark', payload: '\uFEFF{}' },
  {
    name: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  },
  { name: 'duplicate keys', payload: '{"limit":1,"limit":"x"}' },
  {
    name: 'prototype pollution',
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { name: 'nested arrays 100k deep', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { name: 'nested objects 50k deep', payload: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` },
  { name: 'oversized', payload: `{"term":"${'z'.repeat(1_100_000)}"}` },
  { name: 'JSON as text/plain', payload: '{}', contentType: 'text/plain' },
  { name: 'form body', payload: 'limit=1&page=2', contentType: 'application/x-www-form-urlencoded' },
  { name: 'JSON with a charset', payload: '{}', contentType: 'application/json; charset=latin1' },
];

type Json = unknown;
type PathKey = string | number;

/** Every path into a JSON value (objects and arrays), the root first. */
export function pathsOf(value: Json, limit = 200): PathKey[][] {
  const paths: PathKey[][] = [[]];
  const queue: Array<{ value: Json; path: PathKey[] }> = [{ value, path: [] }];
  while (queue.length > 0 && paths.length < limit) {
    const next = queue.shift();
    if (!next || typeof next.value !== 'object' || next.value === null) continue;
    const entries: Array<[PathKey, Json]> = Array.isArray(next.value)
      ? next.value.map((item, index) => [index, item])
      : Object.entries(next.value);
    for (const [key, item] of entries) {
      const path = [...next.path, key];
      paths.push(path);
      queue.push({ value: item, path });
    }
  }
  return paths;
}

/** A copy of `value` with the part at `path` replaced (or removed when `replacement` is undefined). */
export function replaceAt(value: Json, path: PathKey[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [PathKey, ...PathKey[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaceAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, Json> = { ...(value as Record<string, Json>) };
    if (rest.length === 0 && replacement === undefined) delete copy[String(head)];
    else copy[String(head)] = replaceAt(copy[String(head)], rest, replacement);
    return copy;
  }
  return value;
}

const many = <T>(length: number, item: (index: number) => T): T[] =>
  Array.from({ length }, (_, i) => item(i));

/** A filter wrapped in `not` `depth` levels deep, built without recursion. */
function notNested(depth: number): unknown {
  let filter: unknown = { type: 'equals', field: 'id', value: '0'.repeat(32) };
  for (let level = 1; level < depth; level += 1) filter = { type: 'not', queries: [filter] };
  return filter;
}

function associationsNested(depth: number): Record<string, unknown> {
  let criteria: Record<string, unknown> = {};
  for (let level = 0; level < depth; level += 1) criteria = { associations: { children: criteria } };
  return criteria;
}

/**
 * Criteria whose cost or shape once took the server down (issue 15): seconds of synchronous SQLite for tens of
 * thousands of aggregations or sortings, and 500s from SQLite's and PostgreSQL's own limits and casts. Each is
 * merged into the body (or the `_criteria`) of an operation that takes criteria; the answer must be a 4xx.
 */
export const HOSTILE_CRITERIA: ReadonlyArray<{ name: string; criteria: Record<string, unknown> }> = [
  {
    name: '20,000 stats aggregations',
    criteria: { aggregations: many(20_000, (i) => ({ name: `s${i}`, type: 'stats', field: 'price' })) },
  },
  {
    name: '4,000 terms aggregations',
    criteria: { aggregations: many(4_000, (i) => ({ name: `t${i}`, type: 'terms', field: 'propertyIds' })) },
  },
  {
    name: '100,000 short ids in equalsAny',
    criteria: { filter: [{ type: 'equalsAny', field: 'id', value: many(100_000, (i) => i.toString(36)) }] },
  },
  { name: 'not nested 1,000 deep', criteria: { filter: [notNested(1_000)] } },
  { name: 'not nested 2,000 deep', criteria: { 'post-filter': [notNested(2_000)] } },
  {
    name: 'a 60,000-character contains',
    criteria: { filter: [{ type: 'contains', field: 'name', value: 'x'.repeat(60_000) }] },
  },
  { name: 'a 900 kB term', criteria: { term: 'x '.repeat(450_000) } },
  { name: 'page 1e20', criteria: { page: 1e20 } },
  { name: 'page 1e15, limit 100', criteria: { page: 1e15, limit: 100 } },
  {
    name: "range on stock with 'abc'",
    criteria: { filter: [{ type: 'range', field: 'stock', parameters: { gte: 'abc' } }] },
  },
  {
    name: "equals on stock with 'abc'",
    criteria: { filter: [{ type: 'equals', field: 'stock', value: 'abc' }] },
  },
  {
    name: "equals on id with 'not-a-uuid'",
    criteria: { filter: [{ type: 'equals', field: 'id', value: 'not-a-uuid' }] },
  },
  { name: 'avg on name', criteria: { aggregations: [{ name: 'a', type: 'avg', field: 'name' }] } },
  { name: 'sum on name', criteria: { aggregations: [{ name: 'a', type: 'sum', field: 'name' }] } },
  { name: 'min on active', criteria: { aggregations: [{ name: 'a', type: 'min', field: 'active' }] } },
  { name: '50,000 sortings', criteria: { sort: many(50_000, () => ({ field: 'name' })) } },
  { name: 'associations 2,000 deep', criteria: associationsNested(2_000) },
  { name: '50,000 include fields', criteria: { includes: { product: many(50_000, (i) => `f${i}`) } } },
];
