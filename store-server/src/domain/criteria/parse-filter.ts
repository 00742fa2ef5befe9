import { criteriaErrors } from './criteria-errors.js';
import type { ErrorDescription } from '../errors.js';
import type { CriteriaDefinition, FieldType, Filter, RangeParameters, Scalar } from './types.js';

// Filter parsing after Shopware's QueryStringParser::fromArray, with field names checked against the
// route's allowlist so that nothing a client sends is ever used as an SQL identifier.

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: Json): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** `translationCode.code` and `language.translationCode.code` name the same field of the language entity. */
export function resolveField(
  raw: Json,
  definition: CriteriaDefinition,
): { field: string; type: FieldType } | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  const field = raw.startsWith(`${definition.entity}.`) ? raw.slice(definition.entity.length + 1) : raw;
  const type = definition.fields[field];
  return type === undefined ? undefined : { field, type };
}

export class FilterParser {
  constructor(
    private readonly definition: CriteriaDefinition,
    private readonly errors: ErrorDescription[],
  ) {}

  parseList(raw: Json, pointer: string): Filter[] {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      this.errors.push(
        criteriaErrors.invalidFilter(pointer, 'The filter parameter has to be a list of filters.'),
      );
      return [];
    }
    return raw.flatMap((item, index) => {
      const filter = this.parse(item, `${pointer}/${index}`);
      return filter ? [filter] : [];
    });
  }

  parse(raw: Json, pointer: string): Filter | undefined {
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
        return this.composite(raw, pointer, type, raw.operator);
      case 'and':
      case 'or':
        return this.composite(raw, pointer, 'multi', type);
      case 'nand':
      case 'nor':
        return this.composite(raw, pointer, 'not', type === 'nand' ? 'and' : 'or');
      default:
        this.errors.push(criteriaErrors.invalidFilter(`${pointer}/type`, `Unsupported filter type: ${type}`));
        return undefined;
    }
  }

  private field(raw: Record<string, Json>, pointer: string, type: string): string | undefined {
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
    return resolved.field;
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
    return field === undefined ? undefined : { type: 'equals', field, value: raw.value };
  }

  private equalsAnyOrAll(
    raw: Record<string, Json>,
    pointer: string,
    type: 'equalsAny' | 'equalsAll',
  ): Filter | undefined {
    const field = this.field(raw, pointer, type);
    const value = raw.value;
    const values: Json[] | undefined =
      typeof value === 'string' ? value.split('|') : Array.isArray(value) ? value : undefined;
    if (values === undefined || values.length === 0 || !values.every(isScalar)) {
      this.errors.push(
        criteriaErrors.invalidFilter(
          `${pointer}/value`,
          `Parameter "value" for ${type} filter must be a non-empty list.`,
        ),
      );
      return undefined;
    }
    if (field === undefined) return undefined;
    const scalars = values as Scalar[];
    if (type === 'equalsAny') return { type: 'equalsAny', field, values: scalars };
    return {
      type: 'multi',
      operator: 'and',
      queries: scalars.map((v) => ({ type: 'equals', field, value: v })),
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
    return field === undefined ? undefined : { type, field, value: String(value) };
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
          criteriaErrors.invalidFilter(`${pointer}/parameters/${key}`, `Invalid range parameter "${key}".`),
        );
        return undefined;
      }
      result[key] = value;
    }
    return field === undefined ? undefined : { type: 'range', field, parameters: result };
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
    const parameters: RangeParameters = type === 'since' ? { gte: raw.value } : { lte: raw.value };
    return field === undefined ? undefined : { type: 'range', field, parameters };
  }

  private composite(
    raw: Record<string, Json>,
    pointer: string,
    type: 'multi' | 'not',
    operator: Json,
  ): Filter | undefined {
    const queries = this.parseList(raw.queries, `${pointer}/queries`);
    // Shopware: the operator is case-insensitive and anything other than OR means AND.
    const op = typeof operator === 'string' && operator.toLowerCase() === 'or' ? 'or' : 'and';
    return { type, operator: op, queries };
  }
}
