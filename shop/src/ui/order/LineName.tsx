import { useTranslation } from 'react-i18next';
import type { LineKind } from '../../api/cart/lineItem';

/**
 * The name of a cart or order line that is not a product: its label with its kind beside it ("Summer sale
 * (Promotion)"), or the kind alone when the line has no label (texts `lineKinds.<kind>` of the cart namespace).
 */
export function LineName({
  label,
  kind,
  kindClassName,
}: {
  label: string;
  kind: LineKind | null;
  /** The look of the kind beside a label. */
  kindClassName: string | undefined;
}) {
  const { t } = useTranslation('cart');
  const kindName = kind ? t(`lineKinds.${kind}`) : '';
  return (
    <>
      {label || kindName}
      {label && kindName && <span className={kindClassName}> ({kindName})</span>}
    </>
  );
}
