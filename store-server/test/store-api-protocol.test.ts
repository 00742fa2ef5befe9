import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID, STORE_API_MAX_LIMIT } from '../src/constants.js';
import { STORE_API_CORS_HEADERS } from '../src/http/headers.js';
import { buildServer } from '../src/server.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

interface Failure {
  errors: Array<{
    status: string;
    code: string;
    title: string;
    detail: string;
    meta?: unknown;
    source?: { pointer: string };
  }>;
}

describe.each(databaseKinds)('Store API protocol (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(kind);
  });
  afterAll(async () => server.close());

  describe('sw-access-key', () => {
    it('is required: 401 with code "0"', async () => {
      const response = await server.api.get<Failure>('/context', { withoutAccessKey: true });
      expect(response.status).toBe(401);
      expect(response.json).toEqual({
        errors: [
          { status: '401', code: '0', title: 'Unauthorized', detail: 'Header "sw-access-key" is required.' },
        ],
      });
    });

    it('without a known prefix: 500 FRAMEWORK__API_INVALID_ACCESS_KEY', async () => {
      const response = await server.api.get<Failure>('/context', { headers: { 'sw-access-key': 'NOPE123' } });
      expect(response.status).toBe(500);
      expect(response.json).toEqual({
        errors: [
          {
            status: '500',
            code: 'FRAMEWORK__API_INVALID_ACCESS_KEY',
            title: 'Internal Server Error',
            detail: 'Access key is invalid and could not be identified.',
            meta: { parameters: [] },
          },
        ],
      });
    });

    it('an inactive sales channel: 412', async () => {
      await server.app.db.updateTable('sales_channel').set({ active: 0 }).execute();
      try {
        expect((await server.api.get('/context')).status).toBe(412);
      } finally {
        await server.app.db.updateTable('sales_channel').set({ active: 1 }).execute();
      }
    });

    it.each(['SWSCUNKNOWNKEY0000000000', 'SWIAINTEGRATIONKEY'])(
      'unknown (%s): 412 sales channel not found',
      async (key) => {
        const response = await server.api.get<Failure>('/language', { headers: { 'sw-access-key': key } });
        expect(response.status).toBe(412);
        expect(response.json).toEqual({
          errors: [
            {
              status: '412',
              code: 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND',
              title: 'Precondition Failed',
              detail: 'No matching sales channel found.',
              meta: { parameters: [] },
            },
          ],
        });
      },
    );
  });

  describe('sw-context-token', () => {
    it('issues a new 32-character alphanumeric token when none is sent', async () => {
      const first = await server.api.get('/context');
      const second = await server.api.get('/context');
      expect(first.token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(second.token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(first.token).not.toBe(second.token);
    });

    it('accepts a token it never stored as an empty session and echoes it', async () => {
      const response = await server.api.get<{ token: string; customer: null }>('/context', {
        headers: { 'sw-context-token': 'clientChosenToken123' },
      });
      expect(response.status).toBe(200);
      expect(response.token).toBe('clientChosenToken123');
      expect(response.json.token).toBe('clientChosenToken123');
      expect(response.json.customer).toBeNull();
    });

    it('echoes the token (and sw-language-id) on errors too, never with Cache-Control: public', async () => {
      const response = await server.api.get('/context', {
        withoutAccessKey: true,
        headers: { 'sw-context-token': 'tokenOnError', 'sw-language-id': GERMAN_LANGUAGE_ID },
      });
      expect(response.status).toBe(401);
      expect(response.headers['sw-context-token']).toBe('tokenOnError');
      expect(response.headers['sw-language-id']).toBe(GERMAN_LANGUAGE_ID);
      expect(response.headers['cache-control']).toBe('no-store');
      const unknown = await server.api.get('/does-not-exist');
      expect(unknown.token).toMatch(/^[A-Za-z0-9]{32}$/);
    });

    it('replaces a stored token idle for more than a day, and keeps a fresh one', async () => {
      const token = 'storedTokenForExpiry0000000000AB';
      await server.api.patch(
        '/context',
        { languageId: GERMAN_LANGUAGE_ID },
        { headers: { 'sw-context-token': token } },
      );
      const fresh = await server.api.get<{ languageInfo: { localeCode: string } }>('/context', {
        headers: { 'sw-context-token': token },
      });
      expect(fresh.token).toBe(token);
      expect(fresh.json.languageInfo.localeCode).toBe('de-DE');

      const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
      await server.app.db
        .updateTable('sales_channel_context')
        .set({ updated_at: old })
        .where('token', '=', token)
        .execute();
      const expired = await server.api.get<{ token: string; languageInfo: { localeCode: string } }>(
        '/context',
        {
          headers: { 'sw-context-token': token },
        },
      );
      expect(expired.token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(expired.token).not.toBe(token);
      expect(expired.json.token).toBe(expired.token);
      expect(expired.json.languageInfo.localeCode).toBe('en-GB');
    });

    it('treats an unusable token (blank, too long) like a missing one', async () => {
      const response = await server.api.get('/context', { headers: { 'sw-context-token': 'x'.repeat(300) } });
      expect(response.token).toMatch(/^[A-Za-z0-9]{32}$/);
    });
  });

  describe('sw-language-id', () => {
    it('is echoed on success', async () => {
      const response = await server.api.get('/language', {
        headers: { 'sw-language-id': GERMAN_LANGUAGE_ID },
      });
      expect(response.status).toBe(200);
      expect(response.headers['sw-language-id']).toBe(GERMAN_LANGUAGE_ID);
    });

    it('answers 412 for a language the sales channel does not offer, and for a malformed id', async () => {
      const unknown = await server.api.get<Failure>('/language', {
        headers: { 'sw-language-id': '0'.repeat(32) },
      });
      expect(unknown.status).toBe(412);
      expect(unknown.json.errors[0]?.code).toBe('SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION');
      const malformed = await server.api.get<Failure>('/language', {
        headers: { 'sw-language-id': 'de-DE' },
      });
      expect(malformed.status).toBe(412);
      expect(malformed.json.errors[0]?.code).toBe('SYSTEM__LANGUAGE_INVALID_EXCEPTION');
    });
  });

  describe('CORS and caching', () => {
    it('sends the CORS headers on every Store API response', async () => {
      const response = await server.api.get('/context');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-headers']).toBe(STORE_API_CORS_HEADERS);
      expect(response.headers['access-control-expose-headers']).toBe(STORE_API_CORS_HEADERS);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers preflight requests without an access key', async () => {
      const response = await server.app.inject({
        method: 'OPTIONS',
        url: '/store-api/checkout/cart',
        headers: { origin: 'https://host.example', 'access-control-request-method': 'POST' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-headers']).toBe(STORE_API_CORS_HEADERS);
      expect(response.headers['access-control-allow-methods']).toContain('PATCH');
    });
  });

  describe('error envelope', () => {
    it('404 JSON for unknown Store API paths', async () => {
      const response = await server.api.get<Failure>('/no/such/route');
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json.errors[0]).toMatchObject({ status: '404', code: '0', title: 'Not Found' });
    });

    it('405 with Allow for a known path and a wrong method', async () => {
      const response = await server.api.call<Failure>({ method: 'DELETE', path: '/context' });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, PATCH');
      expect(response.json.errors[0]).toMatchObject({ status: '405', title: 'Method Not Allowed' });
    });

    it('400 for malformed JSON, NUL characters and lone surrogates', async () => {
      for (const payload of [
        '{"languageId":',
        '{"a":"x\\u0000y"}',
        '{"a":"\\ud800"}',
        '{"__proto__":{"x":1}}',
      ]) {
        const response = await server.api.call<Failure>({ method: 'PATCH', path: '/context', payload });
        expect(response.status).toBe(400);
        expect(response.json.errors[0]).toMatchObject({
          status: '400',
          code: '0',
          detail: 'The JSON payload is malformed.',
        });
      }
    });

    it('413 for bodies over 1 MB', async () => {
      const response = await server.api.call<Failure>({
        method: 'POST',
        path: '/language',
        payload: JSON.stringify({ term: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(response.status).toBe(413);
      expect(response.json.errors[0]).toMatchObject({ status: '413', title: 'Payload Too Large' });
    });

    it('415 as an envelope for bodies that are not JSON', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/store-api/language',
        headers: { 'sw-access-key': server.api.accessKey, 'content-type': 'application/xml' },
        payload: '<hello/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ errors: [{ status: '415', code: '0' }] });
    });

    it('criteria errors point at the offending part and never reach SQL', async () => {
      const response = await server.api.post<Failure>('/country', {
        limit: STORE_API_MAX_LIMIT + 1,
        filter: [{ type: 'equals', field: 'name) or 1=1 --', value: 'x' }],
      });
      expect(response.status).toBe(400);
      expect(response.json.errors.map((e) => [e.code, e.source?.pointer])).toEqual([
        ['FRAMEWORK__QUERY_LIMIT_EXCEEDED', '/limit'],
        ['FRAMEWORK__UNMAPPED_FIELD', '/filter/0/field'],
      ]);
    });

    it('SQL-ish values are plain data', async () => {
      const response = await server.api.post<{ total: number }>('/country', {
        filter: [{ type: 'contains', field: 'name', value: "' OR 1=1 --" }],
      });
      expect(response.status).toBe(200);
      expect(response.json.total).toBe(0);
    });
  });
});

describe('unexpected failures', () => {
  it('answer 500 with the envelope and without internals', async () => {
    const server = await createTestServer('sqlite');
    try {
      const failing = buildServer(server.options);
      failing.get('/store-api-internal-failure', async () => {
        throw new Error('SELECT secret FROM somewhere failed at /srv/app/db.ts:12');
      });
      const response = await failing.inject({ method: 'GET', url: '/store-api-internal-failure' });
      await failing.close();
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        errors: [
          {
            status: '500',
            code: '0',
            title: 'Internal Server Error',
            detail: 'An internal error occurred. Please try again later.',
          },
        ],
      });
      expect(response.body).not.toContain('secret');
    } finally {
      await server.close();
    }
  });
});
