import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { queryKeys } from '../../api/queryKeys';
import type { Order } from '../../api/types';
import { routeTo } from '../../ui/paths';
import { useShop } from '../../api/ShopContext';
import { LoadingPage } from '../../ui/LoadingPage';
import { PageHeading } from '../../ui/PageHeading';
import pages from '../../ui/pages.module.css';
import { useLang } from '../../i18n/useLang';
import { withOfferAnswer, type OfferAnswer } from '../../api/order/offer';
import { ENQUIRIES_PER_PAGE, readEnquiryPage } from './enquiriesApi';
import { EnquiryItem } from './EnquiryItem';
import styles from './enquiries.module.css';
import { endMessageShown, nextPageParam } from './pagination';

/**
 * Enquiry history (route Orders, login required): the customer's enquiries, newest first, page by page;
 * 'Load more' appends the next page until a page comes back short or empty, which the end message says.
 */
export default function EnquiriesPage() {
  const { t } = useTranslation('account');
  const { client } = useShop();
  const lang = useLang();
  const limit = ENQUIRIES_PER_PAGE;
  const query = useInfiniteQuery({
    queryKey: queryKeys.orders(limit),
    queryFn: ({ pageParam }) => readEnquiryPage(client, pageParam, limit),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Order[], _all, lastPageParam: number) =>
      nextPageParam(lastPage, lastPageParam, limit),
    staleTime: 0,
  });
  const queryClient = useQueryClient();
  // An answered offer changes the enquiry in place (its state and offer), without reloading the pages.
  const onAnswered = useCallback(
    (answer: OfferAnswer) =>
      queryClient.setQueryData<InfiniteData<Order[], number>>(queryKeys.orders(limit), (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => page.map((order) => withOfferAnswer(order, answer))) }
          : data,
      ),
    [queryClient, limit],
  );
  const end = useRef<HTMLParagraphElement>(null);
  const pagesLoaded = query.data?.pages ?? [];
  const orders = pagesLoaded.flat();
  const ended = endMessageShown(pagesLoaded, limit);

  // The button disappears at the end: the focus it had moves to the end message.
  useEffect(() => {
    if (ended && document.activeElement === document.body) end.current?.focus();
  }, [ended]);

  let content;
  if (query.isPending) {
    content = <LoadingPage label={t('loading.enquiries')} />;
  } else if (query.isError && orders.length === 0) {
    content = (
      <div className={pages.actions}>
        <p className={pages.text} role="alert">
          {t('enquiries.loadError')}
        </p>
        <button type="button" className={pages.button} onClick={() => void query.refetch()}>
          {t('enquiries.retry')}
        </button>
      </div>
    );
  } else if (orders.length === 0) {
    content = <p className={pages.text}>{t('enquiries.none')}</p>;
  } else {
    content = (
      <ul className={styles.list} aria-label={t('enquiries.listLabel')}>
        {orders.map((order) => (
          <EnquiryItem key={order.id} order={order} onAnswered={onAnswered} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeading>{t('enquiries.heading')}</PageHeading>
      <p className={pages.text}>{t('enquiries.intro')}</p>
      {content}
      <p ref={end} tabIndex={-1} role="status" className={styles.end}>
        {ended ? t('enquiries.end') : ''}
        {query.isFetchNextPageError ? t('enquiries.loadError') : ''}
      </p>
      {query.hasNextPage && (
        <button
          type="button"
          className={pages.button}
          aria-disabled={query.isFetchingNextPage || undefined}
          aria-busy={query.isFetchingNextPage || undefined}
          onClick={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        >
          {t('enquiries.loadMore')}
        </button>
      )}
      <p>
        <Link className={pages.link} to={routeTo('Account', { lang })}>
          {t('enquiries.toAccount')}
        </Link>
      </p>
    </>
  );
}
