import { useTranslation } from 'react-i18next';
import { useFormat } from '../catalog/useFormat';
import styles from './checkout.module.css';
import type { EnquiryLine } from './orderView';

/** The lines of an enquiry: product, article number, quantity, unit price, total. */
export function EnquiryLines({ lines, caption }: { lines: readonly EnquiryLine[]; caption: string }) {
  const { t } = useTranslation('orderConfirmation');
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
        {lines.map((line) => (
          <tr key={line.id}>
            <td>{line.name}</td>
            <td>{line.productNumber}</td>
            <td className={styles.number}>{line.quantity}</td>
            <td className={styles.number}>{format.price(line.unitPrice)}</td>
            <td className={styles.number}>{format.price(line.totalPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
