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

function useFieldIds(
  required: boolean | undefined,
  error: string | undefined,
  describedBy: string | undefined,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  /** What every control spreads first: its id, the shared look and its ARIA state. */
  const control = {
    id,
    className: styles.input,
    'aria-required': required || undefined,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': described,
  };
  return { id, errorId, control };
}

/** The visible label; the asterisk stays outside the label so the accessible name is the label alone. */
export function Label({
  id,
  label,
  required,
}: {
  id: string;
  label: string;
  required?: boolean | undefined;
}) {
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

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}

/** The field's frame: the label above the control and its error below. */
function FieldFrame(props: {
  id: string;
  errorId: string;
  label: string;
  required: boolean | undefined;
  error: string | undefined;
  children: ReactNode;
}) {
  const { label } = props;
  return (
    <div className={styles.field}>
      <Label id={props.id} label={label} required={props.required} />
      {props.children}
      <FieldError id={props.errorId} error={props.error} />
    </div>
  );
}

export type TextFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input with its error beside it (react-hook-form's `register()` spreads into it). */
export function TextField({ label, required, error, describedBy, ref, ...input }: TextFieldProps) {
  const { id, errorId, control } = useFieldIds(required, error, describedBy);
  return (
    <FieldFrame id={id} errorId={errorId} label={label} required={required} error={error}>
      <input ref={ref} {...control} {...input} />
    </FieldFrame>
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
  const { id, errorId, control } = useFieldIds(required, error, describedBy);
  return (
    <FieldFrame id={id} errorId={errorId} label={label} required={required} error={error}>
      <select ref={ref} {...control} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
