import type { ErrorDescription } from '../errors.js';

// Inner errors of Shopware's SearchRequestException (FRAMEWORK__SEARCH_REQUEST_MAPPING): each keeps its own
// code and points at the offending part of the criteria with source.pointer.

const bad = (code: string, detail: string, pointer: string, parameters = {}): ErrorDescription => ({
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
  invalidFilter: (pointer: string, detail: string) => bad('FRAMEWORK__INVALID_FILTER_QUERY', detail, pointer),
  unmappedField: (pointer: string, field: string, entity: string) =>
    bad('FRAMEWORK__UNMAPPED_FIELD', `Field "${field}" in entity "${entity}" was not found.`, pointer, {
      field,
      entity,
    }),
  invalidSort: (pointer: string, detail: string) => bad('FRAMEWORK__INVALID_SORT_QUERY', detail, pointer),
  associationNotFound: (pointer: string, association: string) =>
    bad('FRAMEWORK__ASSOCIATION_NOT_FOUND', `Can not find association by name ${association}`, pointer, {
      association,
    }),
  invalidParameter: (pointer: string, detail: string) =>
    bad('FRAMEWORK__INVALID_CRITERIA_PARAMETER', detail, pointer),
  invalidAggregation: (pointer: string, detail: string) =>
    bad('FRAMEWORK__INVALID_AGGREGATION_QUERY', detail, pointer),
  invalidUuid: (pointer: string, value: string) =>
    bad('FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${value}`, pointer, { input: value }),
};
