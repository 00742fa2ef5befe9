import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useDesk } from '../../api/DeskContext';
import { actionErrorMessage, type Message } from '../../api/errors';
import { queryKeys } from '../../api/queryKeys';
import type { Product, ProductPatch } from '../../api/types';
import { useFormat } from '../../i18n/useFormat';
import { parseAmount } from '../../ui/amount';
import { grossOf, parseCount, productPatch, restockPatch } from './catalogueEdits';
import { VariantHistory } from './VariantHistory';

const optionText = (product: Product) =>
  (product.options ?? [])
    .map((option) => option.translated?.name ?? option.name ?? '')
    .filter(Boolean)
    .join(', ');

/** One variant: price and stock saved together, closeout and active at once, restock by +N. */
export function VariantRow({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { api } = useDesk();
  const format = useFormat();
  const queryClient = useQueryClient();
  const gross = grossOf(product);
  const [price, setPrice] = useState(gross === null ? '' : gross.toFixed(2));
  const [stock, setStock] = useState(String(product.stock));
  const [restock, setRestock] = useState('');
  // The fields start afresh from new saved values (after a save, or another tab's edit); the row and its
  // message ("Saved.") stay.
  const saved = `${product.stock}:${gross ?? ''}`;
  const [fieldsOf, setFieldsOf] = useState(saved);
  if (fieldsOf !== saved) {
    setFieldsOf(saved);
    setPrice(gross === null ? '' : gross.toFixed(2));
    setStock(String(product.stock));
    setRestock('');
  }
  const [historyOpen, setHistoryOpen] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: Message } | null>(null);
  const name = product.translated?.name ?? product.name ?? product.productNumber;
  const label = `${product.productNumber} ${name}`;
  const save = useMutation({
    mutationFn: (patch: ProductPatch) => api.patchProduct(product.id, patch),
    onSuccess: async () => {
      setMessage({ kind: 'success', text: { key: 'catalogue.saved' } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.products });
    },
    onError: (error) => setMessage({ kind: 'error', text: actionErrorMessage(error) }),
  });
  const submitValues = (event: FormEvent) => {
    event.preventDefault();
    const edit = { gross: parseAmount(price), stock: parseCount(stock) };
    if ((price.trim() && edit.gross === null) || edit.stock === null) {
      setMessage({ kind: 'error', text: { key: 'catalogue.invalidValues' } });
      return;
    }
    const patch = productPatch(product, edit);
    if (Object.keys(patch).length === 0)
      setMessage({ kind: 'success', text: { key: 'catalogue.unchanged' } });
    else save.mutate(patch);
  };
  const submitRestock = (event: FormEvent) => {
    event.preventDefault();
    const count = parseCount(restock);
    if (count === null || count === 0) {
      setMessage({ kind: 'error', text: { key: 'catalogue.invalidRestock' } });
      return;
    }
    save.mutate(restockPatch(product, count));
  };
  const formId = `values-${product.id}`;
  const historyId = `history-${product.id}`;
  return (
    <>
      <tr>
        <th scope="row">
          {product.productNumber}
          <br />
          <span className="muted">
            {name}
            {optionText(product) ? ` · ${optionText(product)}` : ''}
          </span>
          <br />
          <button
            type="button"
            aria-expanded={historyOpen}
            aria-controls={historyOpen ? historyId : undefined}
            aria-label={`${t('variantHistory.toggle')} ${label}`}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            {t('variantHistory.toggle')}
          </button>
          <p role="status" className={message?.kind === 'success' ? 'notice notice-success' : 'notice-empty'}>
            {message?.kind === 'success' ? t(message.text.key, message.text.values) : null}
          </p>
          <p role="alert" className={message?.kind === 'error' ? 'notice notice-error' : 'notice-empty'}>
            {message?.kind === 'error' ? t(message.text.key, message.text.values) : null}
          </p>
        </th>
        <td>
          <form id={formId} onSubmit={submitValues} className="inline">
            <label>
              <span className="visually-hidden">{t('catalogue.priceOf', { label })}</span>
              <input
                inputMode="decimal"
                size={8}
                value={price}
                onChange={(event) => setPrice(event.target.value)}
              />
            </label>
          </form>
        </td>
        <td>
          <label>
            <span className="visually-hidden">{t('catalogue.stockOf', { label })}</span>
            <input
              form={formId}
              inputMode="numeric"
              size={5}
              value={stock}
              onChange={(event) => setStock(event.target.value)}
            />
          </label>
          <span className="muted">
            {' '}
            {t('catalogue.available', {
              count: product.availableStock ?? product.stock,
              formatted: format.number(product.availableStock ?? product.stock),
            })}
          </span>
          <button
            form={formId}
            type="submit"
            disabled={save.isPending}
            aria-label={`${t('catalogue.save')} ${label}`}
          >
            {t('catalogue.save')}
          </button>
        </td>
        <td>
          <label>
            <input
              type="checkbox"
              checked={product.isCloseout}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ isCloseout: event.target.checked })}
            />
            <span className="visually-hidden">{t('catalogue.closeoutOf', { label })}</span>
          </label>
        </td>
        <td>
          <label>
            <input
              type="checkbox"
              checked={product.active}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ active: event.target.checked })}
            />
            <span className="visually-hidden">{t('catalogue.activeOf', { label })}</span>
          </label>
        </td>
        <td>
          <form onSubmit={submitRestock} className="inline">
            <label>
              <span className="visually-hidden">{t('catalogue.restockOf', { label })}</span>
              <input
                inputMode="numeric"
                size={4}
                value={restock}
                placeholder="+N"
                onChange={(event) => setRestock(event.target.value)}
              />
            </label>
            <button
              type="submit"
              disabled={save.isPending}
              aria-label={`${t('catalogue.restockButton')} ${label}`}
            >
              {t('catalogue.restockButton')}
            </button>
          </form>
        </td>
      </tr>
      {historyOpen ? (
        <tr>
          <td colSpan={6}>
            <VariantHistory productId={product.id} id={historyId} label={label} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
