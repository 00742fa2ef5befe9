import { memoizeText } from '../domain/text-memo.js';

// A bounded in-memory cache of serialised catalogue responses. Entries belong to one catalogue revision: the
// first lookup under a newer revision drops everything older, so that a change (an order taking stock, a
// seed) is never answered from before it, and memory holds only answers of the current revision.

/** What the cache keeps per key: anything that knows its size in bytes (a Buffer, or encodings of one answer). */
export interface Sized {
  readonly byteLength: number;
}

export interface ResponseCache<Body extends Sized = Buffer> {
  get(revision: string, key: string): Body | undefined;
  set(revision: string, key: string, body: Body): void;
  /**
   * The cached body, else computes and keeps it. Requests for the same revision and key that arrive while it
   * is being computed wait for that computation instead of repeating it (after every change, all connections
   * of a busy listing would otherwise compute the same answer at once); if it fails, each computes its own.
   */
  getOrCompute(revision: string, key: string, compute: () => Promise<Body>): Promise<Body>;
  readonly size: number;
}

/** Whether a JSON value nests objects and arrays deeper than `max` levels (counted without recursion). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > max) return true;
    level = level.flatMap((item) =>
      item !== null && typeof item === 'object' ? Object.values(item as Record<string, unknown>) : [],
    );
  }
  return false;
}

/** Canonical JSON: object keys sorted at every level, so that equal criteria give equal keys. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Deeper than any criteria within REQUEST_LIMITS (associations 5, aggregations 20 and filters 10 levels, each
 * level one or two of JSON): such criteria are not keyed (the key is built recursively) but handed to the route,
 * whose criteria parser refuses them.
 */
export const MAX_KEYED_CRITERIA_DEPTH = 100;

/**
 * The canonical JSON of criteria by their JSON text as sent (the same criteria in the same key order give the
 * same text): a repeated read is keyed without walking and sorting its criteria again. Null: too deep to key.
 */
const canonicalCriteriaOfText = memoizeText<string | null>(
  (text) => {
    const criteria: unknown = JSON.parse(text);
    return nestedDeeperThan(criteria, MAX_KEYED_CRITERIA_DEPTH) ? null : canonicalJson(criteria);
  },
  { maxEntries: 1000, maxChars: 4096 },
);

/** The canonical JSON of a read's criteria, or null when they nest too deep to be keyed. */
export function canonicalCriteria(criteria: unknown): string | null {
  let text: string | undefined;
  try {
    text = JSON.stringify(criteria);
  } catch {
    return null; // nested deeper than the stack: the route's parser refuses it
  }
  return text === undefined ? 'null' : canonicalCriteriaOfText(text);
}

/**
 * The cache key of a catalogue read: everything its answer depends on besides the catalogue itself; null when
 * its criteria nest too deep to be keyed.
 */
export function catalogueReadKey(parts: {
  salesChannelId: string;
  languageId: string;
  origin: string;
  route: string;
  params: unknown;
  criteria: unknown;
  /** The header sw-include-seo-urls was sent (the answer then carries every entity's seoUrls). */
  seoUrls?: boolean;
}): string | null {
  const criteria = canonicalCriteria(parts.criteria);
  if (criteria === null) return null;
  const head = JSON.stringify([parts.salesChannelId, parts.languageId, parts.origin, parts.route]).slice(
    0,
    -1,
  );
  return `${head},${canonicalJson(parts.params)},${criteria}${parts.seoUrls ? ',"sw-include-seo-urls"' : ''}]`;
}

/**
 * `maxBytes`: the summed size of keys and bodies kept; the least recently used go first. Bodies are kept
 * encoded, so that an answer from the cache is written without serialising or encoding anything.
 */
export function createResponseCache<Body extends Sized = Buffer>(maxBytes: number): ResponseCache<Body> {
  let current: bigint | null = null;
  let bytes = 0;
  const entries = new Map<string, Body>();
  /** Moves to a newer revision (dropping every entry); false for an older one, which is neither read nor kept. */
  const isCurrent = (revision: string): boolean => {
    const seen = BigInt(revision);
    if (current === null || seen > current) {
      entries.clear();
      bytes = 0;
      current = seen;
    }
    return seen === current;
  };
  const pending = new Map<string, Promise<Body>>();
  const cache: ResponseCache<Body> = {
    async getOrCompute(revision, key, compute) {
      const cached = cache.get(revision, key);
      if (cached !== undefined) return cached;
      const flightKey = `${revision}\n${key}`;
      const inFlight = pending.get(flightKey);
      if (inFlight !== undefined) return inFlight.catch(compute);
      const computing = compute();
      pending.set(flightKey, computing);
      try {
        const body = await computing;
        cache.set(revision, key, body);
        return body;
      } finally {
        pending.delete(flightKey);
      }
    },
    get(revision, key) {
      if (!isCurrent(revision)) return undefined;
      const body = entries.get(key);
      if (body === undefined) return undefined;
      entries.delete(key);
      entries.set(key, body);
      return body;
    },
    set(revision, key, body) {
      if (!isCurrent(revision)) return;
      const size = key.length + body.byteLength;
      if (size > maxBytes) return;
      const previous = entries.get(key);
      if (previous !== undefined) {
        entries.delete(key);
        bytes -= key.length + previous.byteLength;
      }
      entries.set(key, body);
      bytes += size;
      for (const [oldKey, oldBody] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= oldKey.length + oldBody.byteLength;
      }
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
