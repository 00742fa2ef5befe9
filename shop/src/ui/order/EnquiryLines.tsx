import { useTranslation } from '../../i18n/useTranslation';
import { useFormat } from '../../i18n/useFormat';
import styles from './order.module.css';
import { LineName } from './LineName';
import type { EnquiryLine } from '../../api/order/orderView';

/**
 * The lines of an enquiry: product, article number, quantity, unit price, total; promotions, discounts,
 * credits and other lines by label (with their kind where the shop knows it) and amount. On a phone each line
 * is a block of labelled values (data-label) instead of a row of five columns.
 */
export function EnquiryLines({ lines, caption }: { lines: readonly EnquiryLine[]; caption: string }) {
  const { t } = useTranslation(['orderConfirmation', 'cart']);
  const format = useFormat();
  const columns = {
    product: t('columns.product'),
    articleNo: t('columns.articleNo'),
    quantity: t('columns.quantity'),
    unitPrice: t('columns.unitPrice'),
    total: t('columns.total'),
  };
  return (
    <table className={`${styles.lines} ${styles.stacking}`}>
      <caption>{caption}</caption>
      <ColumnHeads
        columns={[
          [columns.product, false],
          [columns.articleNo, false],
          [columns.quantity, true],
          [columns.unitPrice, true],
          [columns.total, true],
        ]}
      />
      <tbody>
        {lines.map((line) => {
          const product = line.type === 'product';
          return (
            <tr key={line.id}>
              <td className={styles.lineName}>
                <LineName line={line} kindClassName={styles.hint} />
              </td>
              <td data-label={columns.articleNo}>{line.productNumber}</td>
              <td data-label={columns.quantity} className={styles.number}>
                {product ? line.quantity : ''}
              </td>
              <td data-label={columns.unitPrice} className={styles.number}>
                {product ? format.price(line.unitPrice) : ''}
              </td>
              <td data-label={columns.total} className={styles.number}>
                {format.price(line.totalPrice)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The column headers of a table of lines: each a label, the numeric ones aligned to the right. */
export function ColumnHeads({
  columns,
}: {
  columns: readonly (readonly [label: string, numeric: boolean])[];
}) {
  return (
    <thead>
      <tr>
        {columns.map(([label, numeric]) => (
          <th key={label} scope="col" className={numeric ? styles.number : undefined}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
