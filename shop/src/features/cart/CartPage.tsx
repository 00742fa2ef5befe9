import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { parseShopPath, routeTo } from '../../ui/paths';
import pages from '../../ui/pages.module.css';
import { CartExtraLine } from './CartExtraLine';
import { CartLine } from './CartLine';
import { extraLine } from '../../api/cart/lineItem';
import { CartSummary } from '../../ui/order/CartSummary';
import { shippingMethodOfCart } from '../../api/cart/shippingMethodOfCart';
import { useCartPage } from './useCartPage';
import styles from './cart.module.css';

/** The cart (route Cart): its lines, the figures, and the way on to the checkout. */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const { pathname } = useLocation();
  const lang = parseShopPath(pathname)?.lang ?? undefined;
  const { setHeading, ...page } = useCartPage();
  const { query, lines, extraLines, busy, status } = page;
  const summaryId = useId();

  let content;
  if (query.isPending || (query.data === null && query.isFetching)) {
    content = <p className={pages.text}>{t('loading')}</p>;
  } else if (!query.data) {
    content = (
      <div className={pages.actions}>
        <p className={pages.text}>{t('loadError')}</p>
        <button type="button" className={pages.button} onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (lines.length === 0 && extraLines.length === 0) {
    content = (
      <>
        <p className={pages.text}>{t('empty')}</p>
        <Link className={pages.link} to={routeTo('Home', { lang })}>
          {t('backToStore')}
        </Link>
      </>
    );
  } else {
    content = (
      <div className={styles.layout}>
        <div className={styles.main}>
          <ul className={styles.lines} aria-label={t('lines')}>
            {lines.map((line, index) => (
              <CartLine
                key={line.id || index}
                line={line}
                lang={lang}
                messages={page.messagesFor(line)}
                busy={busy.has(line.id)}
                registerQuantity={page.quantityInputOf(line.id)}
                onQuantity={page.changeQuantity}
                onRemove={(removed) => void page.remove(removed)}
              />
            ))}
          </ul>
          {extraLines.length > 0 && (
            <ul className={styles.extraLines} aria-label={t('otherLines')}>
              {extraLines.map((line, index) => {
                const view = extraLine(line, index);
                return <CartExtraLine key={view.id} line={view} />;
              })}
            </ul>
          )}
        </div>
        <div className={styles.aside}>
          <CartSummary totals={page.totals} id={summaryId} shippingMethod={shippingMethodOfCart(page.cart)} />
          <Link className={`${pages.button} ${styles.checkout}`} to={routeTo('Checkout', { lang })}>
            {t('checkout')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 ref={setHeading} className={pages.heading} tabIndex={-1}>
        {t('heading')}
      </h1>
      <div className={styles.status} role="status">
        {status && <p className={styles.ok}>{t(status.key, status.values ?? {})}</p>}
        {busy.size > 0 && <p className={styles.busy}>{t('busy')}</p>}
      </div>
      <div aria-live="polite">
        {page.otherMessages.map((message) => (
          <p key={message.key + JSON.stringify(message.values)} className={styles.error}>
            {t(message.key, message.values ?? {})}
          </p>
        ))}
      </div>
      {content}
    </div>
  );
}
