import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import { useShop } from '../../api/ShopContext';
import { readCart } from '../../api/storeApi';
import type { Cart } from '../../api/types';

/** The current cart as the server sent it (null when there is none). */
export function useCart() {
  const { client } = useShop();
  return useQuery<Cart | null>({ queryKey: queryKeys.cart(), queryFn: () => readCart(client) });
}
