import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../api/types';
import { CartSummary } from '../../ui/order/CartSummary';
import { cartTotals, otherLines, productLines } from '../../api/cart/cartTotals';
import { extraLine, lineLabel, lineProductNumber } from '../../api/cart/lineItem';
import { shippingMethodOfCart } from '../../api/cart/shippingMethodOfCart';
import { useFormat } from '../../i18n/useFormat';
import { LineName } from '../../ui/order/LineName';
import order from '../../ui/order/order.module.css';
import styles from './checkout.module.css';

/** The cart's lines and all its figures (the cart page's summary) beside the checkout form. */
export function CheckoutSummary({ cart, id }: { cart: Cart; id: string }) {
  const { t } = useTranslation(['checkout', 'cart']);
  const format = useFormat();
  const totals = useMemo(() => cartTotals(cart), [cart]);
  const lines = productLines(cart);
  // Promotions, discounts, credits and lines of other types: by label (or kind) and amount.
  const extras = otherLines(cart).map(extraLine);
  return (
    <div className={styles.form}>
      <table className={order.lines}>
        <caption>{t('lines.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lines.product')}</th>
            <th scope="col" className={order.number}>
              {t('lines.quantity')}
            </th>
            <th scope="col" className={order.number}>
              {t('lines.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.id || index}>
              <td>
                {lineLabel(line)}
                {lineProductNumber(line) && (
                  <span className={order.hint}>
                    {' '}
                    ({t('lines.articleNo', { number: lineProductNumber(line) })})
                  </span>
                )}
              </td>
              <td className={order.number}>{line.quantity}</td>
              <td className={order.number}>{format.price(line.price?.totalPrice ?? 0)}</td>
            </tr>
          ))}
          {extras.map((line) => (
            <tr key={line.id}>
              <td>
                <LineName line={line} kindClassName={order.hint} />
              </td>
              <td className={order.number} />
              <td className={order.number}>{format.price(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CartSummary totals={totals} id={id} shippingMethod={shippingMethodOfCart(cart)} />
    </div>
  );
}
