import type { Kysely } from 'kysely';
import { CONTEXT_LIFETIME_MS } from '../constants.js';
import type { Database } from '../db/schema.js';
import { touchContext, type ContextRow } from '../db/repositories/context-repository.js';
import { languageChain, type LanguageChain } from '../db/repositories/language-chain.js';
import type { SalesChannelRow } from '../db/repositories/sales-channel-repository.js';
import {
  findRequestSession,
  findStoreContextBasis,
  type StoreContextBasis,
} from '../db/repositories/store-context-repository.js';
import { isContextExpired, parseContextPayload, type ContextPayload } from '../domain/context-payload.js';
import { newContextToken } from '../domain/context-token.js';
import { storeApiErrors } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { createRequestHeadReader, type RequestHeadReader } from './request-heads.js';
import { createStoreContextMemo, type StoreContextMemo } from './store-context-memo.js';

/** Everything a Store API handler knows about the caller's sales channel and session. */
export interface StoreContext {
  salesChannel: SalesChannelRow;
  availableLanguageIds: string[];
  token: string;
  /** The stored session, or null for a new, unknown or expired token (an empty session). */
  session: ContextRow | null;
  payload: ContextPayload;
  /** The language of this request: sw-language-id, else the session's, else the sales channel's. */
  languageId: string;
  chain: LanguageChain;
  /**
   * The catalogue revision read at the start of the request: the response cache's key (an answer kept under it
   * was computed after it was read, so never holds older data).
   */
  catalogueRevision: string;
  /** The reference revision read with it (catalogue-revision-repository.ts): what no stock change raises. */
  referenceRevision: string;
}

/** What a request says about its context: its headers (trimmed, undefined when empty) and its token. */
export interface StoreContextRequest {
  /** sw-access-key */
  accessKey: string | undefined;
  /** sw-language-id */
  languageId: string | undefined;
  /** The sw-context-token the response carries (the client's, or a new one). */
  token: string;
  /** The token was made for this request (the client sent none, or an unacceptable one): no session has it. */
  tokenIsNew?: boolean;
}

/** What the requests of one server share: the request heads read together, the sales channels per revision. */
export interface StoreContextReads {
  heads: RequestHeadReader;
  memo: StoreContextMemo;
}

export function createStoreContextReads(): StoreContextReads {
  return { heads: createRequestHeadReader(), memo: createStoreContextMemo() };
}

/** A stored context is marked as used at most this often, so reads rarely write. */
const TOUCH_INTERVAL_MS = 60_000;
const KNOWN_ACCESS_KEY_PREFIX = /^(SWSC|SWIA|SWUA|SWPE)/;

/**
 * Shopware's SalesChannelAuthenticationListener + SalesChannelRequestContextResolver: checks the access key
 * and the language header, then loads the session of the token (replacing an expired one with a new token).
 * One statement per request, shared with the requests that arrive with it (the revisions and the sessions,
 * request-heads.ts); the sales channel and its languages come from the memo when kept under that reference
 * revision, else from a second statement (and are kept).
 */
export async function resolveStoreContext(
  db: Kysely<Database>,
  { heads, memo }: StoreContextReads,
  request: StoreContextRequest,
  now: Date,
): Promise<StoreContext> {
  const { accessKey } = request;
  if (accessKey === undefined) throw storeApiErrors.accessKeyMissing();
  if (!KNOWN_ACCESS_KEY_PREFIX.test(accessKey)) throw storeApiErrors.accessKeyInvalid();
  if (!accessKey.startsWith('SWSC')) throw storeApiErrors.salesChannelNotFound();
  const head = await heads.read(db, accessKey, request.tokenIsNew ? null : request.token);
  if (head.salesChannelId === null) throw storeApiErrors.salesChannelNotFound();
  const basis = memo.get(accessKey, head.referenceRevision) ?? (await readBasis(db, memo, accessKey));
  if (!basis || basis.salesChannel.active !== 1) throw storeApiErrors.salesChannelNotFound();
  const { salesChannel, languageIds: availableLanguageIds } = basis;
  const { catalogueRevision, referenceRevision } = head;
  // Shopware answers 412 for a malformed and for an unavailable sw-language-id alike
  // (SalesChannelException::invalidLanguageId / providedLanguageNotAvailable); so do we.
  const headerLanguage = request.languageId;
  if (headerLanguage !== undefined) {
    if (!isHexId(headerLanguage)) throw storeApiErrors.languageInvalid();
    if (!availableLanguageIds.includes(headerLanguage)) {
      throw storeApiErrors.languageNotAvailable(headerLanguage, availableLanguageIds);
    }
  }

  let token = request.token;
  // The access key was given to another sales channel between the two statements: its own session.
  let session =
    head.salesChannelId === salesChannel.id || request.tokenIsNew
      ? (head.session ?? null)
      : ((await findRequestSession(db, salesChannel.id, token)) ?? null);
  if (session && isContextExpired(session.updated_at, now, CONTEXT_LIFETIME_MS)) {
    token = newContextToken();
    session = null;
  } else if (session && now.getTime() - Date.parse(session.updated_at) > TOUCH_INTERVAL_MS) {
    await touchContext(db, token, now.toISOString());
  }
  const payload = parseContextPayload(session?.payload);
  const sessionLanguage =
    payload.languageId !== undefined && availableLanguageIds.includes(payload.languageId)
      ? payload.languageId
      : undefined;
  const languageId = headerLanguage ?? sessionLanguage ?? salesChannel.language_id;
  return {
    salesChannel,
    availableLanguageIds,
    token,
    session,
    payload,
    languageId,
    chain: languageChain(languageId),
    catalogueRevision,
    referenceRevision,
  };
}

/** The sales channel of the access key read with its reference revision, kept in the memo under it. */
async function readBasis(
  db: Kysely<Database>,
  memo: StoreContextMemo,
  accessKey: string,
): Promise<StoreContextBasis | undefined> {
  const basis = await findStoreContextBasis(db, accessKey);
  if (basis) memo.set(accessKey, basis);
  return basis;
}

/** The currency a session's prices are in: the one it switched to, else the sales channel's. */
export function contextCurrencyId(context: Pick<StoreContext, 'payload' | 'salesChannel'>): string {
  return context.payload.currencyId ?? context.salesChannel.currency_id;
}
