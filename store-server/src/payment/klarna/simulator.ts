import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  findSandboxAuthorization,
  findSandboxSession,
  insertSandboxAuthorization,
  insertSandboxSession,
  setSandboxAuthorization,
  updateSandboxSession,
} from '../../db/repositories/klarna-repository.js';
import type { KlarnaCategoryJson } from './client.js';
import { SANDBOX_USERNAME } from './config.js';
import { orderBodyProblems } from './order-lines.js';
import { SANDBOX_BADGE_SVG, SANDBOX_SDK_CSS, SANDBOX_SDK_JS } from './sandbox-sdk.js';

// The built-in Klarna sandbox, registered under /klarna-sandbox when no Klarna credentials are configured: a
// simulator of Klarna Payments' REST endpoints (HTTP Basic auth, state in the database, Klarna's answer and
// error shapes and its amount checks) and the sandbox JS SDK with its stylesheet. The browser's "Approve" mints
// an authorization token through /sdk/authorizations with the session's client_token.

export interface SimulatorOptions {
  password: string;
}

type Reply = FastifyReply;

function klarnaError(reply: Reply, status: number, code: string, messages: string[]) {
  return reply
    .code(status)
    .send({ error_code: code, error_messages: messages, correlation_id: randomUUID() });
}

function authorized(request: FastifyRequest, password: string): boolean {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const given = Buffer.from(header.slice(6), 'base64');
  const expected = Buffer.from(`${SANDBOX_USERNAME}:${password}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const token = (prefix: string) => `${prefix}-${randomBytes(24).toString('base64url')}`;

function categories(origin: string): KlarnaCategoryJson[] {
  const badge = `${origin}/klarna-sandbox/badge.svg`;
  return [
    {
      identifier: 'klarna',
      name: 'Pay with Klarna (sandbox)',
      asset_urls: { descriptive: badge, standard: badge },
    },
  ];
}

export async function klarnaSimulatorPlugin(app: FastifyInstance, options: SimulatorOptions): Promise<void> {
  const now = () => app.now().toISOString();
  // Asset and redirect URLs are for the browser: the shop's public origin, not the loopback address the
  // server's own client calls.
  const publicOrigin = new URL(app.serverOptions.publicUrl).origin;

  app.get('/kp/lib/v1/api.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(SANDBOX_SDK_JS),
  );
  app.get('/sdk.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(SANDBOX_SDK_CSS),
  );
  app.get('/badge.svg', async (_request, reply) => reply.type('image/svg+xml').send(SANDBOX_BADGE_SVG));

  /** The browser's Approve: an authorization token for the client_token's session (fraud_status for tests). */
  app.post('/sdk/authorizations', async (request, reply) => {
    const body = (request.body ?? {}) as { client_token?: unknown; fraud_status?: unknown };
    const session =
      typeof body.client_token === 'string'
        ? await findSandboxSession(app.db, { clientToken: body.client_token })
        : undefined;
    if (!session) return klarnaError(reply, 403, 'NOT_AUTHORIZED', ['Unknown client_token']);
    const fraudStatus = body.fraud_status === 'REJECTED' ? 'REJECTED' : 'ACCEPTED';
    const authorization = token('sandbox-auth');
    await insertSandboxAuthorization(app.db, {
      token: authorization,
      session_id: session.id,
      fraud_status: fraudStatus,
      now: now(),
    });
    return { authorization_token: authorization };
  });

  app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      if (!authorized(request, options.password)) {
        reply.header('WWW-Authenticate', 'Basic realm="Klarna sandbox"');
        return klarnaError(reply, 401, 'NOT_AUTHORIZED', ['Bad credentials']);
      }
      return undefined;
    });

    api.post('/payments/v1/sessions', async (request, reply) => {
      const problems = orderBodyProblems(request.body);
      if (problems.length > 0) return klarnaError(reply, 400, 'BAD_VALUE', problems);
      const id = randomUUID();
      const clientToken = token('sandbox-client');
      await insertSandboxSession(app.db, {
        id,
        client_token: clientToken,
        body: JSON.stringify(request.body),
        now: now(),
      });
      return {
        session_id: id,
        client_token: clientToken,
        payment_method_categories: categories(publicOrigin),
      };
    });

    api.get<{ Params: { id: string } }>('/payments/v1/sessions/:id', async (request, reply) => {
      const session = await findSandboxSession(app.db, { id: request.params.id });
      if (!session) return klarnaError(reply, 404, 'NOT_FOUND', ['Session not found']);
      return {
        ...(JSON.parse(session.body) as object),
        session_id: session.id,
        client_token: session.client_token,
        status: 'incomplete',
        payment_method_categories: categories(publicOrigin),
      };
    });

    api.post<{ Params: { id: string } }>('/payments/v1/sessions/:id', async (request, reply) => {
      const session = await findSandboxSession(app.db, { id: request.params.id });
      if (!session) return klarnaError(reply, 404, 'NOT_FOUND', ['Session not found']);
      const problems = orderBodyProblems(request.body);
      if (problems.length > 0) return klarnaError(reply, 400, 'BAD_VALUE', problems);
      await updateSandboxSession(app.db, session.id, JSON.stringify(request.body), now());
      return reply.code(204).send();
    });

    api.post<{ Params: { token: string } }>(
      '/payments/v1/authorizations/:token/order',
      async (request, reply) => {
        const authorization = await findSandboxAuthorization(app.db, request.params.token);
        if (!authorization || authorization.cancelled === 1) {
          return klarnaError(reply, 404, 'NOT_FOUND', ['Authorization token not found']);
        }
        if (authorization.order_id !== null) {
          return klarnaError(reply, 409, 'ORDER_ALREADY_PLACED', ['An order was already placed']);
        }
        const problems = orderBodyProblems(request.body);
        if (problems.length > 0) return klarnaError(reply, 400, 'BAD_VALUE', problems);
        const orderId = randomUUID();
        await setSandboxAuthorization(app.db, authorization.token, { order_id: orderId });
        return {
          order_id: orderId,
          redirect_url: `${publicOrigin}/klarna-sandbox/confirmation/${orderId}`,
          fraud_status: authorization.fraud_status,
          authorized_payment_method: { type: 'invoice' },
        };
      },
    );

    api.delete<{ Params: { token: string } }>(
      '/payments/v1/authorizations/:token',
      async (request, reply) => {
        const authorization = await findSandboxAuthorization(app.db, request.params.token);
        if (!authorization) return klarnaError(reply, 404, 'NOT_FOUND', ['Authorization token not found']);
        await setSandboxAuthorization(app.db, authorization.token, { cancelled: 1 });
        return reply.code(204).send();
      },
    );
  });
}
