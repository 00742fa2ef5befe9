import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../api/types';
import { useShop } from '../../api/ShopContext';
import {
  canAnswer,
  discountAmount,
  localDay,
  offerErrorKey,
  offerOf,
  offerState,
  type Offer,
  type OfferAnswer,
} from '../../api/order/offer';
import {
  acceptOffer,
  declineOffer,
  downloadOfferPdf,
  saveFile,
  type GuestCredentials,
} from '../../api/order/offerApi';
import { DEFAULT_CURRENCY, formatPrice, numberFormat } from '../../i18n/format';
import { useFormat } from '../../i18n/useFormat';
import pages from '../pages.module.css';
import { formatDay } from './EnquiryDetails';
import { ColumnHeads } from './EnquiryLines';
import styles from './order.module.css';

type Props = {
  order: Order;
  /** The level of the panel's heading in its page. */
  headingLevel: 2 | 3;
  /** A guest who opened the enquiry with email and zip code (no session): used for the PDF. */
  guest?: GuestCredentials | null;
  /** Told the server's answer, so the page updates the enquiry it shows. */
  onAnswered: (answer: OfferAnswer) => void;
};

/**
 * The owner's offer on an enquiry (`extensions.offer`, sent only by this shop's own server; nothing is shown
 * without it): lines with list and offer prices, discount, total, delivery date, validity, the owner's message
 * as text, the PDF, and Accept (with a confirm step: it makes the enquiry binding) / Decline while the offer is
 * pending and valid. Errors are shown beside the buttons.
 */
export function OfferPanel(props: Props) {
  const offer = offerOf(props.order);
  return offer ? <OfferView offer={offer} {...props} /> : null;
}

type Step = 'idle' | 'confirm' | 'accepting' | 'declining';

