import type { ErrorDescription, ErrorParameters } from '../errors.js';

// Inner errors of Shopware's SearchRequestException (FRAMEWORK__SEARCH_REQUEST_MAPPING): each keeps its own
// code and points at the offending part of the criteria with source.pointer.

const bad = (
  code: string,
  detail: string,
  pointer: string,
  parameters: ErrorParameters = {},
): ErrorDescription => ({
  status: 400,
  code,
  detail,
  pointer,
  parameters,
});

export const criteriaErrors = {
  invalidLimit: (pointer: string, limit: unknown) =>
    bad(
      'FRAMEWORK__INVALID_LIMIT_QUERY',
      'The limit parameter must be a positive integer greater or equals than 1.',
      pointer,
      { limit: String(limit) },
    ),
  limitExceeded: (pointer: string, max: number) =>
    bad('FRAMEWORK__QUERY_LIMIT_EXCEEDED', `The limit must be lower than or equal to ${max}.`, pointer, {
      maxLimit: max,
    }),
  invalidPage: (pointer: string, page: unknown) =>
    bad(
      'FRAMEWORK__INVALID_PAGE_QUERY',
      'The page parameter must be a positive integer greater or equals than 1.',
      pointer,
      { page: String(page) },
    ),
  /** Beyond the result window (REQUEST_LIMITS.resultWindow): no client pages that far. */
  pageBeyondWindow: (pointer: string, page: number, limit: number, window: number) =>
    bad(
      'FRAMEWORK__INVALID_PAGE_QUERY',
      `Page ${page} with limit ${limit} reaches beyond result ${window}, the last one that can be paged to.`,
      pointer,
      { page: String(page), limit, maxResultWindow: window },
    ),
  invalidFilter: (pointer: string, detail: string, parameters: ErrorParameters = {}) =>
    bad('FRAMEWORK__INVALID_FILTER_QUERY', detail, pointer, parameters),
  unmappedField: (pointer: string, field: string, entity: string) =>
    bad('FRAMEWORK__UNMAPPED_FIELD', `Field "${field}" in entity "${entity}" was not found.`, pointer, {
      field,
      entity,
    }),
  invalidSort: (pointer: string, detail: string, parameters: ErrorParameters = {}) =>
    bad('FRAMEWORK__INVALID_SORT_QUERY', detail, pointer, parameters),
  associationNotFound: (pointer: string, association: string) =>
    bad('FRAMEWORK__ASSOCIATION_NOT_FOUND', `Can not find association by name ${association}`, pointer, {
      association,
    }),
  invalidParameter: (pointer: string, detail: string, parameters: ErrorParameters = {}) =>
    bad('FRAMEWORK__INVALID_CRITERIA_PARAMETER', detail, pointer, parameters),
  invalidAggregation: (pointer: string, detail: string, parameters: ErrorParameters = {}) =>
    bad('FRAMEWORK__INVALID_AGGREGATION_QUERY', detail, pointer, parameters),
  invalidUuid: (pointer: string, value: string) =>
    bad('FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${value}`, pointer, { input: value }),
};
