import { STORE_API_MAX_LIMIT } from '../../constants.js';
import { StoreApiError, type ErrorDescription } from '../errors.js';
import { isHexId } from '../ids.js';
import { REQUEST_LIMITS } from '../limits.js';
import { CriteriaBudget } from './criteria-budget.js';
import { criteriaErrors } from './criteria-errors.js';
import { parseAggregations } from './parse-aggregations.js';
import { FilterParser, resolveField } from './parse-filter.js';
import { associationTarget } from './shopware-associations.js';
import type { Criteria, CriteriaDefinition, Sorting, TotalCountMode } from './types.js';
import { isJsonObject } from '../json-object.js';

// Criteria parsing after Shopware's RequestCriteriaBuilder. All problems are collected and reported together
// as one 400 (Shopware's SearchRequestException), each with a source.pointer into the request. What a
// request may ask for is bounded (REQUEST_LIMITS): page × limit, the term's length, sortings, ids, includes,
// associations, and across all levels filters, their values and aggregations (CriteriaBudget).

export interface CriteriaOptions {
  maxLimit?: number;
  /** The limit when the request gives none (Shopware: the store max limit). */
  defaultLimit?: number;
}

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> => isJsonObject(value);

const TOTAL_COUNT_MODES: Record<string, TotalCountMode> = {
  none: 'none',
  exact: 'exact',
  'next-pages': 'next-pages',
  '0': 'none',
  '1': 'exact',
  '2': 'next-pages',
};

export function parseCriteria(
  input: Json,
  definition: CriteriaDefinition,
  options: CriteriaOptions = {},
): Criteria {
  const errors: ErrorDescription[] = [];
  const budget = new CriteriaBudget(errors);
  const criteria = parseInto(input ?? {}, definition, options, '', errors, { budget, depth: 0 });
  const [first, ...more] = errors;
  if (first) throw new StoreApiError(first, ...more);
  return criteria;
}

