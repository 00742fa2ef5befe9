import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useDesk } from '../../api/DeskContext';
import { actionErrorMessage, type Message } from '../../api/errors';
import { queryKeys } from '../../api/queryKeys';
import type { Offer, Order } from '../../api/types';
import { useFormat } from '../../i18n/useFormat';
import { saveBlob } from '../../ui/download';
import { Notice } from '../../ui/Notice';
import { parseAmount } from '../../ui/amount';
import {
  initialOfferForm,
  offerDraftFrom,
  offerTotals,
  type OfferForm,
  type OfferFormError,
} from './offerDraft';

/** The latest offer (state, prices, PDF) and the form for a new one. */
export function OfferSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const offer = order.extensions?.offer ?? null;
  // Kept here: the form starts afresh (list prices again) once the new offer is shown.
  const [sent, setSent] = useState<Message | null>(null);
  return (
    <section aria-labelledby="offer-heading" className="panel">
      <h2 id="offer-heading">{t('offer.heading')}</h2>
      <Notice kind="success" message={sent} />
      {offer ? <LatestOffer order={order} offer={offer} /> : <p>{t('offer.none')}</p>}
      {newOfferRefusal(order, offer) ? (
        <p>{t(`offer.${newOfferRefusal(order, offer)}`)}</p>
      ) : (
        <OfferFormPanel order={order} key={offer?.id ?? 'first'} onSent={setSent} />
      )}
    </section>
  );
}

/**
 * Why no new offer can be sent (the server refuses it too): a closed enquiry (done or cancelled; reopen it
 * first), or an accepted offer (a binding order). Null while an offer may be sent.
 */
function newOfferRefusal(order: Order, offer: Offer | null): 'closedEnquiry' | 'acceptedOffer' | null {
  const state = order.stateMachineState?.technicalName;
  if (offer?.state === 'accepted') return 'acceptedOffer';
  if (state === 'cancelled' || state === 'completed') return 'closedEnquiry';
  return null;
}

function LatestOffer({ order, offer }: { order: Order; offer: Offer }) {
  const { t } = useTranslation();
  const { api } = useDesk();
  const format = useFormat();
  const [error, setError] = useState<Message | null>(null);
  const download = async () => {
    setError(null);
    try {
      saveBlob(await api.offerPdf(order.id, offer.id), `offer-${order.orderNumber}.pdf`);
    } catch (failure) {
      setError(actionErrorMessage(failure));
    }
  };
  const money = (value: number) => format.money(value, offer.currencyIsoCode);
  return (
    <div className="latest-offer">
      <h3>{t('offer.latest', { date: format.dateTime(offer.createdAt) })}</h3>
      <p>
        <span className={`state offer-${offer.state}`}>{t(`offerStates.${offer.state}`)}</span> ·{' '}
        {t('offer.validUntil', { date: format.date(offer.validUntil) })} ·{' '}
        {t('offer.deliveryDate', { date: format.date(offer.deliveryDate) })}
      </p>
      <ul>
        {offer.lines.map((line) => (
          <li key={line.lineItemId}>
            {t('offer.lineSummary', {
              quantity: format.number(line.quantity),
              label: line.label,
              price: money(line.unitPrice),
              list: money(line.listUnitPrice),
              total: money(line.totalPrice),
            })}
          </li>
        ))}
      </ul>
      <p>
        {offer.discount
          ? `${t('offer.discountApplied', { amount: money(offer.subtotal - offer.total) })} · `
          : ''}
        <strong>{t('offer.total', { total: money(offer.total) })}</strong>
      </p>
      {offer.message ? <p className="prewrap">{offer.message}</p> : null}
      <button type="button" onClick={() => void download()}>
        {t('offer.pdf')}
      </button>
      <Notice kind="error" message={error} />
    </div>
  );
}

const fieldError = (errors: OfferFormError[], field: OfferFormError['field'], lineItemId?: string) =>
  errors.some(
    (error) =>
      error.field === field &&
      (lineItemId === undefined || ('lineItemId' in error && error.lineItemId === lineItemId)),
  );

