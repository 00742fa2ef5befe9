import type { Criteria } from '../domain/criteria/types.js';

/** Shopware's EntitySearchResult as the Store API encodes it. */
export interface EntitySearchResult<T> {
  elements: T[];
  aggregations: [] | Record<string, unknown>;
  page: number;
  limit: number;
  entity: string;
  total: number;
  states: string[];
  apiAlias: 'dal_entity_search_result';
}

export function entitySearchResult<T>(
  entity: string,
  criteria: Criteria,
  elements: T[],
  total: number,
): EntitySearchResult<T> {
  return {
    elements,
    aggregations: [],
    page: criteria.page,
    limit: criteria.limit,
    entity,
    total,
    states: [],
    apiAlias: 'dal_entity_search_result',
  };
}
