/** The data the checkout reads: payment methods (from the start-up's cache), the shipping methods that can serve the cart, and the context. */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { readAvailableShippingMethods, readContext, readPaymentMethods } from '../../api/storeApi';
import type { Cart, PaymentMethod, SalesChannelContext, ShippingMethod } from '../../api/types';
import { useShop } from '../../api/ShopContext';
import { useTranslatedQuery } from '../../api/useAccount';

/** The shipping methods that can serve this cart (they depend on its lines: weight decides parcel or freight). */
export function useShippingMethods(cart: Cart) {
  const lines = cart.lineItems?.map((item) => `${item.id}:${item.quantity}`).join(',') ?? '';
  return useTranslatedQuery<ShippingMethod[]>(
    (languageId) => queryKeys.availableShippingMethods(languageId, lines),
    readAvailableShippingMethods,
  );
}

export const usePaymentMethods = () =>
  useTranslatedQuery<PaymentMethod[]>(queryKeys.paymentMethods, readPaymentMethods);

export function useSalesChannelContext() {
  const { client } = useShop();
  return useQuery<SalesChannelContext | null>({
    queryKey: queryKeys.context(),
    queryFn: () => readContext(client),
  });
}
