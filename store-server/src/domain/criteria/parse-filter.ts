import type { ErrorDescription } from '../errors.js';
import { REQUEST_LIMITS } from '../limits.js';
import type { CriteriaBudget } from './criteria-budget.js';
import { criteriaErrors } from './criteria-errors.js';
import { filterValueProblem } from './filter-values.js';
import type { CriteriaDefinition, FieldType, Filter, RangeParameters, Scalar } from './types.js';
import { isJsonObject } from '../json-object.js';

// Filter parsing after Shopware's QueryStringParser::fromArray, with field names checked against the
// route's allowlist so that nothing a client sends is ever used as an SQL identifier, values checked against
// the field's type (filter-values.ts), and the request's budget of filters, values and nesting depth
// (REQUEST_LIMITS) kept: beyond it the parser reads no further.

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> => isJsonObject(value);

const isScalar = (value: Json): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** `translationCode.code` and `language.translationCode.code` name the same field of the language entity. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]{0,99}$/;

/** A definition without fields: an association Shopware has but this server only answers with null or []. */
export function isOpaque(definition: CriteriaDefinition): boolean {
  return Object.keys(definition.fields).length === 0;
}

export function resolveField(
  raw: Json,
  definition: CriteriaDefinition,
): { field: string; type: FieldType } | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  const field = raw.startsWith(`${definition.entity}.`) ? raw.slice(definition.entity.length + 1) : raw;
  const type = definition.fields[field];
  if (type !== undefined) return { field, type };
  // An entity this server keeps no data for (no fields): its criteria are accepted and not applied.
  if (isOpaque(definition) && FIELD_NAME.test(field)) return { field, type: 'string' };
  return undefined;
}

export class FilterParser {
  constructor(
    private readonly definition: CriteriaDefinition,
    private readonly errors: ErrorDescription[],
    private readonly budget: CriteriaBudget,
  ) {}

