/** The data the checkout reads: payment methods (from the start-up's cache), the shipping methods that can serve the cart, and the context. */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { readAvailableShippingMethods, readContext, readPaymentMethods } from '../../api/storeApi';
import type { Cart, PaymentMethod, SalesChannelContext, ShippingMethod } from '../../api/types';
import { useLanguageId, useShop } from '../../api/ShopContext';

/** The shipping methods that can serve this cart (they depend on its lines: weight decides parcel or freight). */
export function useShippingMethods(cart: Cart) {
  const { client } = useShop();
  const languageId = useLanguageId();
  const lines = cart.lineItems?.map((item) => `${item.id}:${item.quantity}`).join(',') ?? '';
  return useQuery<ShippingMethod[]>({
    queryKey: queryKeys.availableShippingMethods(languageId, lines),
    queryFn: () => readAvailableShippingMethods(client),
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
