import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { routeTo } from '../../ui/paths';
import { useCheckoutStep, useCustomer } from '../../api/queries';
import { useCartFeature } from '../../api/cart/cartFeature';
import { focusHeading } from '../../ui/focusHeading';
import { LoadingPage } from '../../ui/LoadingPage';
import { PageHeading } from '../../ui/PageHeading';
import pages from '../../ui/pages.module.css';
import { useLang } from '../../i18n/useLang';
import { productLines } from '../../api/cart/cartTotals';
import { EnquiryStep } from './EnquiryStep';
import { GuestReset } from './GuestReset';
import { IdentifyStep } from './IdentifyStep';
import { useSalesChannelContext } from './useCheckoutData';

/**
 * Checkout (route Checkout): step 0 identifies the buyer (login, registration or guest), step 1 collects
 * what the non-binding enquiry needs and sends it. The step follows the customer query (checkoutStep).
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const customerQuery = useCustomer();
  const cartQuery = useCartFeature().useCart();
  const { data: context, isPending: contextPending } = useSalesChannelContext();
  const customer = customerQuery.data ?? null;
  const cart = cartQuery.data;
  const step = useCheckoutStep();
  const heading = useRef<HTMLDivElement>(null);
  useFocusHeadingOnStepChange(step, heading);

  let content;
  if (customerQuery.isPending || cartQuery.isPending || (step === 1 && contextPending)) {
    content = <LoadingPage label={t('loading')} />;
  } else if (!cart || productLines(cart).length === 0) {
    content = (
      <>
        <p className={pages.text}>{t('emptyCart')}</p>
        <Link className={pages.link} to={routeTo('Home', { lang })}>
          {t('backToStore')}
        </Link>
      </>
    );
  } else if (step === 0 || !customer) {
    content = <IdentifyStep />;
  } else {
    content = (
      <>
        {customer.guest && <GuestReset customer={customer} />}
        <EnquiryStep
          key={customer.id}
          customer={customer}
          cart={cart}
          contextPaymentMethodId={context?.paymentMethod?.id ?? null}
        />
      </>
    );
  }

  return (
    <div ref={heading}>
      <PageHeading>{t('heading')}</PageHeading>
      {content}
    </div>
  );
}

/**
 * A step change replaces the form that had the focus (continue as guest, start over): the focus goes to the
 * page heading, as after a navigation, instead of being lost to the document.
 */
function useFocusHeadingOnStepChange(step: 0 | 1, container: RefObject<HTMLElement | null>) {
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    return focusHeading(container.current);
  }, [step, container]);
}
