import { useTranslation } from 'react-i18next';
import { useFormat } from '../catalog/useFormat';
import styles from './checkout.module.css';
import { lineKind } from '../cart/lineItem';
import type { EnquiryLine } from './orderView';

/**
 * The lines of an enquiry: product, article number, quantity, unit price, total; promotions, discounts,
 * credits and other lines by label (with their kind where the shop knows it) and amount.
 */
export function EnquiryLines({ lines, caption }: { lines: readonly EnquiryLine[]; caption: string }) {
  const { t } = useTranslation(['orderConfirmation', 'cart']);
  const format = useFormat();
  return (
    <table className={styles.lines}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.product')}</th>
          <th scope="col">{t('columns.articleNo')}</th>
          <th scope="col" className={styles.number}>
            {t('columns.quantity')}
          </th>
          <th scope="col" className={styles.number}>
            {t('columns.unitPrice')}
          </th>
          <th scope="col" className={styles.number}>
            {t('columns.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const product = line.type === 'product';
          const known = lineKind(line.type);
          const kind = known ? t(`lineKinds.${known}`, { ns: 'cart' }) : '';
          return (
            <tr key={line.id}>
              <td>
                {line.label || kind}
                {line.label && kind && <span className={styles.hint}> ({kind})</span>}
              </td>
              <td>{line.productNumber}</td>
              <td className={styles.number}>{product ? line.quantity : ''}</td>
              <td className={styles.number}>{product ? format.price(line.unitPrice) : ''}</td>
              <td className={styles.number}>{format.price(line.totalPrice)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
