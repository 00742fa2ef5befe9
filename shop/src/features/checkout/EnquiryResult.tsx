import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeys } from '../../api/queryKeys';
import type { Order } from '../../api/types';
import { routeTo } from '../../app/paths';
import { useShop } from '../../app/ShopContext';
import { LoadingPage } from '../../ui/LoadingPage';
import { PageHeading } from '../../ui/PageHeading';
import pages from '../../ui/pages.module.css';
import { apiFailure } from '../account/errors';
import { useLang } from '../account/useLang';
import { readOrderByDeepLink } from './checkoutApi';
import { EnquiryDetails } from './EnquiryDetails';

/**
 * The enquiry sent (confirmation and success pages): the answer of sending is in the query cache; after a
 * reload it is read again with POST /order filtered by its deep-link code. A guest whose session ended (or
 * anybody without access) is asked to log in.
 */
export function EnquiryResult({
  deepLinkCode,
  extra,
}: {
  deepLinkCode: string | null;
  /** More about the enquiry, shown above its details (the success page's payment state). */
  extra?: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation('orderConfirmation');
  const { client } = useShop();
  const lang = useLang();
  const query = useQuery<Order | null>({
    queryKey: queryKeys.order(deepLinkCode ?? ''),
    queryFn: () => readOrderByDeepLink(client, deepLinkCode ?? ''),
    enabled: !!deepLinkCode,
    staleTime: Infinity,
    retry: false,
  });

  let content;
  if (!deepLinkCode) {
    content = <p className={pages.text}>{t('missing')}</p>;
  } else if (query.isPending) {
    content = <LoadingPage label={t('loading')} />;
  } else if (query.data) {
    content = (
      <>
        <p className={pages.text} role="status">
          {t('mailSent')} {t('nonBinding')}
        </p>
        {extra?.(query.data)}
        <EnquiryDetails order={query.data} />
      </>
    );
  } else {
    const status = apiFailure(query.error).status;
    const needsLogin = !query.error || status === 401 || status === 403;
    content = (
      <div className={pages.actions}>
        <p className={pages.text} role="alert">
          {needsLogin ? t('loginToSee') : t('loadError')}
        </p>
        <Link className={pages.link} to={routeTo('Login', { lang })}>
          {t('toLogin')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <PageHeading>{t('heading')}</PageHeading>
      {content}
      <p>
        <Link className={pages.link} to={routeTo('Home', { lang })}>
          {t('backToStore')}
        </Link>
      </p>
    </>
  );
}
