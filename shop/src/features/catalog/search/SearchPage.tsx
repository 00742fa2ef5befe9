import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLocation, useSearchParams } from 'react-router';
import { parseShopPath } from '../../../ui/paths';
import { focusHeading } from '../../../ui/focusHeading';
import { PageHeading } from '../../../ui/PageHeading';
import { ListingBody } from '../CategoryPage';
import styles from '../listing/listing.module.css';
import { applyListingChange, parseListingSearch, type ListingChange } from '../listing/listingUrl';
import { parseSearchTerm, searchCriteria } from './searchUrl';
import { useSearch } from './useSearch';

/**
 * The search results (route Search, `…/shop/search?search=…`): the heading names the term, the list is the
 * category list's (sorting, filters and pages in the URL beside the term). Without a term it asks for one.
 */
export default function SearchPage() {
  const { t } = useTranslation(['search', 'common']);
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const term = parseSearchTerm(search);
  const state = parseListingSearch(search);
  const listing = useSearch(searchCriteria(term, state));
  const change = (next: ListingChange) => setSearch(applyListingChange(search, next));
  const page = useRef<HTMLDivElement>(null);
  const shownTerm = useRef(term);

  // A new term on this page is a new page for the user: the heading takes the focus, as after a navigation
  // (the shell does that when the path changes; here only the search params do).
  useEffect(() => {
    if (shownTerm.current === term) return;
    shownTerm.current = term;
    return focusHeading(page.current);
  }, [term]);

  return (
    <div className={styles.page} ref={page}>
      <PageHeading>{term ? t('heading', { term }) : t('headingEmpty')}</PageHeading>
      {term ? (
        <ListingBody
          listing={listing}
          state={state}
          onChange={change}
          lang={parseShopPath(pathname)?.lang ?? undefined}
          empty={
            <>
              <p>{t('noResults', { term })}</p>
              <p>{t('noResultsHint')}</p>
            </>
          }
        />
      ) : (
        <p className={styles.state}>{t('enterTerm')}</p>
      )}
    </div>
  );
}

// The search field's suggestions load from here: one search chunk for the field and the page.
export { default as SearchSuggestions } from './SearchSuggestions';
