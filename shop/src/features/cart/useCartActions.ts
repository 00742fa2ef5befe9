import type { QueryClient } from '@tanstack/react-query';
import { useShop } from '../../api/ShopContext';
import type { Cart } from '../../api/types';
import { createCartActions, showCart, type CartActions } from './cartActions';
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

/** Adding to the cart (the other features get it through the kit's CartFeature). */
export function useAddToCart(): CartActions['add'] {
  return useCartActions().add;
}

/** Shows a cart the server answered to another request, here and in the session's other tabs (see showCart). */
export function useShowCart(): (cart: Cart) => Promise<void> {
  const shop = useShop();
  return (cart) => showCart(shop.queryClient, cartSyncOf(shop), cart);
}
