import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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
import { readOrderByDeepLink } from './checkoutApi';
import { enquiryAccess } from './enquiryAccess';
import { EnquiryDetails } from '../../ui/order/EnquiryDetails';
import { GuestAccessForm } from './GuestAccessForm';
import { enquiryStatus, offerOf, withOfferAnswer, type OfferAnswer } from '../../api/order/offer';
import type { GuestCredentials } from '../../api/order/offerApi';
import { OfferPanel } from '../../ui/order/OfferPanel';
import styles from './checkout.module.css';

/**
 * The enquiry sent (confirmation and success pages): the answer of sending is in the query cache; after a
 * reload it is read again with POST /order filtered by its deep-link code. Every enquiry offers its link
 * (`success/{deepLinkCode}`) to reopen it later; opened without the session that sent it, a guest's enquiry
 * asks for its email address and zip code, a customer's for the login. Its state is shown in words, and the
 * owner's offer, when this shop's server sent one, with Accept / Decline.
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
  const queryClient = useQueryClient();
  const [guest, setGuest] = useState<GuestCredentials | null>(null);
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
    const order = query.data;
    const status = enquiryStatus(order);
    const onAnswered = (answer: OfferAnswer) =>
      queryClient.setQueryData<Order | null>(queryKeys.order(deepLinkCode), (current) =>
        current ? withOfferAnswer(current, answer) : current,
      );
    content = (
      <>
        {offerOf(order) ? (
          <p className={pages.text}>
            {t('status.label')}: {t(`status.${status.kind}.${status.state}`)}
          </p>
        ) : (
          <p className={pages.text} role="status">
            {t('mailSent')} {t('nonBinding')}
          </p>
        )}
        {extra?.(order)}
        <OfferPanel order={order} headingLevel={2} guest={guest} onAnswered={onAnswered} />
        <EnquiryDetails order={order} />
        <ReopenLink deepLinkCode={query.data.deepLinkCode ?? deepLinkCode} />
      </>
    );
  } else {
    const access = query.error ? enquiryAccess(query.error) : 'guest';
    content =
      access === 'guest' || access === 'wrongCredentials' ? (
        <GuestAccessForm
          deepLinkCode={deepLinkCode}
          wrong={access === 'wrongCredentials'}
          onAccess={setGuest}
        />
      ) : (
        <div className={pages.actions}>
          <p className={pages.text} role="alert">
            {access === 'login' ? t('loginToSee') : t('loadError')}
          </p>
          {access === 'login' && (
            <Link className={pages.link} to={routeTo('Login', { lang })}>
              {t('toLogin')}
            </Link>
          )}
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

/** The enquiry's own address (`success/{deepLinkCode}`), shown in full so that it can be kept and reopened. */
function ReopenLink({ deepLinkCode }: { deepLinkCode: string }) {
  const { t } = useTranslation('orderConfirmation');
  const lang = useLang();
  const path = routeTo('Success', { lang, deepLinkCode });
  return (
    <p className={pages.text}>
      {t('reopen')}{' '}
      <Link className={`${pages.link} ${styles.reopenLink}`} to={path}>
        {new URL(path, window.location.origin).href}
      </Link>
    </p>
  );
}