function parseInto(
  input: Json,
  definition: CriteriaDefinition,
  options: CriteriaOptions,
  pointer: string,
  errors: ErrorDescription[],
  level: { budget: CriteriaBudget; depth: number },
): Criteria {
  const { budget } = level;
  const maxLimit = options.maxLimit ?? STORE_API_MAX_LIMIT;
  const criteria: Criteria = {
    page: 1,
    limit: options.defaultLimit ?? maxLimit,
    ids: null,
    term: null,
    filters: [],
    postFilters: [],
    sort: [],
    associations: {},
    aggregations: [],
    includes: null,
    excludes: null,
    totalCountMode: 'none',
  };
  if (!isRecord(input)) {
    errors.push(criteriaErrors.invalidParameter(pointer || '/', 'The criteria has to be an object.'));
    return criteria;
  }
  const filters = new FilterParser(definition, errors, budget);

  if (input.limit !== undefined && input.limit !== null) {
    const limit = toInteger(input.limit);
    if (limit === undefined || limit < 1)
      errors.push(criteriaErrors.invalidLimit(`${pointer}/limit`, input.limit));
    else if (limit > maxLimit) errors.push(criteriaErrors.limitExceeded(`${pointer}/limit`, maxLimit));
    else {
      criteria.limit = limit;
      criteria.limited = true;
    }
  }
  if (input.page !== undefined && input.page !== null) {
    const page = toInteger(input.page);
    if (page === undefined || page < 1)
      errors.push(criteriaErrors.invalidPage(`${pointer}/page`, input.page));
    else if (page * criteria.limit > REQUEST_LIMITS.resultWindow)
      errors.push(
        criteriaErrors.pageBeyondWindow(`${pointer}/page`, page, criteria.limit, REQUEST_LIMITS.resultWindow),
      );
    else criteria.page = page;
  }
  if (input.ids !== undefined) criteria.ids = parseIds(input.ids, `${pointer}/ids`, errors);
  if (input.term !== undefined && input.term !== null) {
    const limit = REQUEST_LIMITS.termLength;
    if (typeof input.term !== 'string')
      errors.push(criteriaErrors.invalidParameter(`${pointer}/term`, 'The term has to be a string.'));
    else if (input.term.length > limit)
      errors.push(
        criteriaErrors.invalidParameter(
          `${pointer}/term`,
          `The term may be at most ${limit} characters long.`,
          {
            limit,
          },
        ),
      );
    else if (input.term.trim() !== '') criteria.term = input.term.trim();
  }
  criteria.filters = filters.parseList(input.filter, `${pointer}/filter`);
  // Shopware also reads `query` (scored queries); only their filters count here.
  criteria.postFilters = filters.parseList(input['post-filter'], `${pointer}/post-filter`);
  criteria.sort = parseSort(input.sort, definition, `${pointer}/sort`, errors);
  criteria.aggregations = parseAggregations(
    input.aggregations,
    definition,
    `${pointer}/aggregations`,
    errors,
    budget,
  );
  criteria.totalCountMode = parseTotalCountMode(
    input['total-count-mode'],
    `${pointer}/total-count-mode`,
    errors,
  );
  const fields = { left: REQUEST_LIMITS.includeFields };
  criteria.includes = parseFieldMap(input.includes, `${pointer}/includes`, errors, fields);
  criteria.excludes = parseFieldMap(input.excludes, `${pointer}/excludes`, errors, fields);
  if (input.grouping !== undefined && input.grouping !== null) {
    const list = Array.isArray(input.grouping) ? input.grouping : [input.grouping];
    const grouping: string[] = [];
    for (const [index, raw] of list.slice(0, REQUEST_LIMITS.sortings + 1).entries()) {
      const resolved = resolveField(raw, definition);
      if (index >= REQUEST_LIMITS.sortings)
        errors.push(
          criteriaErrors.invalidParameter(
            `${pointer}/grouping`,
            `A criteria may group by at most ${REQUEST_LIMITS.sortings} fields.`,
            { limit: REQUEST_LIMITS.sortings },
          ),
        );
      else if (!resolved || definition.manyValued?.has(resolved.field))
        errors.push(
          criteriaErrors.unmappedField(`${pointer}/grouping/${index}`, String(raw), definition.entity),
        );
      else grouping.push(resolved.field);
    }
    if (grouping.length > 0) criteria.grouping = grouping;
  }
  const partial = parseFields(input.fields, `${pointer}/fields`, errors, fields);
  if (partial) criteria.includes = { ...criteria.includes, [definition.entity]: partial };

  if (input.associations !== undefined && input.associations !== null) {
    if (!isRecord(input.associations)) {
      // PHP clients send an empty array for "no associations".
      if (!(Array.isArray(input.associations) && input.associations.length === 0)) {
        errors.push(
          criteriaErrors.invalidParameter(
            `${pointer}/associations`,
            'The associations have to be an object.',
          ),
        );
      }
    } else if (level.depth >= REQUEST_LIMITS.associationDepth) {
      const limit = REQUEST_LIMITS.associationDepth;
      errors.push(
        criteriaErrors.invalidParameter(
          `${pointer}/associations`,
          `Associations may be nested at most ${limit} levels deep.`,
          { limit },
        ),
      );
    } else {
      for (const [name, nested] of Object.entries(input.associations)) {
        if (!budget.take('associations', `${pointer}/associations/${name}`)) break;
        const nestedDefinition = associationDefinition(definition, name);
        if (!nestedDefinition) {
          errors.push(criteriaErrors.associationNotFound(`${pointer}/associations/${name}`, name));
          continue;
        }
        const nestedInput = Array.isArray(nested) && nested.length === 0 ? {} : nested;
        criteria.associations[name] = parseInto(
          nestedInput,
          nestedDefinition,
          options,
          `${pointer}/associations/${name}`,
          errors,
          { budget, depth: level.depth + 1 },
        );
      }
    }
  }
  return criteria;
}

/**
 * The definition of an association: the one the route models, else, for a name Shopware's entity really has
 * (SHOPWARE_ASSOCIATIONS), one without fields whose criteria are accepted and not applied. Only names that are
 * no association of the entity at all are refused, as Shopware does.
 */
function associationDefinition(definition: CriteriaDefinition, name: string): CriteriaDefinition | undefined {
  if (Object.hasOwn(definition.associations, name)) return definition.associations[name];
  const target = associationTarget(definition.entity, name);
  return target === undefined ? undefined : { entity: target.entity, fields: {}, associations: {} };
}