  /** A list of filters; `depth` is the nesting depth of the list's filters (1 at the top level). */
  parseList(raw: Json, pointer: string, depth = 1): Filter[] {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      this.errors.push(
        criteriaErrors.invalidFilter(pointer, 'The filter parameter has to be a list of filters.'),
      );
      return [];
    }
    const filters: Filter[] = [];
    for (const [index, item] of raw.entries()) {
      if (this.budget.exhausted('filterNodes') || this.budget.exhausted('filterValues')) break;
      const filter = this.parse(item, `${pointer}/${index}`, depth);
      if (filter) filters.push(filter);
    }
    return filters;
  }

  parse(raw: Json, pointer: string, depth = 1): Filter | undefined {
    if (!this.budget.take('filterNodes', pointer)) return undefined;
    if (depth > REQUEST_LIMITS.filterDepth) {
      const limit = REQUEST_LIMITS.filterDepth;
      this.errors.push(
        criteriaErrors.invalidFilter(pointer, `Filters may be nested at most ${limit} levels deep.`, {
          limit,
        }),
      );
      return undefined;
    }
    if (!isRecord(raw)) {
      this.errors.push(criteriaErrors.invalidFilter(pointer, 'A filter has to be an object.'));
      return undefined;
    }
    const type = raw.type;
    if (typeof type !== 'string' || type === '') {
      this.errors.push(criteriaErrors.invalidFilter(pointer, 'Value for filter type is required.'));
      return undefined;
    }
    switch (type) {
      case 'equals':
        return this.equals(raw, pointer);
      case 'equalsAny':
      case 'equalsAll':
        return this.equalsAnyOrAll(raw, pointer, type);
      case 'contains':
      case 'prefix':
      case 'suffix':
        return this.text(raw, pointer, type);
      case 'range':
        return this.range(raw, pointer);
      case 'since':
      case 'until':
        return this.sinceOrUntil(raw, pointer, type);
      case 'multi':
      case 'not':
        return this.composite(raw, pointer, depth, type, raw.operator);
      case 'and':
      case 'or':
        return this.composite(raw, pointer, depth, 'multi', type);
      case 'nand':
      case 'nor':
        return this.composite(raw, pointer, depth, 'not', type === 'nand' ? 'and' : 'or');
      default:
        this.errors.push(
          criteriaErrors.invalidFilter(`${pointer}/type`, `Unsupported filter type: ${type.slice(0, 100)}`),
        );
        return undefined;
    }
  }

  private field(
    raw: Record<string, Json>,
    pointer: string,
    type: string,
  ): { field: string; type: FieldType } | undefined {
    if (raw.field === undefined || raw.field === null || raw.field === '') {
      this.errors.push(
        criteriaErrors.invalidFilter(`${pointer}/field`, `Parameter "field" for ${type} filter is missing.`),
      );
      return undefined;
    }
    const resolved = resolveField(raw.field, this.definition);
    if (!resolved) {
      this.errors.push(
        criteriaErrors.unmappedField(`${pointer}/field`, String(raw.field), this.definition.entity),
      );
      return undefined;
    }
    if (this.definition.manyValued?.has(resolved.field) && !this.budget.take('manyValuedFilters', pointer))
      return undefined;
    return resolved;
  }

  /** Checks values against the field's type and counts them; false (with errors) when one is refused. */
  private values(
    values: readonly Scalar[],
    field: { field: string; type: FieldType } | undefined,
    pointer: string,
    text = false,
  ): boolean {
    if (!this.budget.take('filterValues', pointer, values.length)) return false;
    if (field === undefined) return true;
    for (const value of values) {
      const problem = filterValueProblem(value, field.field, field.type, pointer, text);
      if (problem) {
        this.errors.push(problem);
        return false;
      }
    }
    return true;
  }

  private equals(raw: Record<string, Json>, pointer: string): Filter | undefined {
    const field = this.field(raw, pointer, 'equals');
    if (!('value' in raw)) {
      this.errors.push(
        criteriaErrors.invalidFilter(`${pointer}/value`, 'Parameter "value" for equals filter is missing.'),
      );
      return undefined;
    }
    if (!isScalar(raw.value)) {
      this.errors.push(
        criteriaErrors.invalidFilter(`${pointer}/value`, 'The value of an equals filter must be scalar.'),
      );
      return undefined;
    }
    if (!this.values([raw.value], field, `${pointer}/value`)) return undefined;
    return field === undefined ? undefined : { type: 'equals', field: field.field, value: raw.value };
  }

  private equalsAnyOrAll(
    raw: Record<string, Json>,
    pointer: string,
    type: 'equalsAny' | 'equalsAll',
  ): Filter | undefined {
    const field = this.field(raw, pointer, type);
    const value = raw.value;
    const limit = REQUEST_LIMITS.listValues;
    const values: Json[] | undefined =
      typeof value === 'string' ? value.split('|', limit + 1) : Array.isArray(value) ? value : undefined;
    if (values === undefined || values.length === 0 || !values.every(isScalar)) {
      this.errors.push(
        criteriaErrors.invalidFilter(
          `${pointer}/value`,
          `Parameter "value" for ${type} filter must be a non-empty list.`,
        ),
      );
      return undefined;
    }
    if (values.length > limit) {
      this.errors.push(
        criteriaErrors.invalidFilter(
          `${pointer}/value`,
          `Parameter "value" for ${type} filter may hold at most ${limit} values.`,
          { limit },
        ),
      );
      return undefined;
    }
    const scalars = values as Scalar[];
    if (!this.values(scalars, field, `${pointer}/value`) || field === undefined) return undefined;
    if (type === 'equalsAny') return { type: 'equalsAny', field: field.field, values: scalars };
    return {
      type: 'multi',
      operator: 'and',
      queries: scalars.map((v) => ({ type: 'equals', field: field.field, value: v })),
    };
  }

  private text(
    raw: Record<string, Json>,
    pointer: string,
    type: 'contains' | 'prefix' | 'suffix',
  ): Filter | undefined {
    const field = this.field(raw, pointer, type);
    const value = raw.value;
    if (typeof value !== 'string' && typeof value !== 'number') {
      this.errors.push(
        criteriaErrors.invalidFilter(`${pointer}/value`, `Parameter "value" for ${type} filter is missing.`),
      );
      return undefined;
    }
    if (!this.values([value], field, `${pointer}/value`, true)) return undefined;
    return field === undefined ? undefined : { type, field: field.field, value: String(value) };
  }

  private range(raw: Record<string, Json>, pointer: string): Filter | undefined {
    const field = this.field(raw, pointer, 'range');
    const parameters = raw.parameters;
    if (!isRecord(parameters)) {
      this.errors.push(
        criteriaErrors.invalidFilter(
          `${pointer}/parameters`,
          'Parameter "parameters" for range filter is missing.',
        ),
      );
      return undefined;
    }
    const result: RangeParameters = {};
    for (const [key, value] of Object.entries(parameters)) {
      if (
        (key !== 'gte' && key !== 'gt' && key !== 'lte' && key !== 'lt') ||
        (typeof value !== 'number' && typeof value !== 'string')
      ) {
        this.errors.push(
          criteriaErrors.invalidFilter(
            `${pointer}/parameters/${key.slice(0, 20)}`,
            `Invalid range parameter "${key.slice(0, 20)}".`,
          ),
        );
        return undefined;
      }
      if (!this.values([value], field, `${pointer}/parameters/${key}`)) return undefined;
      result[key] = value;
    }
    return field === undefined ? undefined : { type: 'range', field: field.field, parameters: result };
  }

  private sinceOrUntil(
    raw: Record<string, Json>,
    pointer: string,
    type: 'since' | 'until',
  ): Filter | undefined {
    const field = this.field(raw, pointer, type);
    if (typeof raw.value !== 'string' && typeof raw.value !== 'number') {
      this.errors.push(
        criteriaErrors.invalidFilter(`${pointer}/value`, `Parameter "value" for ${type} filter is missing.`),
      );
      return undefined;
    }
    if (!this.values([raw.value], field, `${pointer}/value`)) return undefined;
    const parameters: RangeParameters = type === 'since' ? { gte: raw.value } : { lte: raw.value };
    return field === undefined ? undefined : { type: 'range', field: field.field, parameters };
  }

  private composite(
    raw: Record<string, Json>,
    pointer: string,
    depth: number,
    type: 'multi' | 'not',
    operator: Json,
  ): Filter | undefined {
    const queries = this.parseList(raw.queries, `${pointer}/queries`, depth + 1);
    // Shopware: the operator is case-insensitive and anything other than OR means AND.
    const op = typeof operator === 'string' && operator.toLowerCase() === 'or' ? 'or' : 'and';
    return { type, operator: op, queries };
  }
}
