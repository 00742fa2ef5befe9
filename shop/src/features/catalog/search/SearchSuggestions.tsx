import { useEffect, useLayoutEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { parseShopPath, routeTo } from '../../../ui/paths';
import type { Product } from '../../../api/types';
import { listingPrice } from '../price';
import { chosenOptions, coverImage, productName, type CatalogProduct } from '../productData';
import { useFormat } from '../../../i18n/useFormat';
import type { SuggestionsProps } from './SearchBox';
import theme from '../../../ui/theme.module.css';
import styles from './suggestions.module.css';
import { normaliseTerm, parseSearchTerm } from './searchUrl';
import { keyAction, suggestTerm, SUGGEST_DEBOUNCE_MS } from './suggest';
import { useDebouncedValue } from './useDebouncedValue';
import { useSuggestions } from './useSearch';

/** The variant line of a suggestion: a variant's options ("5 mm, natural"), else how many variants it has. */
function variantText(product: Product, variants: (count: number) => string): string {
  const options = chosenOptions(product as CatalogProduct);
  if (options.length) return options.map((option) => option.option).join(', ');
  return (product.childCount ?? 0) > 0 ? variants(product.childCount ?? 0) : '';
}

// Pressing an option must not take the focus from the field (the combobox keeps it, the popup stays).
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The suggestions of the search field (loaded lazily by SearchBox): after a pause in typing, the first
 * products for the term with name, options and price, and "show all results"; a polite status says how many
 * products were found. Arrow keys move through the options, Enter chooses, Escape closes.
 */
export default function SearchSuggestions({
  term,
  edits,
  lang,
  listboxId,
  setTerm,
  setAria,
  eventsRef,
}: SuggestionsProps) {
  const { t } = useTranslation(['search', 'common']);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const format = useFormat();
  const asked = useDebouncedValue(suggestTerm(term), SUGGEST_DEBOUNCE_MS);
  const query = useSuggestions(asked);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const products = asked && query.data ? query.data.elements : [];
  const total = query.data?.total ?? products.length;
  const expanded = open && suggestTerm(term) !== null && products.length > 0;
  const count = products.length > 0 ? products.length + 1 : 0; // the products and "show all"
  const optionId = (index: number) => `${listboxId}-${index}`;

  // Typing opens the popup anew (with no option active); a focus alone does not. A navigation (a chosen
  // suggestion, the results page, any link) closes it.
  // (Edits before this module loaded count too: they start from 0.)
  const [seen, setSeen] = useState({ edits: 0, location: pathname + search });
  if (seen.edits !== edits || seen.location !== pathname + search) {
    setSeen({ edits, location: pathname + search });
    setOpen(seen.edits !== edits);
    setActive(-1);
  }

  // The results page's term shows in the field, also after Back and Forward (unless it is the same term).
  const urlTerm =
    parseShopPath(pathname)?.rest === 'search' ? parseSearchTerm(new URLSearchParams(search)) : null;
  useEffect(() => {
    if (urlTerm !== null && normaliseTerm(term) !== urlTerm) setTerm(urlTerm);
    // Only a new URL term replaces what is typed; typing alone must not bring the URL's term back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlTerm]);

  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => setAria({ expanded, activeId }), [setAria, expanded, activeId]);
  // The active option scrolls into the popup's view (a phone shows only some of them).
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (index: number) => {
    const product = products[index];
    setOpen(false);
    setActive(-1);
    void navigate(
      product
        ? routeTo('Product', { lang, productId: product.id })
        : routeTo('Search', { lang, search: normaliseTerm(term) }),
    );
  };

  useLayoutEffect(() => {
    eventsRef.current = {
      keyDown(event) {
        const action = keyAction(event.key, { open: expanded, active, count });
        if (!action) return;
        event.preventDefault();
        if (action.type === 'open' || action.type === 'move') {
          setOpen(true);
          setActive(action.active);
        } else if (action.type === 'choose') choose(action.index);
        else if (action.type === 'close') {
          setOpen(false);
          setActive(-1);
        } else setTerm('');
      },
      blur() {
        setOpen(false);
        setActive(-1);
      },
    };
  });

  const status =
    asked === null || query.isPending
      ? ''
      : query.isError && !query.data
        ? t('failed')
        : total === 0
          ? t('none')
          : t('found', { count: total });

  return (
    <>
      {/* The live region that says how many products were found: heard, not seen. */}
      <p role="status" className={theme.visuallyHidden}>
        {status}
      </p>
      <div className={styles.popup} hidden={!expanded}>
        {/* The options are chosen by keys on the combobox (aria-activedescendant) or by pointer. */}
        <div id={listboxId} role="listbox" aria-label={t('suggestions')} className={styles.options}>
          {products.map((product, index) => {
            const price = listingPrice(product);
            const cover = coverImage(product as CatalogProduct);
            const variant = variantText(product, (n) => t('common:catalog.variants', { count: n }));
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={product.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.option}
                onMouseDown={keepFocus}
                onClick={() => choose(index)}
              >
                {cover ? (
                  <img className={styles.thumb} src={cover.url} alt="" loading="lazy" />
                ) : (
                  <span className={styles.thumb} />
                )}
                <span className={styles.text}>
                  <span className={styles.name}>{productName(product as CatalogProduct)}</span>
                  {variant && <span className={styles.variant}>{variant}</span>}
                </span>
                {price && (
                  <span className={styles.price}>
                    {price.from
                      ? t('common:catalog.fromPrice', { price: format.price(price.amount) })
                      : format.price(price.amount)}
                  </span>
                )}
              </div>
            );
          })}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
          <div
            id={optionId(products.length)}
            role="option"
            tabIndex={-1}
            aria-selected={active === products.length}
            className={`${styles.option} ${styles.showAll}`}
            onMouseDown={keepFocus}
            onClick={() => choose(products.length)}
          >
            {t('showAll', { term: normaliseTerm(term) })}
          </div>
        </div>
      </div>
    </>
  );
}
