import type { FastifyInstance } from 'fastify';
import { addDeskUser } from '../../src/services/desk/desk-users.js';
import type { DeskUser } from '../../src/domain/desk/desk-user.js';

// The owner desk's Admin API from outside: accounts made by the service the CLI uses, requests by fastify.inject.

export const DESK_PASSWORD = 'correct horse battery';

export async function createDeskUser(
  app: FastifyInstance,
  email: string,
  role: 'owner' | 'staff' = 'owner',
  password = DESK_PASSWORD,
): Promise<DeskUser> {
  return addDeskUser(app, { email, name: email.split('@')[0], role, password });
}

export interface AdminAnswer<T = unknown> {
  status: number;
  json: T;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export async function adminRequest<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<AdminAnswer<T>> {
  const response = await app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress,
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token !== undefined ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const type = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    json: (type.includes('json') && response.body !== '' ? JSON.parse(response.body) : null) as T,
    headers: response.headers,
    body: response.body,
  };
}

export interface TokenPairJson {
  token_type: string;
  expires_in: number;
  access_token: string;
  refresh_token: string;
}

export async function deskLogin(
  app: FastifyInstance,
  username: string,
  password = DESK_PASSWORD,
  remoteAddress?: string,
): Promise<AdminAnswer<TokenPairJson>> {
  return adminRequest<TokenPairJson>(app, 'POST', '/api/oauth/token', {
    remoteAddress,
    body: { grant_type: 'password', client_id: 'administration', scopes: 'write', username, password },
  });
}

export async function deskTokens(app: FastifyInstance, username: string, password = DESK_PASSWORD) {
  const answer = await deskLogin(app, username, password);
  if (answer.status !== 200) throw new Error(`desk login failed: ${answer.status} ${answer.body}`);
  return answer.json;
}

export const deskRefresh = (app: FastifyInstance, refreshToken: string) =>
  adminRequest<TokenPairJson>(app, 'POST', '/api/oauth/token', {
    body: { grant_type: 'refresh_token', client_id: 'administration', refresh_token: refreshToken },
  });

export type ErrorsJson = {
  errors: Array<{
    status: string;
    code: string;
    title: string;
    detail: string;
    meta?: { parameters: unknown };
  }>;
};
