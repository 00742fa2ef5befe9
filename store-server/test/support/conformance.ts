import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { applySchemaOverrides, withoutRequiredProperties } from './schema-overrides.js';

// Validates Store API responses against the official OpenAPI document shipped in @shopware/api-client
// (Shopware 6.7.13), with the overrides of schema-overrides.ts. The response schema is picked by path
// template, method and status; error statuses the document does not list are checked against its generic
// `failure` envelope.

type JsonObject = Record<string, unknown>;
const DOCUMENT_ID = 'store-api';
const PARTIAL_DOCUMENT_ID = 'store-api-partial';

const require = createRequire(import.meta.url);
const schemaFile = join(
  dirname(require.resolve('@shopware/api-client')),
  '..',
  'api-types',
  'storeApiSchema.json',
);
const document = applySchemaOverrides(JSON.parse(readFileSync(schemaFile, 'utf8')) as JsonObject);
const paths = document.paths as Record<string, Record<string, JsonObject>>;

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, validateFormats: true });
addFormats(ajv);
for (const format of ['int32', 'int64', 'float', 'double']) ajv.addFormat(format, true);
ajv.addSchema(document, DOCUMENT_ID);
ajv.addSchema(withoutRequiredProperties(structuredClone(document)), PARTIAL_DOCUMENT_ID);

const templates = Object.keys(paths).map((template) => ({
  template,
  params: (template.match(/\{/g) ?? []).length,
  pattern: new RegExp(
    `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
  ),
}));

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const validators = new Map<string, ValidateFunction>();

function validatorFor(pointer: string, partial: boolean): ValidateFunction {
  const ref = `${partial ? PARTIAL_DOCUMENT_ID : DOCUMENT_ID}#${pointer}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

function resolveResponse(
  response: JsonObject | undefined,
  pointer: string,
): { response: JsonObject; pointer: string } | undefined {
  if (!response) return undefined;
  const ref = response.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/responses/', '');
    const target = (document.components as Record<string, Record<string, JsonObject>>).responses?.[name];
    return target ? { response: target, pointer: `/components/responses/${escapePointer(name)}` } : undefined;
  }
  return { response, pointer };
}

/** The JSON pointer of the response schema for a Store API call, or of the generic failure envelope. */
export function responseSchemaPointer(method: string, path: string, status: number): string {
  const matching = templates.filter((t) => t.pattern.test(path)).sort((a, b) => a.params - b.params);
  const failure = '/components/schemas/failure';
  for (const { template } of matching) {
    const operation = paths[template]?.[method.toLowerCase()];
    if (!operation) continue;
    const responses = operation.responses as Record<string, JsonObject>;
    const base = `/paths/${escapePointer(template)}/${method.toLowerCase()}/responses/${status}`;
    const resolved = resolveResponse(responses[String(status)], base);
    if (!resolved) {
      if (status >= 400) return failure;
      throw new Error(`The schema lists no ${status} response for ${method} ${template}`);
    }
    const content = resolved.response.content as Record<string, JsonObject> | undefined;
    if (!content?.['application/json']?.schema)
      throw new Error(`No JSON schema for ${status} of ${method} ${template}`);
    return `${resolved.pointer}/content/application~1json/schema`;
  }
  if (status >= 400) return failure;
  throw new Error(`The Store API schema has no operation ${method} ${path}`);
}

/**
 * Throws with ajv's findings when a response does not match the official schema. `partial` is for requests
 * that asked for `includes`/`excludes`: they get only the fields they named (see withoutRequiredProperties).
 */
export function assertConformant(
  method: string,
  storeApiPath: string,
  status: number,
  body: unknown,
  partial = false,
): void {
  if (method === 'OPTIONS' || status === 204) return;
  const pointer = responseSchemaPointer(method, storeApiPath, status);
  const validate = validatorFor(pointer, partial && status < 400);
  if (!validate(body)) {
    const findings = (validate.errors ?? [])
      .slice(0, 12)
      .map((error) => `  ${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
      .join('\n');
    throw new Error(
      `${method} ${storeApiPath} → ${status} does not match the Store API schema (${pointer}):\n${findings}`,
    );
  }
}
