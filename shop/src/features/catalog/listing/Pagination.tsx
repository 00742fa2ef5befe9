import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { pageSearch } from './listingUrl';
import styles from './listing.module.css';

/** Page links (`?p=`), so that Back returns to the previous page. Hidden when there is one page. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const params = new URLSearchParams(search);
  const to = (target: number) => `${pathname}${pageSearch(params, target)}`;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pages || Math.abs(number - page) <= 2,
  );
  const scrollUp = () => window.scrollTo(0, 0);
  return (
    <nav className={styles.pagination} aria-label={t('catalog.pagination')}>
      <ul className={styles.pages}>
        {page > 1 && (
          <li>
            <Link className={styles.pageLink} to={to(page - 1)} onClick={scrollUp} rel="prev">
              {t('catalog.previous')}
            </Link>
          </li>
        )}
        {numbers.map((number, place) => (
          <li key={number}>
            {place > 0 && number - (numbers[place - 1] ?? number) > 1 && (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            )}
            <Link
              className={styles.pageLink}
              to={to(number)}
              onClick={scrollUp}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('catalog.page', { page: number })}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link className={styles.pageLink} to={to(page + 1)} onClick={scrollUp} rel="next">
              {t('catalog.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
