import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useFormat';
import type { ExtraLine } from '../../api/cart/lineItem';
import styles from './cart.module.css';

/** A line that is not a product (promotion, discount, credit, custom, unknown type): its label and amount. */
export function CartExtraLine({ line }: { line: ExtraLine }) {
  const { t } = useTranslation('cart');
  const format = useFormat();
  const kind = line.kind ? t(`lineKinds.${line.kind}`) : '';
  return (
    <li className={styles.extraLine}>
      <span className={styles.extraLabel}>
        {line.label || kind}
        {line.label && kind && <span className={styles.extraKind}> ({kind})</span>}
      </span>
      <span className={styles.extraAmount}>{format.price(line.amount)}</span>
    </li>
  );
}
