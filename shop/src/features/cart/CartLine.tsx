import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { routeTo, type LangPrefix } from '../../ui/paths';
import type { LineItem } from '../../api/types';
import { useFormat } from '../../i18n/useFormat';
import type { CartMessage } from '../../api/cart/cartFeature';
import { lineWeight } from '../../api/cart/cartTotals';
import { lineCover, lineLabel, lineOptions, lineProductId, lineProductNumber } from '../../api/cart/lineItem';
import { QuantityForm } from './QuantityForm';
import styles from './cart.module.css';

type Props = {
  line: LineItem;
  lang: LangPrefix | undefined;
  messages: CartMessage[];
  busy: boolean;
  registerQuantity: (element: HTMLInputElement | null) => void;
  onQuantity: (line: LineItem, quantity: number) => Promise<boolean>;
  onRemove: (line: LineItem) => void;
};

/** One product line of the cart. */
export function CartLine({ line, lang, messages, busy, registerQuantity, onQuantity, onRemove }: Props) {
  const { t } = useTranslation('cart');
  const format = useFormat();
  const nameId = useId();
  const messagesId = useId();
  const name = lineLabel(line);
  const cover = lineCover(line);
  const options = lineOptions(line);
  const number = lineProductNumber(line);
  const quantity = line.quantity ?? 0;
  const productId = lineProductId(line);
  const weight = lineWeight(line);
  return (
    <li className={styles.line} aria-busy={busy || undefined}>
      <div className={styles.cover}>
        {cover ? (
          <img className={styles.image} src={cover.url} alt={cover.alt} loading="lazy" />
        ) : (
          <span className={styles.noImage}>{t('noImage')}</span>
        )}
      </div>
      <div className={styles.details}>
        <h2 className={styles.name} id={nameId}>
          {productId ? <Link to={routeTo('Product', { lang, productId })}>{name}</Link> : name}
        </h2>
        <dl className={styles.facts}>
          {options.map((option) => (
            <div key={option.group} className={styles.fact}>
              <dt>{option.group}</dt>
              <dd>{option.option}</dd>
            </div>
          ))}
          {number && (
            <div className={styles.fact}>
              <dt>{t('articleNo')}</dt>
              <dd>{number}</dd>
            </div>
          )}
          <div className={styles.fact}>
            <dt>{t('price')}</dt>
            <dd>{format.price(line.price?.unitPrice ?? 0)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('totalPrice')}</dt>
            <dd className={styles.lineTotal}>{format.price(line.price?.totalPrice ?? 0)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('weight')}</dt>
            <dd>{weight === null ? t('weightUnknown') : format.weight(weight)}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.controls}>
        <QuantityForm
          quantity={quantity}
          min={line.quantityInformation?.minPurchase}
          step={line.quantityInformation?.purchaseSteps}
          describedBy={nameId}
          name={name}
          messagesId={messagesId}
          invalid={messages.length > 0}
          busy={busy}
          registerInput={registerQuantity}
          onChange={(next) => onQuantity(line, next)}
        />
        {line.removable !== false && (
          <button
            type="button"
            className={`${styles.remove}`}
            aria-label={t('remove', { name })}
            onClick={() => onRemove(line)}
          >
            {t('removeText')}
          </button>
        )}
      </div>
      <div id={messagesId} className={styles.lineMessages} aria-live="polite">
        {messages.map((message) => (
          <p key={message.key} className={styles.error}>
            {t(message.key, message.values ?? {})}
          </p>
        ))}
      </div>
    </li>
  );
}