function OfferFormPanel({ order, onSent }: { order: Order; onSent: (message: Message) => void }) {
  const { t } = useTranslation();
  const { api } = useDesk();
  const format = useFormat();
  const queryClient = useQueryClient();
  const lines = (order.lineItems ?? []).filter((line) => line.type === 'product');
  const [form, setForm] = useState<OfferForm>(() => initialOfferForm(lines, new Date()));
  const [errors, setErrors] = useState<OfferFormError[]>([]);
  const [message, setMessage] = useState<Message | null>(null);
  const send = useMutation({
    mutationFn: (draft: Parameters<typeof api.sendOffer>[1]) => api.sendOffer(order.id, draft),
    onSuccess: async () => {
      onSent({ key: 'offer.sent', values: { email: order.orderCustomer.email } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    },
    onError: (error) => setMessage(actionErrorMessage(error)),
  });
  const set = (patch: Partial<OfferForm>) => setForm((current) => ({ ...current, ...patch }));
  const currency = order.currency?.isoCode;
  const discountValue = parseAmount(form.discountValue);
  const totals = offerTotals(
    lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: parseAmount(form.unitPrices[line.id] ?? '') ?? 0,
    })),
    form.discountType && discountValue !== null ? { type: form.discountType, value: discountValue } : null,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const result = offerDraftFrom(form, lines, new Date());
    setErrors(result.errors);
    if (result.draft) send.mutate(result.draft);
    else setMessage({ key: 'offer.fixErrors' });
  };
  const invalid = (field: OfferFormError['field'], lineItemId?: string) =>
    fieldError(errors, field, lineItemId)
      ? { 'aria-invalid': true as const, 'aria-describedby': `offer-error-${field}` }
      : {};

  return (
    <form onSubmit={submit} className="stack offer-form" noValidate>
      <h3>{t('offer.newHeading')}</h3>
      <fieldset>
        <legend>{t('offer.prices')}</legend>
        {lines.map((line) => (
          <label key={line.id} className="price-line">
            {t('offer.unitPriceFor', { label: line.label, quantity: format.number(line.quantity) })}
            <span className="muted">
              {' '}
              {t('offer.listPrice', { price: format.money(line.unitPrice, currency) })}
            </span>
            <input
              inputMode="decimal"
              value={form.unitPrices[line.id] ?? ''}
              onChange={(event) => set({ unitPrices: { ...form.unitPrices, [line.id]: event.target.value } })}
              {...invalid('unitPrice', line.id)}
            />
          </label>
        ))}
        {fieldError(errors, 'unitPrice') ? (
          <p id="offer-error-unitPrice" className="field-error">
            {t('offer.errors.unitPrice')}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>{t('offer.discount')}</legend>
        <label>
          {t('offer.discountType')}
          <select
            value={form.discountType}
            onChange={(event) => set({ discountType: event.target.value as OfferForm['discountType'] })}
          >
            <option value="">{t('offer.noDiscount')}</option>
            <option value="percentage">{t('offer.percentage')}</option>
            <option value="absolute">{t('offer.absolute', { currency: currency ?? 'EUR' })}</option>
          </select>
        </label>
        {form.discountType ? (
          <label>
            {t('offer.discountValue')}
            <input
              inputMode="decimal"
              value={form.discountValue}
              onChange={(event) => set({ discountValue: event.target.value })}
              {...invalid('discountValue')}
            />
          </label>
        ) : null}
        {fieldError(errors, 'discountValue') ? (
          <p id="offer-error-discountValue" className="field-error">
            {t('offer.errors.discountValue')}
          </p>
        ) : null}
      </fieldset>
      <p aria-live="polite">
        {t('offer.computed', {
          subtotal: format.money(totals.subtotal, currency),
          discount: format.money(totals.discount, currency),
          total: format.money(totals.total, currency),
        })}
      </p>
      <label>
        {t('offer.deliveryDateLabel')}
        <input
          type="date"
          value={form.deliveryDate}
          onChange={(event) => set({ deliveryDate: event.target.value })}
          {...invalid('deliveryDate')}
        />
      </label>
      {fieldError(errors, 'deliveryDate') ? (
        <p id="offer-error-deliveryDate" className="field-error">
          {t('offer.errors.deliveryDate')}
        </p>
      ) : null}
      <label>
        {t('offer.validUntilLabel')}
        <input
          type="date"
          value={form.validUntil}
          onChange={(event) => set({ validUntil: event.target.value })}
          {...invalid('validUntil')}
        />
      </label>
      {fieldError(errors, 'validUntil') ? (
        <p id="offer-error-validUntil" className="field-error">
          {t('offer.errors.validUntil')}
        </p>
      ) : null}
      <label>
        {t('offer.message')}
        <textarea
          rows={4}
          maxLength={2000}
          value={form.message}
          onChange={(event) => set({ message: event.target.value })}
          {...invalid('message')}
        />
      </label>
      <button type="submit" disabled={send.isPending || lines.length === 0}>
        {send.isPending ? t('offer.sending') : t('offer.send')}
      </button>
      <Notice kind="error" message={message} />
    </form>
  );
}
