import { useFormat } from '../../i18n/useFormat';
import type { ExtraLine } from '../../api/cart/lineItem';
import { LineName } from '../../ui/order/LineName';
import styles from './cart.module.css';

/** A line that is not a product (promotion, discount, credit, custom, unknown type): its label and amount. */
export function CartExtraLine({ line }: { line: ExtraLine }) {
  const format = useFormat();
  return (
    <li className={styles.extraLine}>
      <span className={styles.extraLabel}>
        <LineName line={line} kindClassName={styles.extraKind} />
      </span>
      <span className={styles.extraAmount}>{format.price(line.amount)}</span>
    </li>
  );
}
