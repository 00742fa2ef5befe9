import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import type { Cart, Customer } from '../../api/types';
import pages from '../../ui/pages.module.css';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useAddresses, useCountries } from '../../api/useAccount';
import { klarnaAuthorizeData } from '../../api/klarna/klarnaAddress';
import { KlarnaPanel } from '../../ui/order/KlarnaPanel';
import { useKlarnaPayment } from '../../api/klarna/useKlarnaPayment';
import { AddressSection } from './AddressSection';
import { CheckoutSummary } from './CheckoutSummary';
import order from '../../ui/order/order.module.css';
import styles from './checkout.module.css';
import { EnquiryExtras } from './EnquiryExtras';
import { MethodGroups } from './MethodGroups';
import { usePaymentMethods } from './useCheckoutData';
import { useEnquiryForm } from './useEnquiryForm';

/** The checkout URL's flag of a payment cancelled elsewhere (spec: back to the checkout with a message). */
const PAYMENT_CANCELED_PARAM = 'paymentCanceled';

/**
 * Checkout step 1: addresses, shipping and payment method, comment, terms, the summary, and the button
 * that sends the non-binding enquiry. The address section stays outside the enquiry form (it holds the
 * account's own address form, and forms cannot nest).
 */
export function EnquiryStep({
  customer,
  cart,
  contextPaymentMethodId,
}: {
  customer: Customer;
  cart: Cart;
  contextPaymentMethodId: string | null;
}) {
  const { t } = useTranslation('checkout');
  const form = useEnquiryForm(customer, contextPaymentMethodId);
  const summaryId = useId();
  const { data: paymentMethods = [] } = usePaymentMethods();
  const { data: addresses = [] } = useAddresses();
  const { data: countries = [] } = useCountries();
  const chosen = paymentMethods.find((method) => method.id === form.values.paymentMethodId);
  const klarna = useKlarnaPayment(chosen);
  const sendButton = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useSearchParams();
  const canceledParam = search.has(PAYMENT_CANCELED_PARAM);
  const { setPaymentNotice } = form;
  useEffect(() => {
    if (!canceledParam) return;
    setPaymentNotice('klarna.canceled');
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_CANCELED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [canceledParam, setPaymentNotice, setSearch]);

  const send = async () => {
    const authorize = klarna.isKlarna
      ? () => klarna.authorize(klarnaAuthorizeData(addresses, form.values, customer.email, countries))
      : undefined;
    const end = await form.submit(authorize);
    // After a cancelled or declined Klarna dialog the focus returns to the send button.
    if (end === 'paymentCanceled') sendButton.current?.querySelector('button')?.focus();
  };
  return (
    <div className={styles.layout}>
      <div className={styles.form}>
        <p className={pages.text}>{t('nonBinding')}</p>
        <AddressSection form={form} />
        <form
          className={styles.form}
          noValidate
          aria-label={t('formLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <MethodGroups form={form} cart={cart} />
          <KlarnaPanel status={klarna.status} attachContainer={klarna.attachContainer} />
          <EnquiryExtras form={form} />
          <div role="status" className={order.status}>
            {form.sending ? t('sending') : ''}
          </div>
          <div role="status" className={order.status}>
            {form.paymentNotice ? t(form.paymentNotice) : ''}
          </div>
          {form.failure && (
            <p role="alert" className={order.error}>
              {t(form.failure)}
            </p>
          )}
          <div ref={sendButton}>
            <SubmitButton busy={form.sending}>{t('submit')}</SubmitButton>
          </div>
        </form>
      </div>
      <CheckoutSummary cart={cart} id={summaryId} />
    </div>
  );
}
