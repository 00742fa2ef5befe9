import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { parseShopPath } from '../../ui/paths';
import { useNavigationTree } from '../../api/queries';
import { useShop } from '../../api/ShopContext';
import type { Category } from '../../api/types';
import { categoryName, pathTo } from '../../ui/navigation/categoryLevel';
import { PageHeading } from '../../ui/PageHeading';
import pages from '../../ui/pages.module.css';
import { translatedText } from '../../ui/text/backendText';
import { LISTING_DEFAULT_LIMIT } from './config';
import { propertyFilterGroups } from './listing/filters';
import styles from './listing/listing.module.css';
import {
  applyListingChange,
  listingCriteria,
  pageCount,
  parseListingSearch,
  type ListingChange,
} from './listing/listingUrl';
import { Pagination } from './listing/Pagination';
import { ProductCard } from './listing/ProductCard';
import { PropertyFilters } from './listing/PropertyFilters';
import { SortSelect } from './listing/SortSelect';
import { useListing } from './listing/useListing';

/** The product list's element: the target of the skip link past the filters. */
const RESULTS_ID = 'spk-products';

/**
 * Category view and product list (route Home). Name and description come from the navigation tree already
 * in the cache; sorting, page and filters live in the URL.
 */
export default function CategoryPage() {
  const { t } = useTranslation('common');
  const { productListId } = useParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const { config } = useShop();
  const { data: tree = [] } = useNavigationTree();
  const categoryId = productListId ?? config.rootCategoryId;
  const category = pathTo<Category>(tree, categoryId).at(-1);
  const state = parseListingSearch(search);
  const listing = useListing(categoryId, listingCriteria(state));
  const lang = parseShopPath(pathname)?.lang ?? undefined;
  const showCategory = search.get('isCategoryView') !== 'false';
  const description = category ? translatedText(category, 'description') : '';
  const change = (next: ListingChange) => setSearch(applyListingChange(search, next));

  const data = listing.data;
  const filterGroups = propertyFilterGroups(data?.aggregations);
  const products = data?.elements ?? [];
  const total = data?.total ?? products.length;
  const limit = data?.limit ?? state.limit ?? LISTING_DEFAULT_LIMIT;

  return (
    <div className={styles.page}>
      <PageHeading>{category ? categoryName(category) : t('catalog.heading')}</PageHeading>
      {showCategory && description && <p className={pages.text}>{description}</p>}
      {listing.isPending ? (
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
            onToggle={(optionId) => change({ type: 'toggleProperty', optionId })}
            onClear={() => change({ type: 'clearProperties' })}
          />
          <div id={RESULTS_ID} className={styles.results} aria-busy={listing.isFetching} tabIndex={-1}>
            <div className={styles.toolbar}>
              <p className={styles.count} role="status">
                {t('catalog.resultCount', { count: total })}
              </p>
              <SortSelect
                sortings={data?.availableSortings ?? []}
                current={state.order ?? data?.sorting}
                onChange={(order) => change({ type: 'order', order })}
              />
            </div>
            {products.length === 0 ? (
              <div className={styles.state}>
                <p>{state.properties.length ? t('catalog.emptyFiltered') : t('catalog.empty')}</p>
                {state.properties.length > 0 && (
                  <button
                    type="button"
                    className={pages.link}
                    onClick={() => change({ type: 'clearProperties' })}
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
      )}
    </div>
  );
}
