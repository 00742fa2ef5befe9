import { useTranslation } from '../../i18n/useTranslation';
import { lineKind, type LineKind } from '../../api/cart/lineItem';

/**
 * The name of a cart or order line that is not a product: its label (already through the text filter) with
 * its kind beside it ("Summer sale (Promotion)"), or the kind alone when the line has no label (texts
 * `lineKinds.<kind>` of the cart namespace). The kind is the line's own, else the one of its type.
 */
export function LineName({
  line,
  kindClassName,
}: {
  line: { label: string; kind?: LineKind | null; type?: string | null };
  /** The look of the kind beside a label. */
  kindClassName: string | undefined;
}) {
  const { t } = useTranslation('cart');
  const kind = line.kind ?? lineKind(line.type);
  const kindName = kind ? t(`lineKinds.${kind}`) : '';
  return (
    <>
      {line.label || kindName}
      {line.label && kindName && <span className={kindClassName}> ({kindName})</span>}
    </>
  );
}
