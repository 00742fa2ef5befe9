import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from './queryKeys';
import { NAVIGATION_DEPTH, readCustomer, readNavigation } from './storeApi';
import type { Category, Customer, SalesChannelContext } from './types';
import { useLanguageId, useShop } from './ShopContext';

/** The category tree of the main navigation, in the current language. */
export function useNavigationTree() {
  const { client } = useShop();
  const languageId = useLanguageId();
  return useQuery<Category[]>({
    queryKey: queryKeys.navigation(languageId, NAVIGATION_DEPTH),
    queryFn: () => readNavigation(client, NAVIGATION_DEPTH),
    // During a language switch the menu keeps the old names until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The current customer (null when nobody is logged in). */
export function useCustomer() {
  const { client } = useShop();
  return useQuery<Customer | null>({ queryKey: queryKeys.customer(), queryFn: () => readCustomer(client) });
}

/** Logged in means a customer that is not a guest. */
export function isLoggedIn(customer: Customer | null | undefined): boolean {
  return !!customer && !customer.guest;
}

/** The checkout step (spec): 0 while nobody is identified, 1 once a customer (also a guest) is loaded. */
export function checkoutStep(customer: Customer | null | undefined): 0 | 1 {
  return customer ? 1 : 0;
}

/** The checkout step of the current customer (logout clears the customer, so it drops back to 0). */
export function useCheckoutStep(): 0 | 1 {
  return checkoutStep(useCustomer().data);
}

/** The context's currency code (the start-up put the context in the cache; this never fetches it). */
export function useCurrencyCode(fallback: string): string {
  const { data: context } = useQuery<SalesChannelContext | null>({
    queryKey: queryKeys.context(),
    queryFn: () => null,
    enabled: false,
  });
  return context?.currency?.isoCode ?? fallback;
}
