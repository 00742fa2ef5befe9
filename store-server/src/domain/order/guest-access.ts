import type { Criteria } from '../criteria/types.js';
import { apiError, type StoreApiError } from '../errors.js';

// Guest access to one order by its deep-link code (Shopware's OrderRoute without a customer): the criteria
// must hold exactly one `equals deepLinkCode` filter and nothing else that selects orders (the class of bug of
// CVE-2026-31887), and the body must name the order's email and billing zipcode. Orders older than 30 days
// are not shown this way.

export const GUEST_ORDER_MAX_AGE_MS = 30 * 86_400_000;

export const guestErrors = {
  notAuthenticated: (): StoreApiError =>
    apiError(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED', 'Guest not authenticated.'),
  wrongCredentials: (): StoreApiError =>
    apiError(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS', 'Wrong credentials for guest authentication.'),
};

/** The deep-link code of a guest request, or null when the criteria are anything but that one filter. */
export function guestDeepLinkCode(criteria: Criteria): string | null {
  if (criteria.postFilters.length > 0 || criteria.ids !== null || criteria.filters.length !== 1) return null;
  const [filter] = criteria.filters;
  if (filter?.type !== 'equals' || filter.field !== 'deepLinkCode') return null;
  return typeof filter.value === 'string' && filter.value !== '' ? filter.value : null;
}

export interface GuestCredentials {
  email: string;
  zipcode: string;
}

export function guestCredentials(body: unknown): GuestCredentials | null {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  const zipcode = typeof input.zipcode === 'string' ? input.zipcode.trim() : '';
  return email && zipcode ? { email, zipcode } : null;
}

/** Whether the credentials open the order (email case-insensitive, zipcode without spaces). */
export function guestMayRead(
  order: { email: string; zipcode: string | null; orderedAt: string },
  credentials: GuestCredentials,
  now: Date,
): boolean {
  const compact = (value: string) => value.replace(/\s+/g, '').toLowerCase();
  return (
    now.getTime() - Date.parse(order.orderedAt) <= GUEST_ORDER_MAX_AGE_MS &&
    order.email.trim().toLowerCase() === credentials.email.toLowerCase() &&
    order.zipcode !== null &&
    compact(order.zipcode) === compact(credentials.zipcode)
  );
}
