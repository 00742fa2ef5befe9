import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../api/types';
import pages from '../../../ui/pages.module.css';
import { validateAddToCart, type AddToCartMessage } from './validateAddToCart';
import styles from './product.module.css';

type Props = { product: Product | undefined; hasVariants: boolean; variantChosen: boolean };

/**
 * Quantity and add-to-cart. The button validates (spec section 5) and shows the messages beside the control
 * in a live region; the cart call itself comes with the cart feature.
 */
export function AddToCart({ product, hasVariants, variantChosen }: Props) {
  const { t } = useTranslation('productDetail');
  const [quantity, setQuantity] = useState('1');
  const [stored, setResult] = useState<{ forKey: string; messages: AddToCartMessage[] } | null>(null);
  // A result belongs to the product (and choice) it was made for; another variant starts afresh.
  const forKey = `${product?.id ?? ''}|${variantChosen}`;
  const result = stored?.forKey === forKey ? stored : null;
  const inputId = useId();
  const messagesId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const messages = validateAddToCart({
      hasVariants,
      variantChosen: variantChosen && !!product,
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      availableStock: product?.availableStock,
      stock: product?.stock,
      isCloseout: product?.isCloseout,
      calculatedMaxPurchase: product?.calculatedMaxPurchase,
    });
    setResult({ forKey, messages });
  };

  // Only the quantity messages make the quantity field invalid (not 'choose a variant first').
  const invalid = !!result?.messages.some((message) => message.key !== 'validation.chooseVariant');
  return (
    <form className={styles.addToCart} onSubmit={submit} noValidate>
      <div className={styles.quantity}>
        <label htmlFor={inputId}>{t('quantity')}</label>
        <input
          id={inputId}
          className={styles.quantityInput}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantity}
          onChange={(event) => {
            setQuantity(event.target.value);
            setResult(null);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={messagesId}
        />
      </div>
      <button type="submit" className={pages.button}>
        {t('addToCart')}
      </button>
      <div id={messagesId} className={styles.messages} aria-live="polite">
        {result?.messages.map((message) => (
          <p key={message.key} className={styles.error}>
            {t(message.key, message.key === 'validation.quantityAboveMax' ? { max: message.max } : {})}
          </p>
        ))}
        {result && result.messages.length === 0 && <p className={styles.ok}>{t('cartSoon')}</p>}
      </div>
    </form>
  );
}
