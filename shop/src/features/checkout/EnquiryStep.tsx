import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart, Customer } from '../../api/types';
import pages from '../../ui/pages.module.css';
import { SubmitButton } from '../account/form/SubmitButton';
import { AddressSection } from './AddressSection';
import { CheckoutSummary } from './CheckoutSummary';
import styles from './checkout.module.css';
import { EnquiryExtras } from './EnquiryExtras';
import { MethodGroups } from './MethodGroups';
import { useEnquiryForm } from './useEnquiryForm';

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
            void form.submit();
          }}
        >
          <MethodGroups form={form} cart={cart} />
          <EnquiryExtras form={form} />
          <div role="status" className={styles.status}>
            {form.sending ? t('sending') : ''}
          </div>
          {form.failure && (
            <p role="alert" className={styles.error}>
              {t(form.failure)}
            </p>
          )}
          <div>
            <SubmitButton busy={form.sending}>{t('submit')}</SubmitButton>
          </div>
        </form>
      </div>
      <CheckoutSummary cart={cart} id={summaryId} />
    </div>
  );
}
