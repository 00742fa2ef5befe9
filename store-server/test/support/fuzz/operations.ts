import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { HOSTILE_CRITERIA, hostileString, hostileValue, pathsOf, RAW_BODIES, replaceAt } from './hostile.js';
import {
  flatten,
  resolveRef,
  schemaArbitrary,
  type JsonSchema,
  type SchemaContext,
} from './schema-arbitrary.js';

// The Store API operations the server registers, matched to the official OpenAPI document, and for each of them
// requests: valid ones built from the operation's parameters and body schema, and mutated ones (one part of a
// valid request replaced by a hostile value or removed, a raw body that is no proper JSON, or, for operations
// that take criteria, criteria of hostile size or types).

export interface ServerRoute {
  method: string;
  url: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The server's route, e.g. /store-api/product/:productId. */
  route: string;
  /** The document's path, e.g. /product/{productId}. */
  template: string;
  /** The document's method whose responses the answers are checked against. */
  schemaMethod: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

const shape = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z]+/g, '{}');

function parametersOf(document: JsonSchema, operation: JsonSchema): Parameter[] {
  return ((operation.parameters ?? []) as unknown[]).map((parameter) => {
    const resolved = resolveRef(document, parameter);
    return {
      name: String(resolved.name),
      in: resolved.in as Parameter['in'],
      required: resolved.required === true || resolved.in === 'path',
      schema: (resolved.schema ?? {}) as JsonSchema,
    };
  });
}

/**
 * Store API routes of the server and the document's operations for them. A method the document does not list
 * for a path it has (Shopware's routes accept more methods than documented) is fuzzed with its sibling's
 * parameters and checked against its sibling's responses; a path it does not have is one of our extensions
 * (no parameters, checked against the overrides of conformance.ts). Both are listed in `unmatched`.
 */
export function storeApiOperations(
  document: JsonSchema,
  routes: ServerRoute[],
): { operations: Operation[]; unmatched: string[] } {
  const paths = document.paths as Record<string, Record<string, JsonSchema>>;
  const byShape = new Map(Object.keys(paths).map((template) => [shape(template), template]));
  const operations: Operation[] = [];
  const unmatched: string[] = [];
  for (const route of routes) {
    if (!route.url.startsWith('/store-api/') || ['HEAD', 'OPTIONS'].includes(route.method)) continue;
    const path = route.url.slice('/store-api'.length);
    const template = byShape.get(shape(path));
    const methods = template ? (paths[template] ?? {}) : {};
    const own = methods[route.method.toLowerCase()];
    const sibling = Object.keys(methods).find((method) => ['get', 'post'].includes(method));
    if (!template || (!own && !sibling)) {
      unmatched.push(`${route.method} ${route.url}`);
      const base = { method: route.method, route: route.url, template: path, schemaMethod: route.method };
      operations.push({ ...base, parameters: [], body: undefined });
      continue;
    }
    const schemaMethod = own ? route.method : (sibling ?? '').toUpperCase();
    const operation = (own ?? methods[sibling ?? '']) as JsonSchema;
    if (!own) unmatched.push(`${route.method} ${route.url} (as ${schemaMethod})`);
    const parameters = parametersOf(document, operation).filter(
      (parameter) => own || parameter.in !== 'query',
    );
    const content = (resolveRef(document, operation.requestBody).content ?? {}) as Record<string, JsonSchema>;
    const body = route.method === 'GET' ? undefined : (content['application/json']?.schema as JsonSchema);
    operations.push({ method: route.method, route: route.url, template, schemaMethod, parameters, body });
  }
  return { operations, unmatched };
}

export type Session = 'anonymous' | 'customer' | 'unknown token';

export interface RequestParts {
  session: Session;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  raw?: (typeof RAW_BODIES)[number];
  /** What was mutated, for the failure message. */
  mutation?: string;
}

const compressed = (criteria: unknown) => gzipSync(JSON.stringify(criteria)).toString('base64url');

function parameterArbitrary(parameter: Parameter, context: SchemaContext): fc.Arbitrary<unknown> {
  if (parameter.name === '_criteria') {
    const criteria = (context.document.components as { schemas: JsonSchema }).schemas.Criteria;
    return schemaArbitrary(criteria, context, 'criteria', 1).map(compressed);
  }
  const name = parameter.name.replace(/\[\]$/, '');
  if (parameter.in === 'path') return context.pools.ids;
  if (parameter.name === 'sw-language-id') return context.pools.languages;
  return schemaArbitrary(parameter.schema, context, name, 1);
}

