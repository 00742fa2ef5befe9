import { useTranslation } from '../../i18n/useTranslation';
import { useFormat } from '../../i18n/useFormat';
import type { TFunction } from '../../i18n/createI18n';
import type { CartTotals } from '../../api/cart/cartTotals';
import styles from './order.module.css';

/**
 * The cart's figures as a description list (label, amount); `showWeight: false` for sent enquiries. The
 * shipping costs name the method they were calculated for (`shippingMethod`), so that before the shopper
 * chooses one the cost does not read as the cost of a choice.
 */
export function CartSummary({
  totals,
  id,
  showWeight = true,
  shippingMethod = null,
}: {
  totals: CartTotals;
  id: string;
  showWeight?: boolean;
  shippingMethod?: string | null;
}) {
  const { t } = useTranslation('cart');
  const format = useFormat();
  const vat = totals.vat.length ? totals.vat : [{ rate: null, amount: 0 }];
  const rows: [string, string, string?][] = [
    [t('subtotal'), format.price(totals.subtotal)],
    [
      shippingMethod ? t('shippingCostsFor', { method: shippingMethod }) : t('shippingCosts'),
      format.price(totals.shipping),
    ],
    [t('totalNet'), format.price(totals.net)],
    ...vat.map((row): [string, string] => [
      row.rate === null ? t('vatPlain') : t('vat', { rate: format.number(row.rate) }),
      format.price(row.amount),
    ]),
    [t('total'), format.price(totals.total), styles.grandTotal],
  ];
  if (showWeight) rows.push([t('totalWeight'), totalWeightText(totals, format.weight, t)]);
  return (
    <section className={styles.summary} aria-labelledby={id}>
      <h2 id={id} className={styles.summaryHeading}>
        {t('summary')}
      </h2>
      <dl className={styles.totals}>
        {rows.map(([label, value, className]) => (
          <div key={label} className={`${styles.total} ${className ?? ''}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The total weight; it says how many lines it leaves out for want of a weight ('Not given' for all). */
function totalWeightText(
  totals: Pick<CartTotals, 'weight' | 'linesWithoutWeight'>,
  weight: (kilograms: number) => string,
  t: TFunction,
): string {
  if (totals.weight === null) return totals.linesWithoutWeight ? t('weightUnknown') : weight(0);
  if (!totals.linesWithoutWeight) return weight(totals.weight);
  return t('totalWeightPartial', { weight: weight(totals.weight), count: totals.linesWithoutWeight });
}
