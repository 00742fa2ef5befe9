/** The data the checkout reads: methods (from the start-up's cache) and the context. */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { readContext, readPaymentMethods, readShippingMethods } from '../../api/storeApi';
import type { PaymentMethod, SalesChannelContext, ShippingMethod } from '../../api/types';
import { useLanguageId, useShop } from '../../app/ShopContext';

export function useShippingMethods() {
  const { client } = useShop();
  const languageId = useLanguageId();
  return useQuery<ShippingMethod[]>({
    queryKey: queryKeys.shippingMethods(languageId),
    queryFn: () => readShippingMethods(client),
  });
}

export function usePaymentMethods() {
  const { client } = useShop();
  const languageId = useLanguageId();
  return useQuery<PaymentMethod[]>({
    queryKey: queryKeys.paymentMethods(languageId),
    queryFn: () => readPaymentMethods(client),
  });
}

export function useSalesChannelContext() {
  const { client } = useShop();
  return useQuery<SalesChannelContext | null>({
    queryKey: queryKeys.context(),
    queryFn: () => readContext(client),
  });
}
