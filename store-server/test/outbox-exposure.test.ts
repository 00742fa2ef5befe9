import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_HASHING, registration } from './support/account.js';
import { headersThatMatter, rawRequest, type RawAnswer } from './support/raw-http.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// The outbox holds customers' addresses and confirmation/recovery links: over real HTTP, behind a trusted proxy
// (TRUST_PROXY=127.0.0.1), a client that is not on this machine must find no trace of it.

const REMOTE = '203.0.113.7';

describe('the outbox seen from outside the machine', () => {
  let server: TestServer;
  let base: string;
  let mailPath: string;

  beforeAll(async () => {
    server = await createTestServer('sqlite', { passwordHashing: FAST_HASHING, trustProxy: '127.0.0.1' });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    await server.api.post('/account/register', registration('exposed@example.com'));
    await server.app.mailDelivery.settled();
    const list = await rawRequest(`${base}/outbox`);
    mailPath = `/outbox/${/href="\/outbox\/([^"]+\.eml)"/.exec(list.body)?.[1]}`;
  });
  afterAll(async () => server?.close());

  /** The same request for a path that does not exist, its path written back, to compare with. */
  const unknownPathAnswer = async (method: string, path: string, headers: Record<string, string>) => {
    const unknown = `/no-such-page-${path.replace(/[^a-z0-9]/gi, '')}`;
    const answer = await rawRequest(`${base}${unknown}`, { method, headers });
    return {
      ...answer,
      body: answer.body.split(unknown).join(path),
      headers: { ...answer.headers, 'content-length': undefined },
    };
  };
  const comparable = (answer: RawAnswer) => ({
    status: answer.status,
    body: answer.body,
    headers: headersThatMatter({ ...answer.headers, 'content-length': undefined }),
  });

  it('answers the operator on the machine (no proxy header) with the mails and their links', async () => {
    const list = await rawRequest(`${base}/outbox`);
    expect(list.status).toBe(200);
    expect(list.body).toContain('exposed@example.com');
    const mail = await rawRequest(`${base}${mailPath}`);
    expect(mail.status).toBe(200);
    expect(mail.body).toContain('/registration/confirm?em=');
    // Through a proxy on the machine that names a loopback client too.
    const proxied = await rawRequest(`${base}/outbox`, { headers: { 'X-Forwarded-For': '127.0.0.1' } });
    expect(proxied.status).toBe(200);
  });

  it('answers every outbox request of a remote client behind the trusted proxy exactly like an unknown path', async () => {
    const proxied = { 'X-Forwarded-For': REMOTE };
    const paths = ['/outbox', '/outbox/', mailPath, '/outbox/nothing.eml', '/outbox/..%2Fshop.sqlite'];
    let checked = 0;
    for (const path of paths) {
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const answer = await rawRequest(`${base}${path}`, { method, headers: proxied });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body).not.toContain('exposed@example.com');
        expect(answer.headers.allow, `${method} ${path}`).toBeUndefined();
        expect(comparable(answer), `${method} ${path}`).toEqual(
          comparable(await unknownPathAnswer(method, path, proxied)),
        );
        checked += 1;
      }
    }
    expect(checked).toBe(35);
  });

  it('is not fooled by a spoofed or appended loopback address, nor by a local proxy without TRUST_PROXY', async () => {
    const spoofs: Record<string, string>[] = [
      { 'X-Forwarded-For': `127.0.0.1, ${REMOTE}` },
      { 'X-Forwarded-For': `${REMOTE}, 127.0.0.1` },
      { 'X-Real-IP': REMOTE },
      { Forwarded: `for=${REMOTE}` },
      { Forwarded: 'for=unknown' },
    ];
    for (const headers of spoofs) {
      const answer = await rawRequest(`${base}${mailPath}`, { headers });
      expect(answer.status, JSON.stringify(headers)).toBe(404);
      expect(answer.body).not.toContain('registration/confirm');
    }
  });
});

describe('the outbox of a server without TRUST_PROXY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite', { passwordHashing: FAST_HASHING });
  });
  afterAll(async () => server?.close());

  it('answers a remote address with 404 and a local one with the list', async () => {
    const remote = await server.app.inject({ method: 'GET', url: '/outbox', remoteAddress: REMOTE });
    expect(remote.statusCode).toBe(404);
    // The answer of any unknown page: the host page with 404 (nothing says that an outbox exists).
    const unknown = await server.app.inject({ method: 'GET', url: '/no-such-page', remoteAddress: REMOTE });
    expect(remote.body).toBe(unknown.body);
    expect(remote.headers['content-type']).toBe(unknown.headers['content-type']);
    const mapped = await server.app.inject({
      method: 'GET',
      url: '/outbox',
      remoteAddress: '::ffff:10.1.2.3',
    });
    expect(mapped.statusCode).toBe(404);
    const post = await server.app.inject({ method: 'POST', url: '/outbox', remoteAddress: REMOTE });
    expect(post.statusCode).toBe(404);
    expect(post.headers.allow).toBeUndefined();
    // A reverse proxy on the machine that forwards a visitor (TRUST_PROXY forgotten): still not local.
    const forwarded = await server.app.inject({
      method: 'GET',
      url: '/outbox',
      headers: { 'x-forwarded-for': REMOTE },
    });
    expect(forwarded.statusCode).toBe(404);
    const local = await server.app.inject({
      method: 'GET',
      url: '/outbox',
      remoteAddress: '::ffff:127.0.0.1',
    });
    expect(local.statusCode).toBe(200);
    const localPost = await server.app.inject({ method: 'POST', url: '/outbox' });
    expect(localPost.statusCode).toBe(405);
  });
});
