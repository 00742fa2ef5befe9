import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './support/test-server.js';

// Which of the official Store API schema's core operations (Shopware 6.7.13, shipped in @shopware/api-client)
// our server answers. Core = every operation of storeApiSchema.json except those of Shopware's commercial
// extensions, told apart by their tags (B2B …, Advanced Product Catalogs, AI Search, Order Return Management,
// Sso, Customized Products, Form Mail, Digital Sales Rooms' Appointment / Presentation / Customer account) and
// path prefixes (/dsr, /paypal, /sso, /customized-products, /swag…): 260 operations, 144 commercial, 116 core.
// An operation is answered when fastify's route table has its method on its path (anything but the router's
// 404/405). The irrelevant ones are listed with the reason; the count is printed.

const MINIMUM_ANSWERED = Number(process.env.OPERATION_COVERAGE_MINIMUM ?? 102);

const COMMERCIAL_TAGS =
  /^(B2B |Advanced Product Catalogs|AI Search|Natural language search|Search by Image|Order Return Management|Sso|Store API|Custom Products|Customized Products|Form Mail|Appointment|Presentation|Customer account)/;
const COMMERCIAL_PATHS = /^\/(dsr|paypal|sso|customized-products|swag)/;

/** Core operations that do not fit this shop, with the reason (they answer the router's 404). */
export const IRRELEVANT_OPERATIONS: Record<string, string> = {
  'POST /_mcp': 'experimental Model Context Protocol server for AI agents',
  'DELETE /_mcp': 'experimental Model Context Protocol server for AI agents',
  'POST /app-system/{name}/generate-token': 'JWTs for Shopware apps; there is no app system',
  'GET /script/{hook}': 'app scripts; there is no app system',
  'POST /script/{hook}': 'app scripts; there is no app system',
  'GET /product-export/{accessKey}/{fileName}': 'product comparison feeds configured in the administration',
  'POST /account/login/imitate-customer': 'administration staff logging in as a customer (no administration)',
  'GET /_info/openapi3.json':
    "the server's own OpenAPI document; the official one ships in @shopware/api-client",
  'GET /_info/routes': 'route list of the Symfony application',
  'GET /product/{productId}/garan-label': 'the legal guarantee label of a plugin (EU consumer goods)',
  'GET /legal-guarantee-notice': 'the legal guarantee notice of a plugin (EU consumer goods)',
  'POST /revocation-request-form': 'the withdrawal form of consumer sales; enquiries are non-binding',
};

const require = createRequire(import.meta.url);
const document = JSON.parse(
  readFileSync(
    join(dirname(require.resolve('@shopware/api-client')), '..', 'api-types', 'storeApiSchema.json'),
    'utf8',
  ),
) as { paths: Record<string, Record<string, { tags?: string[] }>> };

const METHODS = ['get', 'post', 'patch', 'put', 'delete'];

export function coreOperations(): string[] {
  const operations: string[] = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      if (COMMERCIAL_PATHS.test(path) || (operation.tags ?? []).some((tag) => COMMERCIAL_TAGS.test(tag)))
        continue;
      operations.push(`${method.toUpperCase()} ${path}`);
    }
  return operations;
}

const shape = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z]+/g, '{}');

describe('operation coverage of the official Store API schema', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
  });
  afterAll(() => server?.close());

  it('counts 116 core operations and answers most of them', () => {
    const core = coreOperations();
    expect(core).toHaveLength(116);
    for (const operation of Object.keys(IRRELEVANT_OPERATIONS)) expect(core).toContain(operation);

    const routes = new Set(
      server.routes
        .filter((route) => route.url.startsWith('/store-api/'))
        .map((route) => `${route.method} ${shape(route.url.slice('/store-api'.length))}`),
    );
    const answered = core.filter((operation) => {
      const [method, path = ''] = operation.split(' ');
      return routes.has(`${method} ${shape(path)}`);
    });
    const missing = core.filter(
      (operation) => !answered.includes(operation) && !(operation in IRRELEVANT_OPERATIONS),
    );
    console.log(
      `Store API core operations answered: ${answered.length} of ${core.length} ` +
        `(${Object.keys(IRRELEVANT_OPERATIONS).length} irrelevant, ${missing.length} missing)\n` +
        missing.map((operation) => `  missing: ${operation}`).join('\n'),
    );
    expect(answered.length).toBeGreaterThanOrEqual(MINIMUM_ANSWERED);
  });
});
