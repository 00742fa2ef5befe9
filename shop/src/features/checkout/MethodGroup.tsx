import { useId, type Ref } from 'react';
import order from '../../ui/order/order.module.css';
import styles from './checkout.module.css';

export type MethodOption = { id: string; name: string; hints: string[] };

/**
 * A radio group of methods (shipping or payment): a fieldset whose legend names the group, one labelled
 * radio per method with its hints (price, delivery time, description) linked as its description, and the
 * group's error beside it (the group and each radio are described by it; radios take no aria-invalid).
 */
export function MethodGroup({
  legend,
  name,
  options,
  value,
  error,
  busy,
  firstRef,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly MethodOption[];
  value: string | null;
  error: string | undefined;
  busy: boolean;
  /** The first radio (takes the focus when this group blocks the submit). */
  firstRef: Ref<HTMLInputElement>;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.group}
      aria-busy={busy || undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
        {options.map((option, index) => {
          const hintId = `${id}-${index}-hint`;
          const described = [option.hints.length ? hintId : null, error ? errorId : null]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={option.id} className={styles.option}>
              <input
                id={`${id}-${index}`}
                ref={index === 0 ? firstRef : undefined}
                type="radio"
                name={name}
                value={option.id}
                checked={value === option.id}
                aria-describedby={described || undefined}
                onChange={() => onChange(option.id)}
              />
              <span className={styles.optionText}>
                <label htmlFor={`${id}-${index}`}>{option.name}</label>
                {option.hints.length > 0 && (
                  <span id={hintId} className={order.hint}>
                    {option.hints.join(' · ')}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className={order.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
