/**
 * What other features use of the cart feature (features/cart), declared here in the kit and filled in by app/:
 * the shell composes the features, so a page that reads the cart or adds to it (the product page, the
 * checkout) gets the cart feature's hooks through this context, never by importing features/cart.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Cart } from '../types';

/** What the shop says about the cart: an i18n key of the `cart` namespace and its values (never Shopware's own text). */
export type CartMessage = { key: string; values?: Record<string, string | number> };

/** A refused change carries the server's cart when the server answered (it is already applied). */
export type CartOutcome = { ok: true; cart: Cart } | { ok: false; messages: CartMessage[]; cart?: Cart };

/** Adds `quantity` of a product; `name` names it in messages the server gives without a name. */
export type AddToCart = (productId: string, quantity: number, name: string) => Promise<CartOutcome>;

export type CartFeature = {
  /** The current cart as the server sent it (null when there is none). */
  useCart: () => UseQueryResult<Cart | null>;
  /** Adding to the cart, in the cart's queue of changes (its answer shows in the badge and in other tabs). */
  useAddToCart: () => AddToCart;
  /**
   * Shows a cart the server answered to another request (an enquiry sent, a guest starting over) here and in
   * the session's other tabs; a cart read still under way is cancelled, so that it cannot put the old cart back.
   */
  useShowCart: () => (cart: Cart) => Promise<void>;
};

export const CartFeatureContext = createContext<CartFeature | null>(null);

/** The cart feature, as app/ hands it to the page (see app/routes.tsx). */
export function useCartFeature(): CartFeature {
  const feature = useContext(CartFeatureContext);
  if (!feature) throw new Error('useCartFeature outside of a page that app/ gave the cart feature');
  return feature;
}
