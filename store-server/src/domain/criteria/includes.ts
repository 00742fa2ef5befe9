// Response shaping by `includes` / `excludes`, keyed by apiAlias, after Shopware's StructEncoder:
// an object whose apiAlias is listed keeps only the listed properties (apiAlias always stays).

export type FieldMap = Record<string, string[]>;

export function applyIncludes(
  value: unknown,
  includes: FieldMap | null,
  excludes: FieldMap | null = null,
): unknown {
  if (!includes && !excludes) return value;
  return shape(value, includes ?? {}, excludes ?? {});
}

function shape(value: unknown, includes: FieldMap, excludes: FieldMap): unknown {
  if (Array.isArray(value)) return value.map((item) => shape(item, includes, excludes));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const alias = typeof record.apiAlias === 'string' ? record.apiAlias : undefined;
  const allowed = alias !== undefined ? includes[alias] : undefined;
  const denied = alias !== undefined ? excludes[alias] : undefined;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    if (key !== 'apiAlias') {
      if (allowed && !allowed.includes(key)) continue;
      if (denied && denied.includes(key)) continue;
    }
    result[key] = shape(item, includes, excludes);
  }
  return result;
}
