import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../api/types';
import { addressLines } from '../../api/address';
import { useCountries, useSalutations } from '../../api/useAccount';
import { CartSummary } from './CartSummary';
import { useFormat } from '../../i18n/useFormat';
import fields from '../form/form.module.css';
import styles from './order.module.css';
import { EnquiryLines } from './EnquiryLines';
import {
  enquiryAddresses,
  enquiryLines,
  enquiryTotals,
  paymentMethodName,
  shippingMethodName,
} from '../../api/order/orderView';

/** Formats an ISO date in the interface language (date and time). */
export function formatDate(value: string | undefined | null, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** Formats a calendar day (`YYYY-MM-DD`) in the interface language, the same day in every time zone. */
export function formatDay(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** One sent enquiry: number, date, methods, addresses, lines and all figures. */
export function EnquiryDetails({ order }: { order: Order }) {
  const { t } = useTranslation('orderConfirmation');
  const format = useFormat();
  const { data: countries = [] } = useCountries();
  const { data: salutations = [] } = useSalutations();
  const summaryId = useId();
  const { billing, shipping } = enquiryAddresses(order);
  const address = (entry: typeof billing) =>
    entry
      ? addressLines(entry as never, countries, salutations).map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))
      : null;
  return (
    <>
      <p>
        <strong>{t('number', { number: order.orderNumber ?? '' })}</strong>
      </p>
      <dl className={fields.facts}>
        <dt>{t('date')}</dt>
        <dd>{formatDate(order.orderDateTime, format.locale)}</dd>
        <dt>{t('shippingMethod')}</dt>
        <dd>{shippingMethodName(order)}</dd>
        <dt>{t('paymentMethod')}</dt>
        <dd>{paymentMethodName(order)}</dd>
        {order.customerComment && (
          <>
            <dt>{t('comment')}</dt>
            <dd>{order.customerComment}</dd>
          </>
        )}
      </dl>
      <div className={styles.addresses}>
        <section>
          <h2>{t('billingAddress')}</h2>
          <address className={styles.address}>{address(billing)}</address>
        </section>
        <section>
          <h2>{t('shippingAddress')}</h2>
          <address className={styles.address}>{address(shipping ?? billing)}</address>
        </section>
      </div>
      <EnquiryLines lines={enquiryLines(order)} caption={t('lines')} />
      <CartSummary totals={enquiryTotals(order)} id={summaryId} showWeight={false} />
    </>
  );
}
