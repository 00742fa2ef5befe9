import type { FieldErrors, FieldValues, Path, UseFormReturn, UseFormRegisterReturn } from 'react-hook-form';

/** What a TextField or SelectField takes of one form field: label, error text and react-hook-form's registration. */
export type FieldBinding = UseFormRegisterReturn & { label: string; error: string | undefined };

/**
 * Binds the fields of one react-hook-form form to the form pieces: `field(name)` registers the field and gives
 * its label (`fields.<name>`, or `fields.<label>` when given) and its error, both through `t` (the schemas'
 * errors are i18n keys). Fields register in the order they are bound: bind them in the order they are shown,
 * so that react-hook-form focuses the first invalid one.
 */
export function fieldBinder<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  t: (key: string) => string,
) {
  // The forms' fields are top-level ones: their errors are FieldErrors with a message (an i18n key).
  const errors = form.formState.errors as FieldErrors<FieldValues>;
  return (name: Path<T>, label: string = name): FieldBinding => {
    const key = errors[name]?.message;
    return {
      label: t(`fields.${label}`),
      error: typeof key === 'string' && key ? t(key) : undefined,
      ...form.register(name),
    };
  };
}
