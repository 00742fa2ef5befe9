import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeCategoryId, parseShopPath, routeTo, type LangPrefix } from './paths';
import { isLoggedIn, useCart, useCustomer, useNavigationTree } from '../api/queries';
import type { Category } from '../api/types';
import { cartItemCount } from '../api/cart/cartCount';
import { AccountIcon, BackIcon, CartIcon, LoginIcon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { categoryLevel, categoryName } from './navigation/categoryLevel';
import styles from './TopNavigation.module.css';

/** How long the cart badge pulses after its count changed (spec: 4.5 seconds). */
const BADGE_PULSE_MS = 4500;
const PULSE = styles.pulse ?? 'pulse';

/**
 * The shell's sticky top bar: category menu, the search field (a slot: the shell puts the catalogue's in),
 * language switch, login/account and cart.
 */
export function TopNavigation({ search }: { search?: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const lang = parseShopPath(pathname)?.lang ?? undefined;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <CategoryMenu lang={lang} activeId={activeCategoryId(pathname)} />
        {search}
        <div className={styles.tools}>
          <LanguageSwitch />
          <AccountLink lang={lang} />
          <CartLink lang={lang} label={(count) => t('nav.cart', { count })} />
        </div>
      </div>
    </header>
  );
}

function CategoryMenu({ lang, activeId }: { lang: LangPrefix | undefined; activeId: string | undefined }) {
  const { t } = useTranslation('common');
  const { data: tree = [] } = useNavigationTree();
  const level = categoryLevel<Category>(tree, activeId);
  const back = level.back;
  return (
    <nav className={styles.categories} aria-label={t('nav.categories')}>
      <ul className={styles.list}>
        {back && (
          <li>
            <Link
              className={`${styles.entry} ${styles.back}`}
              to={routeTo('Home', {
                lang,
                productListId: back === 'root' ? undefined : back.id,
                isCategoryView: true,
              })}
            >
              <BackIcon />
              {back === 'root' ? t('nav.backToAll') : t('nav.backTo', { name: categoryName(back) })}
            </Link>
          </li>
        )}
        {level.entries.map((category) => (
          <li key={category.id}>
            <Link
              className={styles.entry}
              to={routeTo('Home', { lang, productListId: category.id, isCategoryView: true })}
              aria-current={category.id === activeId ? 'page' : undefined}
            >
              {categoryName(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccountLink({ lang }: { lang: LangPrefix | undefined }) {
  const { t } = useTranslation('common');
  const { data: customer } = useCustomer();
  return isLoggedIn(customer) ? (
    <Link className={styles.icon} to={routeTo('Account', { lang })} aria-label={t('nav.account')}>
      <AccountIcon />
    </Link>
  ) : (
    <Link className={styles.icon} to={routeTo('Login', { lang })} aria-label={t('nav.login')}>
      <LoginIcon />
    </Link>
  );
}

function CartLink({ lang, label }: { lang: LangPrefix | undefined; label: (count: number) => string }) {
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
    <Link className={styles.icon} to={routeTo('Cart', { lang })} aria-label={label(count)}>
      <CartIcon />
      <span ref={badge} className={styles.badge} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
