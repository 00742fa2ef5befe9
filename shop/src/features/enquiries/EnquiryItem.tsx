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
import { enquiryStatus, type OfferAnswer } from '../../api/order/offer';
import { OfferPanel } from '../../ui/order/OfferPanel';
import styles from './enquiries.module.css';

/**
 * One enquiry of the history: number, its state in words (an enquiry whose offer the shopper accepted reads
 * as an order), date, delivery and payment status, total, the owner's offer if there is one, and its lines
 * on demand.
 */
export function EnquiryItem({
  order,
  onAnswered,
}: {
  order: Order;
  onAnswered: (answer: OfferAnswer) => void;
}) {
  const { t } = useTranslation(['account', 'orderConfirmation']);
  const format = useFormat();
  const headingId = useId();
  const state = (label: StateLabel) =>
    label ? ('text' in label ? label.text : t(`enquiries.${label.key}`)) : t('enquiries.unknownState');
  const status = enquiryStatus(order);
  const number = { number: order.orderNumber ?? '' };
  const facts: [string, string][] = [
    [t('orderConfirmation:status.label'), t(`orderConfirmation:status.${status.kind}.${status.state}`)],
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
          {status.kind === 'order' ? t('enquiries.order', number) : t('enquiries.enquiry', number)}
        </h2>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <OfferPanel order={order} headingLevel={3} onAnswered={onAnswered} />
        <details className={styles.details}>
          <summary
            aria-label={
              status.kind === 'order'
                ? t('enquiries.orderDetailsOf', number)
                : t('enquiries.detailsOf', number)
            }
          >
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
