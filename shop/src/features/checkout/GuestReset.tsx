import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/queryKeys';
import type { Customer } from '../../api/types';
import { useCart } from '../../api/queries';
import { useShop } from '../../api/ShopContext';
import { useAccountSession } from '../../api/useAccount';
import { cartSyncOf } from '../../api/cart/useCartSync';
import pages from '../../ui/pages.module.css';
import { carriedLines } from './carriedLines';
import { addLines } from './checkoutApi';
import order from '../../ui/order/order.module.css';
import styles from './checkout.module.css';

/**
 * A guest can start over (spec: customer cleared, new token): POST /account/logout answers with a fresh
 * token, the customer query is cleared and the checkout drops back to step 0. The cart's product lines come
 * along: they are added again, in one call, to the new session's cart.
 */
export function GuestReset({ customer }: { customer: Customer }) {
  const { t } = useTranslation('checkout');
  const shop = useShop();
  const queryClient = useQueryClient();
  const { logout } = useAccountSession();
  const cart = useCart().data;
  const [failed, setFailed] = useState(false);

  const startOver = async () => {
    const lines = carriedLines(cart);
    await logout();
    if (!lines.length) return;
    const newCart = await addLines(shop.client, lines);
    // The logout's cart refetch (of the empty new cart) must not overwrite the cart with the lines.
    await queryClient.cancelQueries({ queryKey: queryKeys.cart() });
    queryClient.setQueryData(queryKeys.cart(), newCart);
    cartSyncOf(shop).post(newCart);
  };

  return (
    <div className={styles.panel}>
      <p className={pages.text}>
        {t('guest.continuingAs', {
          name: `${customer.firstName} ${customer.lastName}`,
          email: customer.email,
        })}
      </p>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          setFailed(false);
          startOver().catch((error: unknown) => {
            console.warn('[shop] guest reset failed', error);
            setFailed(true);
          });
        }}
      >
        {t('guest.reset')}
      </button>
      {failed && (
        <p role="alert" className={order.error}>
          {t('errors.generic')}
        </p>
      )}
    </div>
  );
}
