import type { FastifyRequest } from 'fastify';
import { deskErrors } from '../../domain/desk/desk-errors.js';
import type { DeskUser } from '../../domain/desk/desk-user.js';

export type { DeskUser } from '../../domain/desk/desk-user.js';

/**
 * The desk account of an Admin API request. The admin plugin's hook has checked the bearer token of every
 * route but /api/oauth/token before the handler runs; this only fails on a route outside that plugin.
 */
export function requireDeskUser(request: FastifyRequest): DeskUser {
  if (!request.deskUser) throw deskErrors.accessDenied('Missing "Authorization" header');
  return request.deskUser;
}

/** The same, for owner-only routes (desk account management): a staff token gets 403. */
export function requireOwner(request: FastifyRequest): DeskUser {
  const user = requireDeskUser(request);
  if (user.role !== 'owner') throw deskErrors.ownerOnly();
  return user;
}

/** The login (token family) of the request's bearer token. */
export function requireDeskLogin(request: FastifyRequest): string {
  requireDeskUser(request);
  return request.deskLogin!;
}
