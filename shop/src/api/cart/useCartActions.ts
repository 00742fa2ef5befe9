import type { QueryClient } from '@tanstack/react-query';
import { useShop } from '../ShopContext';
import { createCartActions, type CartActions } from './cartActions';
import { cartSyncOf, type CartShop } from './useCartSync';

// One action queue per mounted shop (its query cache).
const actions = new WeakMap<QueryClient, CartActions>();

function cartActionsOf(shop: CartShop): CartActions {
  let result = actions.get(shop.queryClient);
  if (!result) {
    result = createCartActions({
      client: shop.client,
      queryClient: shop.queryClient,
      sync: cartSyncOf(shop),
    });
    actions.set(shop.queryClient, result);
  }
  return result;
}

/** Add, change and remove cart lines (see createCartActions). */
export function useCartActions(): CartActions {
  return cartActionsOf(useShop());
}