function OfferView({ offer, order, headingLevel, guest, onAnswered }: Props & { offer: Offer }) {
  const { t } = useTranslation('orderConfirmation');
  const { client } = useShop();
  const format = useFormat();
  const headingId = useId();
  const confirmTextId = useId();
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'acceptedNow' | 'declinedNow' | null>(null);
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'error'>('idle');
  const acceptRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef<'confirm' | 'accept' | null>(null);

  const today = localDay();
  const state = offerState(offer, today);
  const answerable = canAnswer(offer, today, order.stateMachineState?.technicalName);
  const currency = offer.currencyIsoCode ?? DEFAULT_CURRENCY;
  const price = (amount: number) => formatPrice(amount, format.locale, currency);
  const day = (value: string) => formatDay(value, format.locale);
  const discount = discountAmount(offer);
  const percent = (value: number) =>
    numberFormat(format.locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (moveFocus.current === 'confirm') confirmRef.current?.focus();
    if (moveFocus.current === 'accept') acceptRef.current?.focus();
    moveFocus.current = null;
  }, [step]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const answer = async (kind: 'accept' | 'decline') => {
    if (step === 'accepting' || step === 'declining') return;
    setStep(kind === 'accept' ? 'accepting' : 'declining');
    setError(null);
    try {
      const result =
        kind === 'accept' ? await acceptOffer(client, order.id) : await declineOffer(client, order.id);
      setDone(kind === 'accept' ? 'acceptedNow' : 'declinedNow');
      setStep('idle');
      onAnswered(result);
    } catch (failure) {
      console.warn('[shop] answering the offer failed', failure);
      setError(offerErrorKey(failure));
      setStep(kind === 'accept' ? 'confirm' : 'idle');
    }
  };

  const download = async () => {
    if (pdf === 'busy') return;
    setPdf('busy');
    try {
      const blob = await downloadOfferPdf(client, offer, guest);
      saveFile(blob, `${t('offer.fileName', { number: order.orderNumber ?? '' })}.pdf`);
      setPdf('idle');
    } catch (failure) {
      console.warn('[shop] offer download failed', failure);
      setPdf('error');
    }
  };

  let stateText: string;
  if (state === 'pending') stateText = t('offer.pending', { date: day(offer.validUntil) });
  else if (state === 'expired')
    stateText = offer.validUntil
      ? t('offer.expired', { date: day(offer.validUntil) })
      : t('offer.expiredNoDate');
  else stateText = t(`offer.${state}`);

  const busy = step === 'accepting' || step === 'declining';
  const columns = {
    product: t('offer.columns.product'),
    quantity: t('offer.columns.quantity'),
    listPrice: t('offer.columns.listPrice'),
    offerPrice: t('offer.columns.offerPrice'),
    total: t('offer.columns.total'),
  };

  return (
    <section className={styles.offer} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.offerHeading}>
        {t('offer.heading')}
      </Heading>
      <p className={state === 'expired' ? styles.offerNote : styles.offerState}>{stateText}</p>
      <table className={`${styles.lines} ${styles.stacking}`}>
        <caption>{t('offer.lines')}</caption>
        <ColumnHeads
          columns={[
            [columns.product, false],
            [columns.quantity, true],
            [columns.listPrice, true],
            [columns.offerPrice, true],
            [columns.total, true],
          ]}
        />
        <tbody>
          {offer.lines.map((line, index) => (
            <tr key={line.lineItemId || index}>
              <td className={`${styles.lineName} ${styles.offerLineName}`}>
                {line.name}
                {(line.productNumber || line.options.length > 0) && (
                  <span className={`${styles.offerLineFacts} ${styles.hint}`}>
                    {[line.productNumber, ...line.options].filter(Boolean).join(' · ')}
                  </span>
                )}
              </td>
              <td data-label={columns.quantity} className={styles.number}>
                {format.number(line.quantity)}
              </td>
              <td data-label={columns.listPrice} className={styles.number}>
                {line.listUnitPrice !== line.unitPrice ? (
                  <s>{price(line.listUnitPrice)}</s>
                ) : (
                  price(line.listUnitPrice)
                )}
              </td>
              <td data-label={columns.offerPrice} className={styles.number}>
                {price(line.unitPrice)}
              </td>
              <td data-label={columns.total} className={styles.number}>
                {price(line.totalPrice)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        {(offer.discount || offer.shippingTotal !== null) && (
          <div className={styles.total}>
            <dt>{t('offer.subtotal')}</dt>
            <dd>{price(offer.subtotal)}</dd>
          </div>
        )}
        {offer.discount && (
          <div className={styles.total}>
            <dt>
              {offer.discount.type === 'percentage'
                ? t('offer.discountPercent', { percent: percent(offer.discount.value) })
                : t('offer.discount')}
            </dt>
            <dd>−{price(discount)}</dd>
          </div>
        )}
        {offer.shippingTotal !== null && (
          <div className={styles.total}>
            <dt>{t('offer.shipping')}</dt>
            <dd>{price(offer.shippingTotal)}</dd>
          </div>
        )}
        <div className={`${styles.total} ${styles.grandTotal}`}>
          <dt>{t('offer.total')}</dt>
          <dd>{price(offer.total)}</dd>
        </div>
        {offer.taxes.map((tax) => (
          <div key={tax.taxRate} className={`${styles.total} ${styles.hint}`}>
            <dt>{t('offer.tax', { rate: percent(tax.taxRate) })}</dt>
            <dd>{price(tax.tax)}</dd>
          </div>
        ))}
        {offer.deliveryDate && (
          <div className={styles.total}>
            <dt>{t('offer.deliveryDate')}</dt>
            <dd>{day(offer.deliveryDate)}</dd>
          </div>
        )}
        {offer.validUntil && (
          <div className={styles.total}>
            <dt>{t('offer.validUntil')}</dt>
            <dd>{day(offer.validUntil)}</dd>
          </div>
        )}
      </dl>
      {offer.message && (
        <div>
          <p className={styles.offerMessageLabel}>{t('offer.message')}</p>
          <p className={styles.offerMessage}>{offer.message}</p>
        </div>
      )}
      {offer.documentId && offer.deepLinkCode && (
        <div className={pages.actions}>
          <button
            type="button"
            className={pages.link}
            aria-disabled={pdf === 'busy' || undefined}
            aria-busy={pdf === 'busy' || undefined}
            onClick={() => void download()}
          >
            {pdf === 'busy' ? t('offer.pdfBusy') : t('offer.pdf')}
          </button>
          {pdf === 'error' && (
            <p className={styles.error} role="alert">
              {t('offer.pdfError')}
            </p>
          )}
        </div>
      )}
      {answerable && !done && (
        <div className={styles.offerAnswer}>
          {step === 'confirm' || step === 'accepting' ? (
            <>
              <p id={confirmTextId}>{t('offer.confirmText')}</p>
              <div className={pages.actions}>
                <button
                  ref={confirmRef}
                  type="button"
                  className={pages.button}
                  aria-describedby={confirmTextId}
                  aria-disabled={busy || undefined}
                  aria-busy={step === 'accepting' || undefined}
                  onClick={() => void answer('accept')}
                >
                  {t('offer.confirm')}
                </button>
                <button
                  type="button"
                  className={pages.link}
                  aria-disabled={busy || undefined}
                  onClick={() => {
                    if (busy) return;
                    moveFocus.current = 'accept';
                    setError(null);
                    setStep('idle');
                  }}
                >
                  {t('offer.back')}
                </button>
              </div>
            </>
          ) : (
            <div className={pages.actions}>
              <button
                ref={acceptRef}
                type="button"
                className={pages.button}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (busy) return;
                  moveFocus.current = 'confirm';
                  setError(null);
                  setStep('confirm');
                }}
              >
                {t('offer.accept')}
              </button>
              <button
                type="button"
                className={pages.link}
                aria-disabled={busy || undefined}
                aria-busy={step === 'declining' || undefined}
                onClick={() => void answer('decline')}
              >
                {t('offer.decline')}
              </button>
            </div>
          )}
          <p className={styles.status} role="status">
            {busy ? t('offer.busy') : ''}
          </p>
          {error && (
            <p className={styles.error} role="alert">
              {t(error)}
            </p>
          )}
        </div>
      )}
      {done && (
        <p ref={doneRef} tabIndex={-1} role="status" className={styles.offerDone}>
          {t(`offer.${done}`)}
        </p>
      )}
    </section>
  );
}
