import type { Criteria } from '../../api/desk';
import type { OrderState } from '../../api/types';

export const PAGE_SIZE = 25;
export const ORDER_STATES: readonly OrderState[] = ['open', 'in_progress', 'completed', 'cancelled'];

export type InboxQuery = { state: OrderState | null; term: string; page: number };

const stateFilter = (state: OrderState) => ({
  type: 'equals' as const,
  field: 'stateMachineState.technicalName',
  value: state,
});

/** The inbox's query from the URL (`?state=open&term=…&page=2`); anything unknown is left out. */
export function inboxQueryFrom(params: URLSearchParams): InboxQuery {
  const state = params.get('state');
  const page = Number(params.get('page'));
  return {
    state: ORDER_STATES.includes(state as OrderState) ? (state as OrderState) : null,
    term: (params.get('term') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL parameters of a query (the defaults left out). */
export function inboxParams(query: InboxQuery): Record<string, string> {
  return {
    ...(query.state ? { state: query.state } : {}),
    ...(query.term ? { term: query.term } : {}),
    ...(query.page > 1 ? { page: String(query.page) } : {}),
  };
}

/** The Admin API criteria of the inbox: newest first, the exact total for paging. */
export function inboxCriteria(query: InboxQuery): Criteria {
  return {
    page: query.page,
    limit: PAGE_SIZE,
    ...(query.term ? { term: query.term } : {}),
    ...(query.state ? { filter: [stateFilter(query.state)] } : {}),
    sort: [{ field: 'orderDateTime', order: 'DESC' }],
    'total-count-mode': 'exact',
  };
}

/** Just the number of new (open) enquiries. */
export function openCountCriteria(): Criteria {
  return { page: 1, limit: 1, filter: [stateFilter('open')], 'total-count-mode': 'exact' };
}

/** Pages for a total (at least one, so "page 1 of 1" for an empty inbox). */
export function pageCount(total: number, limit = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / limit));
}
