import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID, ROOT_CATEGORY_ID, SYSTEM_LANGUAGE_ID } from '../src/constants.js';
import { categoryId } from '../src/seed/category-tree.js';
import { paymentMethods, shippingMethods } from '../src/seed/methods.js';
import { GERMANY_ID, salutations } from '../src/seed/reference-data.js';
import { FAST_HASHING, registeredCustomer, STOREFRONT_URL } from './support/account.js';
import { closeout, regular } from './support/cart.js';
import {
  mutatedRequest,
  storeApiOperations,
  validRequest,
  type Operation,
} from './support/fuzz/operations.js';
import { checkResponse, renderRequest } from './support/fuzz/render.js';
import type { JsonSchema, SchemaContext, ValuePools } from './support/fuzz/schema-arbitrary.js';
import { databaseKinds, type DatabaseKind } from './support/test-database.js';
import { createTestServer } from './support/test-server.js';

// Property-based fuzzing of every Store API route the server registers, from the official OpenAPI document:
// valid requests and mutated ones (wrong types, missing fields, huge strings, NUL, lone surrogates, odd
// unicode, deep nesting, wrong ids, SQL-ish text, broken raw bodies), anonymous, logged in and with an unknown
// token. Properties: no 5xx; every error in the Shopware envelope; every success valid against the schema.
// Deterministic: a fixed seed (FUZZ_SEED overrides it, FUZZ_RUNS the runs per operation); a failure names
// the seed and the counterexample's path, so `FUZZ_SEED=… npx vitest run test/store-api-fuzz.test.ts` repeats it.
// FUZZ_STATS=1 prints the statuses seen per operation (how many valid requests got past validation).

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
/** PostgreSQL runs fewer requests: its dialect-specific failures (NUL, casts) show up quickly. */
const RUNS_BY_KIND: Record<DatabaseKind, number> = { sqlite: RUNS, postgres: Math.ceil(RUNS / 4) };

/** Our extensions (Klarna's session, issue 20's offer decisions), and methods Shopware's routes accept beyond those the document lists. */
const UNMATCHED = [
  'GET /store-api/account/customer (as POST)',
  'GET /store-api/account/newsletter-recipient (as POST)',
  'GET /store-api/customer/wishlist (as POST)',
  'GET /store-api/order (as POST)',
  'POST /store-api/checkout/cart (as GET)',
  'POST /store-api/klarna/session/start',
  'POST /store-api/order/offer/accept',
  'POST /store-api/order/offer/decline',
];

const require = createRequire(import.meta.url);
const document = JSON.parse(
  readFileSync(
    join(dirname(require.resolve('@shopware/api-client')), '..', 'api-types', 'storeApiSchema.json'),
    'utf8',
  ),
) as JsonSchema;

const PASSWORD = 'secret-password';

