import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import pages from '../../ui/pages.module.css';
import fields from '../../ui/form/form.module.css';
import styles from './cart.module.css';

type Props = {
  quantity: number;
  min?: number | undefined;
  step?: number | undefined;
  /** Id of the element naming the product (the description of the update button). */
  describedBy: string;
  /** The product's name: the update button says whose quantity it updates. */
  name: string;
  /** Id of the line's messages (the description of the field). */
  messagesId: string;
  invalid: boolean;
  busy: boolean;
  registerInput: (element: HTMLInputElement | null) => void;
  /** Resolves true when the cart took the quantity; on false the field shows the cart's quantity again. */
  onChange: (quantity: number) => Promise<boolean>;
};

/** The quantity of a cart line: a labelled number field and an update button (Enter submits too). */
export function QuantityForm({
  quantity,
  min,
  step,
  describedBy,
  name,
  messagesId,
  invalid,
  busy,
  registerInput,
  onChange,
}: Props) {
  const { t } = useTranslation('cart');
  const inputId = useId();
  // The field follows the cart's quantity whenever that changes (here, by the server or another tab).
  const [draft, setDraft] = useState({ base: quantity, value: String(quantity) });
  const value = draft.base === quantity ? draft.value : String(quantity);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next = value.trim() === '' ? Number.NaN : Number(value);
    const accepted = await onChange(next);
    if (!accepted) setDraft({ base: quantity, value: String(quantity) });
  };

  return (
    <form
      className={styles.quantityForm}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={busy}
    >
      <label htmlFor={inputId}>{t('quantity')}</label>
      <input
        ref={registerInput}
        id={inputId}
        className={`${fields.quantityInput} ${styles.quantityInput}`}
        type="number"
        inputMode="numeric"
        min={min ?? 1}
        step={step ?? 1}
        value={value}
        onChange={(event) => setDraft({ base: quantity, value: event.target.value })}
        aria-invalid={invalid || undefined}
        aria-describedby={messagesId}
      />
      <button
        type="submit"
        className={pages.link}
        aria-label={t('updateFor', { name })}
        aria-describedby={describedBy}
        aria-disabled={busy || undefined}
      >
        {t('update')}
      </button>
    </form>
  );
}
