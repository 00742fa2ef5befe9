import { consumeRateLimit, resetRateLimit } from '../../db/repositories/customer-rate-limit-repository.js';
import {
  deskUserOf,
  findDeskToken,
  findDeskUserByEmail,
  insertDeskTokens,
  revokeDeskToken,
  revokeDeskTokens,
} from '../../db/repositories/desk-repository.js';
import { consumeFloodLimits } from '../../db/repositories/flood-limit-repository.js';
import type { Db } from '../../db/schema.js';
import { LOGIN_POLICY } from '../../domain/account/rate-limit.js';
import { PASSWORD_MAX_LENGTH } from '../../domain/account/password.js';
import { deskErrors } from '../../domain/desk/desk-errors.js';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  bearerToken,
  isTokenShaped,
  newDeskToken,
  REFRESH_TOKEN_TTL_SECONDS,
} from '../../domain/desk/desk-tokens.js';
import type { DeskUser } from '../../domain/desk/desk-user.js';
import { floodChecks } from '../../domain/floods/flood-limits.js';
import { isJsonObject } from '../../domain/json-object.js';
import { randomId } from '../random-id.js';
import type { Shop } from '../shop.js';

// The desk's sessions, as Shopware's `POST /api/oauth/token` (password and refresh_token grants of the
// `administration` client) with what Shopware leaves out: a logout that revokes, refresh-token reuse detection
// (a dead refresh token presented again revokes its whole family, i.e. that login), and revocation on password
// reset and account removal. Tokens are random (CSPRNG) and stored hashed; access tokens live 10 minutes.

export interface TokenPair {
  token_type: 'Bearer';
  expires_in: number;
  access_token: string;
  refresh_token: string;
}

/** Shopware's login rate limiter `oauth`: key `<username>-<ip>` (refresh grants: `-<ip>`). */
const LIMITER = 'desk_oauth';

async function issuePair(db: Db, userId: string, familyId: string, now: Date): Promise<TokenPair> {
  const access = newDeskToken();
  const refresh = newDeskToken();
  const createdAt = now.toISOString();
  const expires = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
  await insertDeskTokens(db, [
    {
      id: randomId(),
      user_id: userId,
      family_id: familyId,
      kind: 'access',
      token: access,
      expires_at: expires(ACCESS_TOKEN_TTL_SECONDS),
      created_at: createdAt,
    },
    {
      id: randomId(),
      user_id: userId,
      family_id: familyId,
      kind: 'refresh',
      token: refresh,
      expires_at: expires(REFRESH_TOKEN_TTL_SECONDS),
      created_at: createdAt,
    },
  ]);
  return {
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    access_token: access,
    refresh_token: refresh,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

async function throttle(shop: Shop, limiterKey: string, ip: string, email?: string): Promise<void> {
  const wait = await consumeFloodLimits(
    shop.db,
    shop.serverOptions.database.kind,
    shop.floodLimits,
    floodChecks('desk-login', ip, email),
    shop.now().getTime(),
  );
  if (wait > 0) throw deskErrors.throttled(wait);
  const decision = await consumeRateLimit(shop.db, LOGIN_POLICY, LIMITER, limiterKey, shop.now());
  if (!decision.accepted) throw deskErrors.throttled(decision.waitSeconds);
}

async function passwordGrant(shop: Shop, body: Record<string, unknown>, ip: string): Promise<TokenPair> {
  const username = text(body.username).trim().toLowerCase();
  const password = text(body.password);
  if (username === '') throw deskErrors.missingParameter('username');
  if (password === '') throw deskErrors.missingParameter('password');
  const limiterKey = `${username}-${ip}`;
  await throttle(shop, limiterKey, ip, username);
  const user =
    password.length > PASSWORD_MAX_LENGTH ? undefined : await findDeskUserByEmail(shop.db, username);
  if (!user) {
    await shop.passwordHasher.verifyUnknown(password);
    throw deskErrors.badCredentials();
  }
  if (!(await shop.passwordHasher.verify(password, user.password_hash))) throw deskErrors.badCredentials();
  const now = shop.now();
  const pair = await shop.db.transaction().execute((trx) => issuePair(trx, user.id, randomId(), now));
  await resetRateLimit(shop.db, LIMITER, limiterKey);
  return pair;
}

async function refreshGrant(shop: Shop, body: Record<string, unknown>, ip: string): Promise<TokenPair> {
  const presented = text(body.refresh_token);
  if (presented === '') throw deskErrors.missingParameter('refresh_token');
  await throttle(shop, `-${ip}`, ip);
  if (!isTokenShaped(presented)) throw deskErrors.invalidRefreshToken();
  const now = shop.now();
  const outcome = await shop.db.transaction().execute(async (trx) => {
    const row = await findDeskToken(trx, presented, 'refresh');
    if (!row) return 'invalid' as const;
    if (row.revoked_at !== null || !(await revokeDeskToken(trx, row.token_id, now.toISOString()))) {
      // A dead refresh token presented again: someone else may hold the live one. The whole login ends.
      await revokeDeskTokens(trx, { family_id: row.family_id }, now.toISOString());
      return 'revoked' as const;
    }
    if (row.expires_at <= now.toISOString()) return 'expired' as const;
    return issuePair(trx, row.id, row.family_id, now);
  });
  if (outcome === 'invalid') throw deskErrors.invalidRefreshToken();
  if (outcome === 'revoked') throw deskErrors.revokedRefreshToken();
  if (outcome === 'expired') throw deskErrors.expiredRefreshToken();
  return outcome;
}

/** POST /api/oauth/token: a new token pair for the password or refresh_token grant of `administration`. */
export async function grantDeskTokens(shop: Shop, body: unknown, ip: string): Promise<TokenPair> {
  const input = isJsonObject(body) ? body : {};
  const grantType = text(input.grant_type);
  if (grantType === '') throw deskErrors.missingParameter('grant_type');
  if (grantType !== 'password' && grantType !== 'refresh_token') throw deskErrors.unsupportedGrantType();
  if (text(input.client_id) !== 'administration') throw deskErrors.invalidClient();
  return grantType === 'password' ? passwordGrant(shop, input, ip) : refreshGrant(shop, input, ip);
}

/** The desk account and login (token family) of a request's `Authorization` header, or a 401. */
export async function authenticateDesk(
  shop: Shop,
  authorization: string | undefined,
): Promise<{ user: DeskUser; familyId: string }> {
  const parsed = bearerToken(authorization);
  if ('problem' in parsed) throw deskErrors.accessDenied(parsed.problem);
  const row = await findDeskToken(shop.db, parsed.token, 'access');
  if (!row) throw deskErrors.accessDenied('Access token could not be verified');
  if (row.revoked_at !== null) throw deskErrors.accessDenied('Access token is invalid');
  if (row.expires_at <= shop.now().toISOString()) throw deskErrors.accessDenied('Access token is expired');
  return { user: deskUserOf(row), familyId: row.family_id };
}

/** POST /api/_action/desk/logout: every token of this login is refused from now on. */
export async function logOutDesk(shop: Shop, familyId: string): Promise<void> {
  await shop.db
    .transaction()
    .execute((trx) => revokeDeskTokens(trx, { family_id: familyId }, shop.now().toISOString()));
}
