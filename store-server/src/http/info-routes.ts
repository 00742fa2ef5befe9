import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { contentErrors } from '../domain/content-errors.js';

// GET /_info/routes and GET /_info/openapi3.json (Shopware's StoreApiInfoController). The OpenAPI document is
// this server's own: every Store API operation it registers, with its methods and path parameters, so a client
// sees what is really implemented (the official document describes all of Shopware, plugins included).

export interface RouteEntry {
  path: string;
  methods: string[];
}

/** Collects the Store API routes as they are registered (call before registering them). */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const byPath = new Map<string, Set<string>>();
  const entries: RouteEntry[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'HEAD' && method !== 'OPTIONS',
    );
    if (methods.length === 0 || route.url.includes('*')) return;
    const prefix = (route as RouteOptions & { prefix?: string }).prefix ?? '';
    const url = route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
    const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
    let known = byPath.get(path);
    if (!known) {
      known = new Set();
      byPath.set(path, known);
      entries.push({ path, methods: [] });
    }
    for (const method of methods) known.add(method);
    const entry = entries.find((e) => e.path === path);
    if (entry) entry.methods = [...known].sort();
  });
  return entries;
}

function openApiDocument(routes: readonly RouteEntry[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const parameters = [...route.path.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[route.path] = Object.fromEntries(
      route.methods.map((method) => [
        method.toLowerCase(),
        {
          operationId: `${method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
          ...(parameters.length > 0 ? { parameters } : {}),
          responses: { '200': { description: 'Successful operation' } },
          security: [{ ApiKey: [] }],
        },
      ]),
    );
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Store API of the plastics enquiry shop',
      description:
        'The Shopware 6 Store API operations this server implements; payloads and answers follow Shopware 6.7.',
      version: '6.7.0.0',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'sw-access-key' } },
    },
  };
}

export function registerInfoRoutes(app: FastifyInstance, routes: readonly RouteEntry[]): void {
  app.get('/_info/routes', async () => ({
    endpoints: routes.map((route) => ({ methods: route.methods, path: `/store-api${route.path}` })),
  }));
  app.get('/_info/openapi3.json', async (request: FastifyRequest<{ Querystring: { type?: string } }>) => {
    const type = request.query.type ?? 'jsonapi';
    if (type !== 'jsonapi' && type !== 'json') throw contentErrors.invalidApiType(String(type));
    return openApiDocument(routes, `${new URL(app.serverOptions.publicUrl).origin}/store-api`);
  });
}
