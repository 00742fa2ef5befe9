import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { LangPrefix } from '../../../ui/paths';
import type { ProductListingResult } from '../../../api/types';
import pages from '../../../ui/pages.module.css';
import { LISTING_DEFAULT_LIMIT } from '../config';
import { propertyFilterGroups } from './filters';
import styles from './listing.module.css';
import { pageCount, type ListingChange, type ListingState } from './listingUrl';
import { Pagination } from './Pagination';
import { ProductCard } from './ProductCard';
import { PropertyFilters } from './PropertyFilters';
import { SortSelect } from './SortSelect';

/** The product list's element: the target of the skip link past the filters. */
const RESULTS_ID = 'spk-products';

/**
 * A product list below its page's heading: loading and error states, filters, count, sorting, the cards and
 * the pages. The category page and the search results page show their lists with it; `empty` is what shows
 * when no product is there without filters.
 */
export function ListingBody({
  listing,
  state,
  onChange,
  lang,
  empty,
}: {
  listing: UseQueryResult<ProductListingResult>;
  state: ListingState;
  onChange: (change: ListingChange) => void;
  lang: LangPrefix | undefined;
  empty: ReactNode;
}) {
  const { t } = useTranslation('common');
  const data = listing.data;
  const filterGroups = propertyFilterGroups(data?.aggregations);
  const products = data?.elements ?? [];
  const total = data?.total ?? products.length;
  const limit = data?.limit ?? state.limit ?? LISTING_DEFAULT_LIMIT;

  return listing.isPending ? (
    <p className={styles.state} role="status">
      {t('catalog.loading')}
    </p>
  ) : listing.isError && !data ? (
    <div className={styles.state} role="alert">
      <p>{t('catalog.error')}</p>
      <button type="button" className={pages.button} onClick={() => void listing.refetch()}>
        {t('catalog.retry')}
      </button>
    </div>
  ) : (
    <div className={styles.layout}>
      {filterGroups.length > 0 && (
        <a
          className={styles.skipLink}
          href={`#${RESULTS_ID}`}
          onClick={(event) => {
            event.preventDefault(); // no hash navigation: the router would take it for a new page
            document.getElementById(RESULTS_ID)?.focus();
          }}
        >
          {t('catalog.skipToProducts')}
        </a>
      )}
      <PropertyFilters
        groups={filterGroups}
        chosen={state.properties}
        onToggle={(optionId) => onChange({ type: 'toggleProperty', optionId })}
        onClear={() => onChange({ type: 'clearProperties' })}
      />
      <div id={RESULTS_ID} className={styles.results} aria-busy={listing.isFetching} tabIndex={-1}>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {t('catalog.resultCount', { count: total })}
          </p>
          <SortSelect
            sortings={data?.availableSortings ?? []}
            current={state.order ?? data?.sorting}
            onChange={(order) => onChange({ type: 'order', order })}
          />
        </div>
        {products.length === 0 ? (
          <div className={styles.state}>
            {state.properties.length ? <p>{t('catalog.emptyFiltered')}</p> : empty}
            {state.properties.length > 0 && (
              <button
                type="button"
                className={pages.link}
                onClick={() => onChange({ type: 'clearProperties' })}
              >
                {t('catalog.clearFilters')}
              </button>
            )}
          </div>
        ) : (
          <ul className={styles.grid}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} lang={lang} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={data?.page ?? state.page} pages={pageCount(total, limit)} />
      </div>
    </div>
  );
}
