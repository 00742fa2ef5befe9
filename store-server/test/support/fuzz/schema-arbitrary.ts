import fc from 'fast-check';

// Valid values for a JSON schema of the official Store API document, as fast-check arbitraries: $ref, allOf,
// anyOf/oneOf, enum/const, objects (required keys always, optional ones sometimes), arrays, strings, numbers.
// Strings are drawn from pools chosen by property name (ids, emails, field names…) so that valid requests
// often reach the real data instead of stopping at the first validation.

export type JsonSchema = Record<string, unknown>;

export interface ValuePools {
  /** Ids that exist (products, categories, addresses…) mixed with random ones. */
  ids: fc.Arbitrary<string>;
  emails: fc.Arbitrary<string>;
  passwords: fc.Arbitrary<string>;
  /** Entity field names for filters, sorting, aggregations, associations, includes. */
  fields: fc.Arbitrary<string>;
  urls: fc.Arbitrary<string>;
  /** The sw-language-id header: the sales channel's languages, sometimes another id. */
  languages: fc.Arbitrary<string>;
}

export interface SchemaContext {
  document: JsonSchema;
  pools: ValuePools;
  /** Below this depth optional properties and array items are left out. */
  maxDepth: number;
}

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function resolveRef(document: JsonSchema, schema: unknown): JsonSchema {
  let current = schema;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const ref: string = current.$ref;
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
  }
  return isObject(current) ? current : {};
}

/** allOf merged into one schema (properties and required united), references resolved. */
export function flatten(document: JsonSchema, schema: unknown): JsonSchema {
  const resolved = resolveRef(document, schema);
  if (!Array.isArray(resolved.allOf)) return resolved;
  const parts = [{ ...resolved, allOf: undefined }, ...resolved.allOf].map((part) => flatten(document, part));
  const merged: JsonSchema = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (value === undefined) continue;
      if (key === 'properties' && isObject(value))
        merged.properties = { ...((merged.properties as JsonSchema) ?? {}), ...value };
      else if (key === 'required' && Array.isArray(value))
        merged.required = [...new Set([...((merged.required as string[]) ?? []), ...value])];
      else merged[key] = value;
    }
  }
  return merged;
}

const words = fc.constantFrom('', 'a', 'PE', 'Platte', 'sheet 10 mm', 'Müller', 'x y z', '10', 'true');

function stringFor(schema: JsonSchema, name: string, pools: ValuePools): fc.Arbitrary<string> {
  if (name === 'id' || name === 'ids' || /Ids?$/.test(name) || schema.pattern === '^[0-9a-f]{32}$')
    return pools.ids;
  if (/email|username/i.test(name) || schema.format === 'email') return pools.emails;
  if (/password/i.test(name)) return pools.passwords;
  if (/url/i.test(name) || schema.format === 'uri') return pools.urls;
  if (['field', 'fields', 'grouping', 'includes', 'excludes', 'associations'].includes(name))
    return pools.fields;
  if (schema.format === 'date-time') return fc.constantFrom('2026-01-01T00:00:00.000+00:00', '2026-11-23');
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return fc.oneof(words, fc.string({ maxLength: 12 })).filter((text) => text.length >= minLength);
}

function numberFor(schema: JsonSchema, name: string, integer: boolean): fc.Arbitrary<number> {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : name === 'limit' || name === 'page' || name === 'p'
        ? 1
        : -2;
  const max = typeof schema.maximum === 'number' ? schema.maximum : name === 'limit' ? 100 : 30;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

export function schemaArbitrary(
  schema: unknown,
  context: SchemaContext,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const flat = flatten(context.document, schema);
  if ('const' in flat) return fc.constant(flat.const);
  if (Array.isArray(flat.enum) && flat.enum.length > 0) return fc.constantFrom(...(flat.enum as unknown[]));
  const choices = (flat.oneOf ?? flat.anyOf) as unknown[] | undefined;
  if (Array.isArray(choices) && choices.length > 0) {
    const usable = depth >= context.maxDepth ? choices.slice(0, 1) : choices;
    return fc.oneof(...usable.map((choice) => schemaArbitrary(choice, context, name, depth + 1)));
  }
  const type = Array.isArray(flat.type) ? (flat.type[0] as string) : (flat.type as string | undefined);
  if (type === 'array' || (type === undefined && isObject(flat.items))) {
    const minLength = typeof flat.minItems === 'number' ? flat.minItems : 0;
    const maxLength = depth >= context.maxDepth ? minLength : Math.max(minLength, 3);
    return fc.array(schemaArbitrary(flat.items ?? {}, context, name, depth + 1), { minLength, maxLength });
  }
  if (
    type === 'object' ||
    (type === undefined && (isObject(flat.properties) || isObject(flat.additionalProperties)))
  )
    return objectArbitrary(flat, context, name, depth);
  if (type === 'string') return stringFor(flat, name, context.pools);
  if (type === 'integer') return numberFor(flat, name, true);
  if (type === 'number') return numberFor(flat, name, false);
  if (type === 'boolean') return fc.boolean();
  if (type === 'null') return fc.constant(null);
  return fc.oneof(fc.constant(null), fc.boolean(), fc.integer({ min: 0, max: 9 }), words);
}

function objectArbitrary(
  flat: JsonSchema,
  context: SchemaContext,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = isObject(flat.properties) ? flat.properties : {};
  const required = Array.isArray(flat.required) ? (flat.required as string[]) : [];
  const deep = depth >= context.maxDepth;
  const keys = Object.keys(properties).filter((key) => required.includes(key) || !deep);
  const model = Object.fromEntries(
    keys.map((key) => [key, schemaArbitrary(properties[key], context, key, depth + 1)]),
  );
  // Optional keys are left out three times in four, so that a valid request is often also a sensible one.
  const sparse = Object.fromEntries(
    Object.entries(model).map(([key, arbitrary]) => [
      key,
      required.includes(key)
        ? arbitrary
        : fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 }),
    ]),
  );
  const record = fc
    .record(sparse)
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)));
  if (!isObject(flat.additionalProperties) || deep) return record;
  const extra = fc.dictionary(
    name === 'associations' || name === 'includes' ? context.pools.fields : words,
    schemaArbitrary(flat.additionalProperties, context, name, depth + 1),
    { maxKeys: 2 },
  );
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}
