/**
 * What the query cache does when the session or the language changes. The cache keys of session data
 * (customer, cart, addresses, enquiries, context) carry no token, so a replaced token would otherwise leave
 * the old session's data on screen; the keys of cart and enquiries carry no language either.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/queryKeys';
import { readContext, type ApiInvoker } from '../api/storeApi';
import type { SalesChannelContext } from '../api/types';

/** Data of the customer's that no other session may see: dropped from the cache at once. */
const PRIVATE_KEYS = [queryKeys.addresses(), ['orders'], ['order']] as const;

/** The context query is never fetched by its observers (start-up primes it): it is read here. */
function refreshContext(queryClient: QueryClient, client: ApiInvoker): void {
  readContext(client).then(
    (context) => queryClient.setQueryData(queryKeys.context(), context),
    (error: unknown) => console.warn('[shop] context refresh failed', error),
  );
}

function dropPrivate(queryClient: QueryClient): void {
  for (const queryKey of PRIVATE_KEYS) {
    void queryClient.cancelQueries({ queryKey });
    queryClient.removeQueries({ queryKey });
  }
}

/**
 * The token idled for more than 3600 s and a new session starts: everything cached for the old one goes at
 * once — logged out (no customer), an empty cart, no addresses or enquiries, no customer in the context.
 * Nothing is requested here: the call that found the token expired is on its way without a token and starts
 * the new session; a second request now would start another one. The cart is read anew when next shown.
 */
export function resetSessionCache(queryClient: QueryClient): void {
  dropPrivate(queryClient);
  void queryClient.cancelQueries({ queryKey: queryKeys.customer() });
  void queryClient.cancelQueries({ queryKey: queryKeys.cart() });
  queryClient.setQueryData(queryKeys.customer(), null);
  queryClient.setQueryData(queryKeys.cart(), null);
  queryClient.setQueryData<SalesChannelContext | null>(queryKeys.context(), (context) =>
    context ? { ...context, customer: null } : context,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.cart(), refetchType: 'none' });
}

/**
 * Another tab stored a newer token (a login or logout there) and this tab works with it now: the old
 * session's private data goes; customer, cart and context are read again for the current session.
 */
export function adoptSessionCache(queryClient: QueryClient, client: ApiInvoker): void {
  dropPrivate(queryClient);
  void queryClient.invalidateQueries({ queryKey: queryKeys.customer() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
  refreshContext(queryClient, client);
}

/**
 * The backend language changed: what the server translates but the cache keys do not carry the language of
 * (cart line labels, the customer's salutation and the countries in addresses, enquiries and their methods,
 * the context's methods) is read again. Navigation, listings, products, countries, salutations and methods
 * are keyed by the language id and load by themselves.
 */
export function reloadLanguageDependent(queryClient: QueryClient, client: ApiInvoker): void {
  // Without a customer there is nothing of one to translate: a guest's switch asks for none (the Store API's 403
  // would show as a failed request in the browser's console).
  const customer = queryClient.getQueryData(queryKeys.customer()) ? [queryKeys.customer()] : [];
  for (const queryKey of [queryKeys.cart(), ...customer, queryKeys.addresses(), ['orders'], ['order']]) {
    void queryClient.invalidateQueries({ queryKey });
  }
  refreshContext(queryClient, client);
}
