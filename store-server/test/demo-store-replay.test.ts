import type { AddressInfo } from 'node:net';
import { ApiClientError, createAPIClient } from '@shopware/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ACCESS_KEY,
  GERMAN_LANGUAGE_ID,
  ROOT_CATEGORY_ID,
  SYSTEM_LANGUAGE_ID,
} from '../src/constants.js';
import { categoryId } from '../src/seed/category-tree.js';
import { paymentMethods, shippingMethods } from '../src/seed/methods.js';
import { GERMANY_ID, salutations } from '../src/seed/reference-data.js';
import { FAST_HASHING, lastMailTo, linkIn, STOREFRONT_URL } from './support/account.js';
import { other, regular } from './support/cart.js';
import { assertConformant } from './support/conformance.js';
import { demoStoreCalls, type ReplayState } from './replay/demo-store-calls.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// The replay of Shopware's vue-demo-store: its distinct Store API calls (replay/demo-store-calls.ts), in the
// store's order, sent through @shopware/api-client's createAPIClient (as the store sends them) to our server
// listening on a real port. A call passes when its status is the one the store expects, its answer is valid
// against the official schema, and it holds what the store relies on. The count is printed; the floor below is
// what passes today (all 90 distinct calls; issue 18 asks for at least 85 of its estimated 87).

const MINIMUM_PASSING = Number(process.env.DEMO_STORE_REPLAY_MINIMUM ?? 90);

interface Outcome {
  name: string;
  operation: string;
  status: number;
  repeat: boolean;
  problem?: string;
}

describe.each(databaseKinds)('the vue-demo-store replay (%s)', (kind) => {
  let server: TestServer;
  let baseUrl: string;

  beforeAll(async () => {
    // A demo shop that uses the demo store's wishlist has it switched on (WISHLIST_ENABLED); the 403 while it
    // is off is tested in reviews-wishlist.test.ts.
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING, wishlistEnabled: true });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());

  it('answers the calls of the demo store as it expects', async () => {
    const client = createAPIClient({ baseURL: `${baseUrl}/store-api`, accessToken: DEFAULT_ACCESS_KEY });
    const payment = paymentMethods[0];
    const state: ReplayState = {
      rootId: ROOT_CATEGORY_ID,
      categoryId: categoryId('sheets'),
      productId: regular.id,
      parentId: regular.parent.id,
      languageId: SYSTEM_LANGUAGE_ID,
      germanLanguageId: GERMAN_LANGUAGE_ID,
      countryId: GERMANY_ID,
      salutationId: salutations[0]!.id,
      shippingMethodId: shippingMethods[0]!.id,
      paymentMethodId: payment!.id,
      email: `demo-store-replay-${Date.now()}@example.com`,
      password: 'replay-password-1',
      storefrontUrl: STOREFRONT_URL,
      otherProductId: other.id,
      mailLink: async (email, pathPart) => linkIn((await lastMailTo(server, email)).text, pathPart),
    };
    const outcomes: Outcome[] = [];
    for (const call of demoStoreCalls) {
      const [, method = 'get', path = '/'] = call.operation.split(' ');
      await call.prepare?.(state);
      const pathParams = call.pathParams?.(state) ?? {};
      const concretePath = path.replace(/\{(\w+)\}/g, (_, name: string) => pathParams[name] ?? '');
      let status: number;
      let data: unknown;
      try {
        const answer = await (
          client.invoke as (op: string, params: object) => Promise<{ data: unknown; status: number }>
        )(call.operation, {
          ...(call.pathParams ? { pathParams } : {}),
          ...(call.query ? { query: call.query(state) } : {}),
          ...(call.body ? { body: call.body(state) } : {}),
          ...(call.headers ? { headers: call.headers } : {}),
        });
        status = answer.status;
        data = answer.data;
      } catch (error) {
        if (!(error instanceof ApiClientError)) throw error;
        status = error.status;
        data = error.details;
      }
      const outcome: Outcome = {
        name: call.name,
        operation: call.operation,
        status,
        repeat: call.repeatOf !== undefined,
      };
      const expected = call.status ?? 200;
      try {
        if (status !== expected) {
          const code = (data as { errors?: { code?: string; detail?: string }[] } | undefined)?.errors?.[0];
          throw new Error(
            `status ${status}, expected ${expected}${code ? ` (${code.code}: ${code.detail})` : ''}`,
          );
        }
        if (status !== 204 && data !== undefined && data !== '')
          assertConformant(method.toUpperCase(), concretePath, status, data);
        const missing = status < 300 ? call.check?.(data as never, state) : undefined;
        if (missing) throw new Error(`the answer lacks ${missing}`);
        if (status < 300) call.save?.(data as never, state);
      } catch (error) {
        outcome.problem = (error as Error).message.split('\n').slice(0, 3).join(' ');
      }
      outcomes.push(outcome);
    }

    const distinct = outcomes.filter((outcome) => !outcome.repeat);
    const passing = distinct.filter((outcome) => !outcome.problem);
    const lines = outcomes.map(
      (o) =>
        `  ${o.problem ? 'FAIL' : 'ok  '} ${o.status} ${o.operation} (${o.name})${o.repeat ? ' [repeat]' : ''}${o.problem ? `: ${o.problem}` : ''}`,
    );
    console.log(
      `vue-demo-store replay (${kind}): ${passing.length} of ${distinct.length} distinct calls pass (and ${outcomes.length - distinct.length} repeats the flow needs)\n${lines.join('\n')}`,
    );
    expect(outcomes).toHaveLength(demoStoreCalls.length);
    // The repeats are steps of the flow: a later call relies on them.
    expect(outcomes.filter((o) => o.repeat && o.problem)).toEqual([]);
    expect(passing.length).toBeGreaterThanOrEqual(MINIMUM_PASSING);
  }, 120_000);
});
