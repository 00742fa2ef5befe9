import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { useDesk } from '../../api/DeskContext';
import { queryKeys } from '../../api/queryKeys';
import { useFormat } from '../../i18n/useFormat';
import { variantChanges, type ChangeValue } from './variantHistory';

/**
 * Who changed a variant when, and what (field from → to, or that a CSV import did), newest first. Loaded
 * when shown; a change in the row invalidates the products' queries, so an open history refreshes.
 */
export function VariantHistory({ productId, id, label }: { productId: string; id: string; label: string }) {
  const { t } = useTranslation();
  const { api } = useDesk();
  const format = useFormat();
  const product = useQuery({
    queryKey: queryKeys.product(productId),
    queryFn: () => api.readProduct(productId),
  });
  const value = (change: ChangeValue) =>
    change.kind === 'key'
      ? t(change.key)
      : change.kind === 'number'
        ? format.number(change.value, change.digits)
        : change.value;
  if (product.isPending) return <p id={id}>{t('variantHistory.loading')}</p>;
  if (product.isError)
    return (
      <p id={id} role="alert" className="notice notice-error">
        {t('variantHistory.failed')}
      </p>
    );
  const entries = product.data.extensions?.desk?.history ?? [];
  if (entries.length === 0) return <p id={id}>{t('variantHistory.empty')}</p>;
  return (
    <ol id={id} className="history" aria-label={`${t('variantHistory.toggle')} ${label}`}>
      {entries.map((entry) => {
        const parts = variantChanges(entry);
        return (
          <li key={entry.id}>
            <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time> ·{' '}
            <strong>{entry.actorName}</strong>:{' '}
            {parts.csvImport ? `${t('variantHistory.csvImport')}: ` : null}
            {parts.changes.map((change, index) => (
              <span key={change.field}>
                {index > 0 ? '; ' : null}
                {t(change.fieldKey, { defaultValue: change.field })} {value(change.from)} → {value(change.to)}
              </span>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