function partsOf(parameters: Parameter[], where: Parameter['in'], context: SchemaContext) {
  const chosen = parameters.filter((parameter) => parameter.in === where);
  const model = Object.fromEntries(chosen.map((p) => [p.name, parameterArbitrary(p, context)]));
  return fc.record(model, { requiredKeys: chosen.filter((p) => p.required).map((p) => p.name) });
}

export function validRequest(operation: Operation, context: SchemaContext): fc.Arbitrary<RequestParts> {
  const body = operation.body
    ? schemaArbitrary(flatten(context.document, operation.body), context)
    : fc.constant(undefined);
  return fc.record({
    session: fc.constantFrom<Session>('anonymous', 'customer', 'customer', 'unknown token'),
    path: partsOf(operation.parameters, 'path', context),
    query: operation.method === 'GET' ? partsOf(operation.parameters, 'query', context) : fc.constant({}),
    headers: partsOf(operation.parameters, 'header', context),
    body,
  });
}

const MUTABLE_SECTIONS = new Set(['path', 'query', 'headers', 'body']);

/** Whether the operation reads criteria: from its body (POST) or from `_criteria` (GET). */
function criteriaIn(operation: Operation, context: SchemaContext): 'body' | 'query' | undefined {
  if (operation.parameters.some((parameter) => parameter.name === '_criteria')) return 'query';
  const properties = operation.body ? flatten(context.document, operation.body).properties : undefined;
  return typeof properties === 'object' && properties !== null && 'filter' in properties ? 'body' : undefined;
}

/** A valid request with one of the hostile criteria merged into its body or `_criteria`. */
function hostileCriteriaRequest(
  operation: Operation,
  context: SchemaContext,
  where: 'body' | 'query',
): fc.Arbitrary<RequestParts> {
  return fc
    .tuple(validRequest(operation, context), fc.constantFrom(...HOSTILE_CRITERIA))
    .map(([parts, { name, criteria }]) => {
      const body = typeof parts.body === 'object' && parts.body !== null ? parts.body : {};
      return where === 'body'
        ? { ...parts, body: { ...body, ...criteria }, mutation: `hostile criteria: ${name}` }
        : {
            ...parts,
            query: { ...parts.query, _criteria: compressed(criteria) },
            mutation: `hostile criteria: ${name}`,
          };
    });
}

/** One part of a valid request replaced by a hostile value or removed; or a raw, broken body. */
export function mutatedRequest(operation: Operation, context: SchemaContext): fc.Arbitrary<RequestParts> {
  const replaced = fc
    .tuple(validRequest(operation, context), fc.nat(), hostileValue, fc.boolean())
    .map(([parts, pick, value, remove]) => {
      const { session, ...sections } = parts;
      const targets = pathsOf(sections).filter(
        (path) =>
          path.length >= 1 &&
          MUTABLE_SECTIONS.has(String(path[0])) &&
          !(path.length === 1 && path[0] !== 'body'),
      );
      const target = targets[pick % targets.length] ?? ['body'];
      const next = replaceAt(sections, target, remove && target.length > 1 ? undefined : value) as Omit<
        RequestParts,
        'session'
      >;
      return {
        session,
        ...next,
        mutation: `${remove && target.length > 1 ? 'removed' : 'replaced'} ${target.join('.')}`,
      };
    });
  const where = criteriaIn(operation, context);
  const withCriteria = (arbitrary: fc.Arbitrary<RequestParts>, weight: number) =>
    where
      ? fc.oneof(
          { arbitrary, weight },
          { arbitrary: hostileCriteriaRequest(operation, context, where), weight: 1 },
        )
      : arbitrary;
  const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  if (operation.method === 'GET' && queryNames.length > 0) {
    // Criteria of GET requests travel in the query string, past the JSON body checks: each parameter gets
    // hostile strings of its own, also those the valid request left out.
    const hostileQuery = fc
      .tuple(validRequest(operation, context), fc.constantFrom(...queryNames), hostileString)
      .map(([parts, name, value]) => ({
        ...parts,
        query: { ...parts.query, [name]: value },
        mutation: `hostile query parameter ${name}`,
      }));
    return withCriteria(
      fc.oneof({ arbitrary: replaced, weight: 2 }, { arbitrary: hostileQuery, weight: 1 }),
      2,
    );
  }
  if (!['POST', 'PATCH', 'DELETE'].includes(operation.method)) return withCriteria(replaced, 2);
  const raw = fc
    .tuple(validRequest(operation, context), fc.constantFrom(...RAW_BODIES))
    .map(([parts, body]) => ({ ...parts, raw: body, mutation: `raw body: ${body.name}` }));
  return withCriteria(fc.oneof({ arbitrary: replaced, weight: 4 }, { arbitrary: raw, weight: 1 }), 2);
}
