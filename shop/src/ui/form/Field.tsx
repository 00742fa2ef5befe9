import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styles from './form.module.css';

type Common = {
  label: string;
  /** Mandatory: an asterisk beside the label and `aria-required` on the control. */
  required?: boolean;
  /** The translated error message, linked with aria-describedby; the control is marked invalid. */
  error?: string | undefined;
  /** Ids of further descriptions (hints, rules). */
  describedBy?: string | undefined;
};

function useFieldIds(error: string | undefined, describedBy: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return { id, errorId, described };
}

/** The visible label; the asterisk stays outside the label so the accessible name is the label alone. */
function Label({ id, label, required }: { id: string; label: string; required?: boolean | undefined }) {
  return (
    <div className={styles.labelRow}>
      <label htmlFor={id}>{label}</label>
      {required && (
        <span className={styles.asterisk} aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}

export type TextFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input with its error beside it (react-hook-form's `register()` spreads into it). */
export function TextField({ label, required, error, describedBy, ref, ...input }: TextFieldProps) {
  const { id, errorId, described } = useFieldIds(error, describedBy);
  return (
    <div className={styles.field}>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        ref={ref}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
    ref?: Ref<HTMLSelectElement>;
    children: ReactNode;
  };

/** A labelled select with its error beside it. */
export function SelectField({
  label,
  required,
  error,
  describedBy,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  const { id, errorId, described } = useFieldIds(error, describedBy);
  return (
    <div className={styles.field}>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        ref={ref}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...select}
      >
        {children}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
