import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { activeCategoryId, parseShopPath, routeTo, type LangPrefix } from './paths';
import { isLoggedIn, useCustomer, useNavigationTree } from '../api/queries';
import type { Category } from '../api/types';
import { AccountIcon, BackIcon, LoginIcon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { categoryLevel, categoryName } from './navigation/categoryLevel';
import styles from './TopNavigation.module.css';

/**
 * The shell's sticky top bar: category menu, the search field, language switch, login/account and the cart
 * link. Search and cart are slots: the shell puts the catalogue's search box and the cart's badge in.
 */
export function TopNavigation({ search, cart }: { search?: ReactNode; cart?: ReactNode }) {
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
          {cart}
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
