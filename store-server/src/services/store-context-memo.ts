import type { StoreContextBasis } from '../db/repositories/store-context-repository.js';

// The sales channel of an access key with its languages, kept in memory per reference revision (the catalogue
// revision less its stock part, migration 0020): a request reads the revisions (with its session) and takes the
// basis from here when it was read under that same reference revision. Every write of a sales channel or of its
// languages raises the revision alone in its own transaction (triggers of migration 0019), so the reference
// revision too, and a basis kept under the reference revision the request just read is what the database holds;
// the orders, which raise the stock revision with the revision, do not drop it. Only
// known access keys are kept, at most `maxKeys` of them (the first kept goes first).

export interface StoreContextMemo {
  /** The basis of this access key read under exactly this reference revision, else undefined. */
  get(accessKey: string, referenceRevision: string): StoreContextBasis | undefined;
  /** Keeps a basis under the reference revision it was read with. */
  set(accessKey: string, basis: StoreContextBasis): void;
}

/** Sales channels are few; unknown keys are never kept, so guessing keys cannot fill it. */
const DEFAULT_MAX_KEYS = 64;

export function createStoreContextMemo(maxKeys = DEFAULT_MAX_KEYS): StoreContextMemo {
  const entries = new Map<string, StoreContextBasis>();
  return {
    get(accessKey, referenceRevision) {
      const basis = entries.get(accessKey);
      return basis !== undefined && basis.referenceRevision === referenceRevision ? basis : undefined;
    },
    set(accessKey, basis) {
      entries.delete(accessKey);
      entries.set(accessKey, basis);
      if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
    },
  };
}
