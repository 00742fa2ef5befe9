import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { parseShopPath } from '../../ui/paths';
import { useNavigationTree } from '../../api/queries';
import { useShop } from '../../api/ShopContext';
import type { Category } from '../../api/types';
import { categoryName, pathTo } from '../../ui/navigation/categoryLevel';
import { PageHeading } from '../../ui/PageHeading';
import pages from '../../ui/pages.module.css';
import { translatedText } from '../../ui/text/backendText';
import { ListingBody } from './listing/ListingBody';
import styles from './listing/listing.module.css';
import {
  applyListingChange,
  listingCriteria,
  parseListingSearch,
  type ListingChange,
} from './listing/listingUrl';
import { useListing } from './listing/useListing';

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
  const showCategory = search.get('isCategoryView') !== 'false';
  const description = category ? translatedText(category, 'description') : '';
  const change = (next: ListingChange) => setSearch(applyListingChange(search, next));

  return (
    <div className={styles.page}>
      <PageHeading>{category ? categoryName(category) : t('catalog.heading')}</PageHeading>
      {showCategory && description && <p className={pages.text}>{description}</p>}
      <ListingBody
        listing={listing}
        state={state}
        onChange={change}
        lang={parseShopPath(pathname)?.lang ?? undefined}
        empty={<p>{t('catalog.empty')}</p>}
      />
    </div>
  );
}

// The search results page takes the list from here, so that the list stays in this page's chunk (the start
// page's): a list module of its own would be one more chunk on the start page, 0.3 KB gzip dearer.
export { ListingBody } from './listing/ListingBody';