function toInteger(value: Json): number | undefined {
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

function parseIds(raw: Json, pointer: string, errors: ErrorDescription[]): string[] | null {
  const limit = REQUEST_LIMITS.listValues;
  const ids = typeof raw === 'string' ? raw.split('|', limit + 1).filter((id) => id !== '') : raw;
  if (!Array.isArray(ids)) {
    errors.push(
      criteriaErrors.invalidParameter(pointer, 'The ids have to be a list or a "|"-separated string.'),
    );
    return null;
  }
  if (ids.length > limit) {
    errors.push(
      criteriaErrors.invalidParameter(pointer, `The ids may hold at most ${limit} ids.`, { limit }),
    );
    return null;
  }
  const result: string[] = [];
  ids.forEach((id: Json, index) => {
    if (isHexId(id)) result.push(id);
    else errors.push(criteriaErrors.invalidUuid(`${pointer}/${index}`, String(id)));
  });
  return result;
}

function parseSort(
  raw: Json,
  definition: CriteriaDefinition,
  pointer: string,
  errors: ErrorDescription[],
): Sorting[] {
  if (raw === undefined || raw === null) return [];
  // GET requests may write `sort=-name,id` as Shopware's QueryStringParser allows.
  const items: Json[] | undefined =
    typeof raw === 'string'
      ? raw
          .split(',', REQUEST_LIMITS.sortings + 1)
          .map((part) => ({ field: part.replace(/^[-+]/, ''), order: part.startsWith('-') ? 'DESC' : 'ASC' }))
      : Array.isArray(raw)
        ? raw
        : undefined;
  if (!items) {
    errors.push(criteriaErrors.invalidSort(pointer, 'The sort parameter has to be a list of sortings.'));
    return [];
  }
  const limit = REQUEST_LIMITS.sortings;
  if (items.length > limit) {
    errors.push(criteriaErrors.invalidSort(pointer, `At most ${limit} sortings are allowed.`, { limit }));
    return [];
  }
  return items.flatMap((item, index) => {
    const at = `${pointer}/${index}`;
    if (!isRecord(item)) {
      errors.push(criteriaErrors.invalidSort(at, 'A sorting has to be an object.'));
      return [];
    }
    const resolved = resolveField(item.field, definition);
    if (!resolved) {
      errors.push(criteriaErrors.unmappedField(`${at}/field`, String(item.field), definition.entity));
      return [];
    }
    const order = typeof item.order === 'string' && item.order.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
    return [{ field: resolved.field, order, naturalSorting: item.naturalSorting === true }];
  });
}

function parseTotalCountMode(raw: Json, pointer: string, errors: ErrorDescription[]): TotalCountMode {
  if (raw === undefined || raw === null) return 'none';
  const mode = TOTAL_COUNT_MODES[String(raw)];
  if (mode === undefined) {
    errors.push(
      criteriaErrors.invalidParameter(pointer, 'The total-count-mode has to be none, exact or next-pages.'),
    );
    return 'none';
  }
  return mode;
}

/**
 * `fields` (Shopware's partial data loading): the entity answers only the named fields, with its id, apiAlias and
 * the translations of those fields. A dotted path (`cover.media.url`) keeps its first part whole. Counted against
 * the includes limit; anything but a list of field names is refused.
 */
function parseFields(
  raw: Json,
  pointer: string,
  errors: ErrorDescription[],
  fields: { left: number },
): string[] | null {
  if (raw === undefined || raw === null) return null;
  if (Array.isArray(raw) && raw.length === 0) return null;
  const list = typeof raw === 'string' ? raw.split(',', REQUEST_LIMITS.includeFields + 1) : raw;
  if (!Array.isArray(list) || !list.every((field) => typeof field === 'string' && field !== '')) {
    errors.push(criteriaErrors.invalidParameter(pointer, 'The fields have to be a list of field names.'));
    return null;
  }
  fields.left -= list.length;
  if (fields.left < 0) {
    const limit = REQUEST_LIMITS.includeFields;
    errors.push(
      criteriaErrors.invalidParameter(
        pointer,
        `Includes, excludes and fields may name at most ${limit} fields.`,
        {
          limit,
        },
      ),
    );
    return null;
  }
  const names = new Set(['id', 'translated']);
  for (const field of list as string[]) names.add(field.split('.')[0] ?? field);
  return [...names];
}

/** includes / excludes: a map keyed by apiAlias to a list of property names. */
function parseFieldMap(
  raw: Json,
  pointer: string,
  errors: ErrorDescription[],
  fields: { left: number },
): Record<string, string[]> | null {
  if (raw === undefined || raw === null) return null;
  if (Array.isArray(raw) && raw.length === 0) return null;
  if (!isRecord(raw)) {
    errors.push(
      criteriaErrors.invalidParameter(pointer, 'The value has to be a map from apiAlias to field names.'),
    );
    return null;
  }
  const result: Record<string, string[]> = {};
  for (const [alias, names] of Object.entries(raw)) {
    const list = typeof names === 'string' ? names.split(',', REQUEST_LIMITS.includeFields + 1) : names;
    // Every alias and field name counts against the limit shared by includes and excludes.
    const cost = 1 + (Array.isArray(list) ? list.length : 0);
    fields.left -= cost;
    if (fields.left < 0) {
      const limit = REQUEST_LIMITS.includeFields;
      if (fields.left + cost >= 0)
        errors.push(
          criteriaErrors.invalidParameter(
            pointer,
            `Includes and excludes may name at most ${limit} fields.`,
            {
              limit,
            },
          ),
        );
      return null;
    }
    if (!Array.isArray(list) || !list.every((field) => typeof field === 'string')) {
      errors.push(
        criteriaErrors.invalidParameter(`${pointer}/${alias}`, 'The fields have to be a list of strings.'),
      );
      continue;
    }
    result[alias] = list as string[];
  }
  return result;
}
