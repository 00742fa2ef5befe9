import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Customer } from '../../api/types';
import { useCartFeature } from '../../api/cart/cartFeature';
import { useShop } from '../../api/ShopContext';
import { useAccountSession } from '../../api/useAccount';
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
  const { client } = useShop();
  const { logout } = useAccountSession();
  const { useCart, useShowCart } = useCartFeature();
  const cart = useCart().data;
  const showCart = useShowCart();
  const [failed, setFailed] = useState(false);

  const startOver = async () => {
    const lines = carriedLines(cart);
    await logout();
    if (!lines.length) return;
    // Shown at once: the logout's cart refetch (of the empty new cart) is cancelled, it must not overwrite it.
    await showCart(await addLines(client, lines));
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