/** Where a run starts: a server with two customers, the one the runs log in as and another (foreign ids). */
async function fuzzTarget(kind: DatabaseKind) {
  // The wishlist is on, so that its routes get past the 403 of a shop without one.
  const server = await createTestServer(kind, { passwordHashing: FAST_HASHING, wishlistEnabled: true });
  let email = `fuzz-${kind}@example.com`;
  const own = await registeredCustomer(server, email, PASSWORD);
  const foreign = await registeredCustomer(server, `foreign-${kind}@example.com`, PASSWORD);
  let replacements = 0;
  /** A fresh login per run; when a run changed the password, a new customer takes over. */
  const customerToken = async (): Promise<string> => {
    const login = await server.api.post('/account/login', { username: email, password: PASSWORD });
    if (login.status === 200 && login.token) return login.token;
    replacements += 1;
    email = `fuzz-${kind}-${replacements}@example.com`;
    return (await registeredCustomer(server, email, PASSWORD)).token;
  };
  const ids = [
    ROOT_CATEGORY_ID,
    categoryId('sheets'),
    regular.id,
    regular.parent.id,
    closeout.id,
    GERMAN_LANGUAGE_ID,
    SYSTEM_LANGUAGE_ID,
    GERMANY_ID,
    ...salutations.map((salutation) => salutation.id),
    ...paymentMethods.slice(0, 3).map((method) => method.id),
    ...shippingMethods.map((method) => method.id),
    own.customer.defaultBillingAddressId,
    foreign.customer.defaultBillingAddressId,
    own.customer.id,
  ];
  const pools: ValuePools = {
    ids: fc.oneof(
      { arbitrary: fc.constantFrom(...ids), weight: 4 },
      { arbitrary: fc.stringMatching(/^[0-9a-f]{32}$/), weight: 1 },
    ),
    emails: fc.constantFrom(email, `foreign-${kind}@example.com`, 'FUZZ-' + email, 'new@example.com', 'x@y'),
    passwords: fc.constantFrom(PASSWORD, 'another-password', 'short', ''),
    fields: fc.constantFrom(
      'id',
      'name',
      'productNumber',
      'stock',
      'available',
      'parentId',
      'price',
      'options.id',
      'properties.id',
      'categoryIds',
      'manufacturerId',
      'product',
      'media',
      'cover',
      'translated.name',
      'unknownField',
    ),
    languages: fc.oneof(
      { arbitrary: fc.constantFrom(SYSTEM_LANGUAGE_ID, GERMAN_LANGUAGE_ID), weight: 5 },
      { arbitrary: fc.constantFrom(...ids), weight: 1 },
    ),
    urls: fc.constantFrom(STOREFRONT_URL, 'http://localhost:8080/de/shop', 'https://evil.example/shop', ''),
  };
  const context: SchemaContext = { document, pools, maxDepth: 3 };
  return { server, customerToken, context };
}

const sqlite = await fuzzTarget('sqlite');
const { operations, unmatched } = storeApiOperations(document, sqlite.server.routes);
afterAll(async () => sqlite.server.close());

it('matches every Store API route of the server to an operation of the official schema', () => {
  expect(unmatched.sort()).toEqual(UNMATCHED);
  expect(operations.length).toBeGreaterThan(40);
});

const label = (operation: Operation) => `${operation.method} ${operation.route}`;

describe.each(databaseKinds)('Store API fuzz (%s)', (kind) => {
  let target: Awaited<ReturnType<typeof fuzzTarget>>;
  beforeAll(async () => {
    target = kind === 'sqlite' ? sqlite : await fuzzTarget(kind);
  });
  afterAll(async () => {
    if (kind !== 'sqlite') await target.server.close();
  });

  it.each(operations.map(label))('%s', async (name) => {
    const operation = operations.find((candidate) => label(candidate) === name) as Operation;
    const requests = fc.oneof(
      { arbitrary: validRequest(operation, target.context), weight: 1 },
      { arbitrary: mutatedRequest(operation, target.context), weight: 2 },
    );
    const statuses: string[] = [];
    await fc.assert(
      fc.asyncProperty(requests, async (parts) => {
        const token =
          parts.session === 'customer'
            ? await target.customerToken()
            : parts.session === 'unknown token'
              ? 'fuzzUnknownToken0123456789abcdef'
              : undefined;
        const request = renderRequest(operation, parts, target.server.options.accessKey, token);
        const response = await target.server.app.inject(request);
        if (process.env.FUZZ_STATS) statuses.push(`${response.statusCode}${parts.mutation ? '' : ' valid'}`);
        checkResponse(operation, parts, request, response);
      }),
      {
        seed: SEED,
        numRuns: RUNS_BY_KIND[kind],
        endOnFailure: true,
        reporter: (details) => {
          if (!details.failed) return;
          const error = details.errorInstance as Error | undefined;
          throw new Error(
            `${name} failed (seed ${details.seed}, path "${details.counterexamplePath}", run ${details.numRuns}):\n${error?.message ?? ''}`,
          );
        },
      },
    );
    if (process.env.FUZZ_STATS) {
      const counts = statuses.reduce<Record<string, number>>(
        (all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }),
        {},
      );
      console.info(`${kind} ${name} ${JSON.stringify(counts)}`);
    }
  });
});
