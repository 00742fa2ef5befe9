/**
 * The cart feature as the other features get it (the kit's CartFeature): app/ wraps the pages that read or
 * add to the cart in it (app/pages/).
 */
import type { ComponentType } from 'react';
import { CartFeatureContext, type CartFeature } from '../../api/cart/cartFeature';
import { useCart } from './useCart';
import { useAddToCart, useShowCart } from './useCartActions';

export const cartFeature: CartFeature = { useCart, useAddToCart, useShowCart };

/** The page, given the cart feature. */
export function withCart(Page: ComponentType): ComponentType {
  return function WithCart() {
    return (
      <CartFeatureContext value={cartFeature}>
        <Page />
      </CartFeatureContext>
    );
  };
}
