import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { storeApiErrors } from '../domain/errors.js';
import { isAcceptableContextToken, newContextToken } from '../domain/context-token.js';
import {
  resolveStoreContext as resolveContext,
  type StoreContext,
  type StoreContextReads,
} from '../services/context.js';

export function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}

/** The token the response will carry before anything else is known: the client's, or a fresh one. */
export function initialContextToken(request: FastifyRequest): string {
  const sent = singleHeader(request, 'sw-context-token');
  return sent !== undefined && isAcceptableContextToken(sent) ? sent : newContextToken();
}

/** The resolved context of a Store API request (set by store-api-plugin.ts before every handler). */
export function storeContextOf(request: FastifyRequest): StoreContext {
  if (!request.storeContext) throw storeApiErrors.internal();
  return request.storeContext;
}

/** The sales channel context of a Store API request, from its headers (services/context.ts). */
export function resolveStoreContext(
  db: Kysely<Database>,
  reads: StoreContextReads,
  request: FastifyRequest,
  now: Date,
): Promise<StoreContext> {
  return resolveContext(
    db,
    reads,
    {
      accessKey: singleHeader(request, 'sw-access-key'),
      languageId: singleHeader(request, 'sw-language-id'),
      token: request.contextToken,
      tokenIsNew: request.contextToken !== singleHeader(request, 'sw-context-token'),
    },
    now,
  );
}
