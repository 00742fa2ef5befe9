import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STORE_URL_MISCONFIGURED } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { parseShopPath, routeTo } from '../../../ui/paths';
import { useLanguageId, useShop } from '../../../api/ShopContext';
import { readProductPage, type ProductPageData } from '../api';
import { findVariant, lookupVariant, readVariants } from './variantApi';
import { sortGroups } from '../options';
import {
  buildSelectionIndex,
  combinesWith,
  fillDetermined,
  groupsByOption,
  isSelectionComplete,
  selectionFromOptionIds,
  switchOption,
  type Selection,
} from './selectionIndex';

/** Navigation state asking the shell to leave the focus where it is (on the option just chosen). */
const KEEP_FOCUS = { keepFocus: true } as const;

/**
 * The product page's data and variant choice. The detail (product + configurator) comes first, from the
 * start-up's preload on a cold load; the parent's variants for the selection index load after it, so the
 * page is usable with the detail alone. Choosing an option moves to the nearest existing variant and
 * replaces the URL with the variant's id.
 */
export function useProductPage(productId: string) {
  const { client, preloads } = useShop();
  const languageId = useLanguageId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const lang = parseShopPath(pathname)?.lang ?? undefined;
  const detailKey = queryKeys.product(languageId, productId);

  const detail = useQuery<ProductPageData>({
    queryKey: detailKey,
    queryFn: () => preloads.take<ProductPageData>(detailKey) ?? readProductPage(client, productId),
    // Moving to another variant keeps the page (and the focused option) until the new variant arrives.
    placeholderData: keepPreviousData,
    // A missing store URL does not heal by asking again.
    retry: (failures, error) => error.message !== STORE_URL_MISCONFIGURED && failures < 1,
  });
  // The page renders from deferred copies of the answers: when one arrives, React renders the page from it in
  // the background, in slices, instead of in one long task (a query's update alone renders synchronously).
  const data = useDeferredValue(detail.data);
  const product = data?.product;
  const groups = useMemo(() => sortGroups(data?.configurator ?? []), [data]);
  const indexGroups = useMemo(
    () =>
      groups.map((group) => ({ id: group.id, optionIds: (group.options ?? []).map((option) => option.id) })),
    [groups],
  );
  const groupOf = useMemo(() => groupsByOption(indexGroups), [indexGroups]);
  const hasVariants = groups.length > 0;
  const parentId = product ? (product.parentId ?? (hasVariants ? product.id : null)) : null;

  const combinations = indexGroups.reduce(
    (product, group) => product * Math.max(1, group.optionIds.length),
    1,
  );
  const variants = useQuery({
    queryKey: queryKeys.variants(parentId ?? ''),
    queryFn: () => readVariants(client, parentId ?? '', combinations),
    enabled: hasVariants && !!parentId,
  });
  const variantList = useDeferredValue(variants.data);
  const index = useMemo(
    () => (variantList ? buildSelectionIndex(indexGroups, variantList.variants, variantList.complete) : null),
    [indexGroups, variantList],
  );

  // The URL named the parent: nothing is chosen yet (the server answered with its best variant).
  const parentMode = !!data && hasVariants && data.requestedId !== data.product.id;
  const shownSelection = useMemo<Selection>(() => {
    if (!product) return {};
    if (parentMode) return index ? fillDetermined(index, {}) : {};
    const optionIds = product.optionIds ?? (product.options ?? []).map((option) => option.id);
    return selectionFromOptionIds(groupOf, optionIds);
  }, [product, parentMode, index, groupOf]);

  const [draft, setDraft] = useState<{ forId: string; selection: Selection } | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [resolving, setResolving] = useState(false);
  const request = useRef(0);
  const selection = draft?.forId === productId ? draft.selection : shownSelection;

  const choose = useCallback(
    async (optionId: string) => {
      const groupId = groupOf.get(optionId);
      if (!groupId || !parentId) return;
      const ticket = ++request.current;
      const result = index
        ? switchOption(index, selection, optionId)
        : { selection: { ...selection, [groupId]: optionId }, variantId: null };
      setDraft({ forId: productId, selection: result.selection });
      setNotFound(false);
      if (!isSelectionComplete(indexGroups, result.selection)) return;

      let chosen = result.selection;
      let variantId = result.variantId;
      if (!variantId) {
        setResolving(true);
        try {
          const optionIds = Object.values(chosen).filter((id): id is string => !!id);
          variantId = await lookupVariant(client, parentId, optionIds);
          if (!variantId) {
            const options = Object.fromEntries(
              Object.entries(chosen).filter((entry): entry is [string, string] => !!entry[1]),
            );
            const found = await findVariant(client, parentId, options, groupId);
            if (found) {
              variantId = found.variantId;
              chosen = selectionFromOptionIds(groupOf, found.options);
            }
          }
        } catch (error) {
          console.warn('[shop] variant lookup failed', error);
        } finally {
          if (ticket === request.current) setResolving(false);
        }
      }
      if (ticket !== request.current) return; // a newer choice won
      if (!variantId) {
        setNotFound(true);
        return;
      }
      if (variantId === productId) {
        setDraft(null);
        return;
      }
      setDraft({ forId: variantId, selection: chosen });
      void navigate(routeTo('Product', { lang, productId: variantId }), {
        replace: true,
        preventScrollReset: true,
        state: KEEP_FOCUS,
      });
    },
    [client, groupOf, index, indexGroups, lang, navigate, parentId, productId, selection],
  );

  const combinable = useCallback(
    (optionId: string) => (index ? combinesWith(index, selection, optionId) : true),
    [index, selection],
  );

  return {
    detail,
    product,
    groups,
    selection,
    hasVariants,
    /** A concrete variant (or a product without variants) is shown, its price and stock apply. */
    variantShown: !!product && !parentMode,
    loadingVariant: resolving || (detail.isFetching && detail.isPlaceholderData),
    notFound,
    choose,
    combinable,
  };
}
