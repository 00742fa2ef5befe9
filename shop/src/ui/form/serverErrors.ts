import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formErrors, type Message } from '../../api/errors';

/**
 * Puts a failed submission's validation errors beside their fields (focusing the first) and returns the
 * general message to show above the form, or null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback?: Message,
): Message | null {
  const result = formErrors(error, fields, fallback);
  const entries = Object.entries(result.fields) as [Path<T>, string][];
  entries.forEach(([field, key], index) => {
    setError(field, { type: 'server', message: key }, { shouldFocus: index === 0 });
  });
  return result.general;
}
