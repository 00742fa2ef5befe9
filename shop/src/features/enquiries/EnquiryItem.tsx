import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../api/types';
import { useFormat } from '../../i18n/useFormat';
import { formatDate } from '../../ui/order/EnquiryDetails';
import { EnquiryLines } from '../../ui/order/EnquiryLines';
import {
  enquiryLines,
  primaryDelivery,
  primaryTransaction,
  shippingMethodName,
  paymentMethodName,
  stateLabel,
  type StateLabel,
} from '../../api/order/orderView';
import styles from './enquiries.module.css';

/** One enquiry of the history: number, date, delivery and payment status, total, and its lines on demand. */
export function EnquiryItem({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const headingId = useId();
  const state = (label: StateLabel) =>
    label ? ('text' in label ? label.text : t(`enquiries.${label.key}`)) : t('enquiries.unknownState');
  const facts: [string, string][] = [
    [t('enquiries.date'), formatDate(order.orderDateTime, format.locale)],
    [t('enquiries.deliveryStatus'), state(stateLabel(primaryDelivery(order)?.stateMachineState, 'delivery'))],
    [
      t('enquiries.paymentStatus'),
      state(stateLabel(primaryTransaction(order)?.stateMachineState, 'payment')),
    ],
    [t('enquiries.shippingMethod'), shippingMethodName(order)],
    [t('enquiries.paymentMethod'), paymentMethodName(order)],
    [t('enquiries.total'), format.price(order.amountTotal ?? order.price?.totalPrice ?? 0)],
  ];
  return (
    <li className={styles.item}>
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.title}>
          {t('enquiries.enquiry', { number: order.orderNumber ?? '' })}
        </h2>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <details className={styles.details}>
          <summary aria-label={t('enquiries.detailsOf', { number: order.orderNumber ?? '' })}>
            {t('enquiries.details')}
          </summary>
          <EnquiryLines lines={enquiryLines(order)} caption={t('enquiries.lines')} />
          {order.customerComment && (
            <p>
              {t('enquiries.comment')}: {order.customerComment}
            </p>
          )}
        </details>
      </article>
    </li>
  );
}
