/**
 * The account's server state over TanStack Query. The customer is query data (`queryKeys.customer()`):
 * login status (`isLoggedIn`) and checkout step are derived from it, so a login refetches it and a logout
 * clears it. Rotated tokens are stored by the api-client hook; these helpers only refresh the cache.
 */
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queryKeys } from './queryKeys';
import { apiFailure } from './errors';
import { readContext, readCountries, readCustomer, readSalutations, type ApiInvoker } from './storeApi';
import type { Country, Customer, CustomerAddress, SalesChannelContext, Salutation } from './types';
import { useLanguageId, useShop } from './ShopContext';
import * as api from './accountApi';

/** A query of what the server translates: keyed by the backend language in use, read with the shop's client. */
export function useTranslatedQuery<T>(
  key: (languageId: string | null) => QueryKey,
  read: (client: ApiInvoker) => Promise<T>,
) {
  const { client } = useShop();
  const languageId = useLanguageId();
  return useQuery<T>({ queryKey: key(languageId), queryFn: () => read(client) });
}

export const useSalutations = () => useTranslatedQuery<Salutation[]>(queryKeys.salutations, readSalutations);

export const useCountries = () => useTranslatedQuery<Country[]>(queryKeys.countries, readCountries);

/** The sales channel's default country when it is in the list (preselected in new addresses). */
export function useDefaultCountryId(countries: readonly Country[]): string {
  const { data: context } = useQuery<SalesChannelContext | null>({
    queryKey: queryKeys.context(),
    queryFn: () => null,
    enabled: false,
  });
  const id = context?.salesChannel?.countryId;
  return id && countries.some((country) => country.id === id) ? id : '';
}

/** What an address form offers: salutations, countries and the country preselected in a new address. */
export function useAddressChoices() {
  const { data: salutations = [] } = useSalutations();
  const { data: countries = [] } = useCountries();
  return { salutations, countries, defaultCountryId: useDefaultCountryId(countries) };
}

/** The logged-in customer's addresses. */
export function useAddresses(enabled = true) {
  const { client } = useShop();
  return useQuery<CustomerAddress[]>({
    queryKey: queryKeys.addresses(),
    queryFn: () => api.listAddresses(client),
    enabled,
  });
}

/** Reloads the context (it names the customer) in the background. */
function refreshContext(queryClient: QueryClient, client: ApiInvoker): void {
  readContext(client).then(
    (context) => queryClient.setQueryData(queryKeys.context(), context),
    (error: unknown) => console.warn('[shop] context refresh failed', error),
  );
}

/**
 * After a login, registration or confirmation (new token): the customer is fetched anew (login status),
 * the cart refetched (the server may have merged the guest cart into the customer's), the context
 * refreshed.
 */
async function refreshIdentity(queryClient: QueryClient, client: ApiInvoker): Promise<Customer | null> {
  queryClient.removeQueries({ queryKey: queryKeys.addresses() });
  queryClient.removeQueries({ queryKey: ['orders'] });
  void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
  refreshContext(queryClient, client);
  return queryClient.fetchQuery({
    queryKey: queryKeys.customer(),
    queryFn: () => readCustomer(client),
    staleTime: 0,
  });
}

/** After a logout (new anonymous token): no customer, no addresses, a fresh cart and context. */
function forgetIdentity(queryClient: QueryClient, client: ApiInvoker): void {
  queryClient.setQueryData(queryKeys.customer(), null);
  queryClient.removeQueries({ queryKey: queryKeys.addresses() });
  queryClient.removeQueries({ queryKey: ['orders'] }); // the enquiry history belongs to the customer
  void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
  refreshContext(queryClient, client);
}

/** Login, logout and the refreshes around them, bound to the shop's client and cache. */
export function useAccountSession() {
  const { client } = useShop();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => refreshIdentity(queryClient, client), [queryClient, client]);
  const login = useCallback(
    async (email: string, password: string) => {
      await api.login(client, email, password);
      return refreshIdentity(queryClient, client);
    },
    [client, queryClient],
  );
  const logout = useCallback(async () => {
    try {
      await api.logout(client);
    } catch (error) {
      // Somebody no longer logged in (token expired, logged out elsewhere) is logged out already.
      const { status } = apiFailure(error);
      if (status !== 401 && status !== 403) throw error;
    }
    forgetIdentity(queryClient, client);
  }, [client, queryClient]);
  return useMemo(() => ({ login, logout, refresh }), [login, logout, refresh]);
}

/** After an address or default change: the list and the customer (its default address ids). */
export function useAddressRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.addresses() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customer() }),
      ]),
    [queryClient],
  );
}
