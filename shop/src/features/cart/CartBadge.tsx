import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { CartIcon } from '../../ui/icons';
import { parseShopPath, routeTo } from '../../ui/paths';
import styles from '../../ui/TopNavigation.module.css';
import { cartItemCount } from './cartCount';
import { useCart } from './useCart';

/** How long the cart badge pulses after its count changed (spec: 4.5 seconds). */
const BADGE_PULSE_MS = 4500;
const PULSE = styles.pulse ?? 'pulse';

/** The top navigation's link to the cart with the badge counting its products (the shell puts it in the bar). */
export function CartBadge() {
  const { t } = useTranslation('common');
  const lang = parseShopPath(useLocation().pathname)?.lang ?? undefined;
  const { data: cart } = useCart();
  const count = cartItemCount(cart);
  const badge = useRef<HTMLSpanElement>(null);
  const previous = useRef(count);

  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    const element = badge.current;
    if (!element) return;
    element.classList.remove(PULSE);
    void element.offsetWidth; // restart the animation
    element.classList.add(PULSE);
    const timer = window.setTimeout(() => element.classList.remove(PULSE), BADGE_PULSE_MS);
    return () => window.clearTimeout(timer);
  }, [count]);

  return (
    <Link className={styles.icon} to={routeTo('Cart', { lang })} aria-label={t('nav.cart', { count })}>
      <CartIcon />
      <span ref={badge} className={styles.badge} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
