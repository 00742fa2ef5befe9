import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { Product } from '../../../api/types';
import { useCartFeature, type CartMessage } from '../../../api/cart/cartFeature';
import { quantityInCart } from '../../../api/cart/stockRule';
import pages from '../../../ui/pages.module.css';
import { productName, stockState } from '../productData';
import { addToCartMessageValues, validateAddToCart, type AddToCartMessage } from './validateAddToCart';
import fields from '../../../ui/form/form.module.css';
import styles from './product.module.css';

/** What the last add said: the validation's messages, the cart's refusal (cart namespace) or success. */
type Result =
  | { kind: 'invalid'; messages: AddToCartMessage[] }
  | { kind: 'refused'; messages: CartMessage[] }
  | { kind: 'added' };

type Props = { product: Product | undefined; hasVariants: boolean; variantChosen: boolean };

/**
 * Quantity and add-to-cart. The button validates first (spec section 5, the stock rule counting what the
 * cart holds), then adds to the cart; the validation messages, the cart's reasons for refusing the add, or
 * the success show beside the control in a live region. A variant that is not available (a closeout without
 * stock) has no add-to-cart, only the note saying so.
 */
export function AddToCart({ product, hasVariants, variantChosen }: Props) {
  const { t } = useTranslation(['productDetail', 'cart']);
  const { useCart, useAddToCart } = useCartFeature();
  const addToCart = useAddToCart();
  const { data: cartData } = useCart();
  const [quantity, setQuantity] = useState('1');
  const [adding, setAdding] = useState(false);
  const [stored, setResult] = useState<{ forKey: string; result: Result } | null>(null);
  // A result belongs to the product (and choice) it was made for; another variant starts afresh.
  const forKey = `${product?.id ?? ''}|${variantChosen}`;
  const shown = stored?.forKey === forKey ? stored : null;
  const inputId = useId();
  const messagesId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    const amount = quantity.trim() === '' ? Number.NaN : Number(quantity);
    const messages = validateAddToCart({
      hasVariants,
      variantChosen: variantChosen && !!product,
      quantity: amount,
      inCart: product ? quantityInCart(cartData, product.id) : 0,
      availableStock: product?.availableStock,
      isCloseout: product?.isCloseout,
      calculatedMaxPurchase: product?.calculatedMaxPurchase,
    });
    if (messages.length || !product) {
      setResult({ forKey, result: { kind: 'invalid', messages } });
      return;
    }
    setResult(null);
    setAdding(true);
    try {
      const outcome = await addToCart(product.id, amount, productName(product));
      setResult({
        forKey,
        result: outcome.ok ? { kind: 'added' } : { kind: 'refused', messages: outcome.messages },
      });
    } finally {
      setAdding(false);
    }
  };

  if (product && variantChosen && stockState(product).kind === 'unavailable') {
    return <p className={`${styles.addToCart} ${styles.unavailable}`}>{t('validation.unavailableNote')}</p>;
  }

  const result = shown?.result;
  // Only the quantity messages make the quantity field invalid (not 'choose a variant first').
  const invalid =
    (result?.kind === 'invalid' &&
      result.messages.some((message) => message.key !== 'validation.chooseVariant')) ||
    result?.kind === 'refused';
  return (
    <form className={styles.addToCart} onSubmit={(event) => void submit(event)} noValidate aria-busy={adding}>
      <div className={styles.quantity}>
        <label htmlFor={inputId}>{t('quantity')}</label>
        <input
          id={inputId}
          className={`${fields.quantityInput} ${styles.quantityInput}`}
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
      <button type="submit" className={pages.button} aria-disabled={adding || undefined}>
        {t('addToCart')}
      </button>
      <div id={messagesId} className={styles.messages} aria-live="polite">
        {result?.kind === 'invalid' &&
          result.messages.map((message) => (
            <p key={message.key} className={styles.error}>
              {t(message.key, addToCartMessageValues(message))}
            </p>
          ))}
        {result?.kind === 'refused' &&
          result.messages.map((message) => (
            <p key={message.key} className={styles.error}>
              {t(`cart:${message.key}`, message.values)}
            </p>
          ))}
        {result?.kind === 'added' && <p className={styles.ok}>{t('cart:status.added')}</p>}
      </div>
    </form>
  );
}
