// Catalogue data a cart calculation needs again and again, kept in memory per revision: the products' stock per
// catalogue revision (catalogueMemoOf); a product's rules, prices and JSON but its stock, the shipping methods'
// price matrices, the context's country, payment and shipping method per reference revision (referenceMemoOf).
// Every write of catalogue data raises the revision in its own transaction (orders and cancellations taking or
// returning stock raise its stock part with it, and only they: see catalogue-revision-repository.ts), so an entry
// read under the revision the caller just read from the database is exactly what the database holds: the first
// lookup under a newer revision drops everything older. Bounded in bytes (memory-budget.ts): an entry counts its key and
// the length of its value's JSON text, worked out once when it is kept; the oldest entries go first.
import { CATALOGUE_MEMO_MB, megabytes, REFERENCE_MEMO_MB } from '../memory-budget.js';

/** One server's memo (one per Shop: test servers in one process have databases of their own). */
export interface CatalogueMemo {
  /** The entries of this revision (read from the database by the caller), or undefined for an older one. */
  at(revision: string): RevisionMemo | undefined;
  /** Drops every entry (after a failed commit whose transaction may have read data that was rolled back). */
  clear(): void;
}

export interface RevisionMemo {
  /** The kept value, else computes and keeps it (a failure is not kept). */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** The kept values of these keys; the missing ones are computed together by `load` and kept. */
  getMany<T>(
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>>;
}

/** What an entry costs besides its key and JSON text (the Map's slot, the objects' headers). */
const ENTRY_OVERHEAD_BYTES = 64;

/**
 * The size an entry is counted with: its key and its value's JSON text (a product entry, its JSON with options,
 * is a few KB). A value without JSON text (undefined, a BigInt) counts the overhead only.
 */
export function memoEntryBytes(key: string, value: unknown): number {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  return ENTRY_OVERHEAD_BYTES + key.length + (text?.length ?? 0);
}

/** `maxBytes`: the summed size (memoEntryBytes) of the entries kept; a larger single entry is not kept. */
export function createCatalogueMemo(maxBytes = megabytes(CATALOGUE_MEMO_MB)): CatalogueMemo {
  let current: bigint | null = null;
  const entries = new Map<string, { value: unknown; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const dropAll = () => {
    entries.clear();
    bytes = 0;
  };
  const keep = (key: string, value: unknown) => {
    const size = memoEntryBytes(key, value);
    drop(key);
    if (size > maxBytes) return;
    entries.set(key, { value, bytes: size });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };
  const memo = (revision: bigint): RevisionMemo => ({
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const kept = current === revision ? entries.get(key) : undefined;
      if (kept !== undefined) return kept.value as T;
      const value = await compute();
      if (current === revision) keep(key, value);
      return value;
    },
    async getMany<T>(keys: readonly string[], load: (missing: string[]) => Promise<Map<string, T>>) {
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const key of keys) {
        const kept = current === revision ? entries.get(key) : undefined;
        if (kept !== undefined) found.set(key, kept.value as T);
        else if (!missing.includes(key)) missing.push(key);
      }
      if (missing.length === 0) return found;
      const loaded = await load(missing);
      for (const key of missing) {
        if (!loaded.has(key)) continue;
        const value = loaded.get(key) as T;
        found.set(key, value);
        if (current === revision) keep(key, value);
      }
      return found;
    },
  });
  return {
    at(revision) {
      const seen = BigInt(revision);
      if (current === null || seen > current) {
        dropAll();
        current = seen;
      }
      return seen === current ? memo(seen) : undefined;
    },
    clear() {
      dropAll();
      current = null;
    },
  };
}

const memos = new WeakMap<object, CatalogueMemo>();
const referenceMemos = new WeakMap<object, CatalogueMemo>();

function memoIn(map: WeakMap<object, CatalogueMemo>, shop: object, maxBytes: number): CatalogueMemo {
  let memo = map.get(shop);
  if (memo === undefined) {
    memo = createCatalogueMemo(maxBytes);
    map.set(shop, memo);
  }
  return memo;
}

/** The memo of one server (keyed by its Shop object). */
export function catalogueMemoOf(shop: object): CatalogueMemo {
  return memoIn(memos, shop, megabytes(CATALOGUE_MEMO_MB));
}

/**
 * The memo of what no stock change touches (the products but their stock, shipping methods with their prices,
 * countries, payment methods), per reference revision (`revision - stock_revision`, migration 0020): it outlives
 * the enquiries, each of which raises the catalogue revision by taking stock.
 */
export function referenceMemoOf(shop: object): CatalogueMemo {
  return memoIn(referenceMemos, shop, megabytes(REFERENCE_MEMO_MB));
}

/**
 * The value kept under `key` in the server's reference memo of this reference revision (read before the data,
 * e.g. with the request's head), else `load`'s, kept. For reference data every write of which raises the
 * revision (countries, salutations, sales channel domains, payment methods: the seed). The value is shared by
 * every caller: never changed in place; kept with a JSON text (plain objects and arrays, no Map) so that its
 * size counts.
 */
export function keptPerReference<T>(
  shop: object,
  referenceRevision: string,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const memo = referenceMemoOf(shop).at(referenceRevision);
  return memo ? memo.get(key, load) : load();
}
