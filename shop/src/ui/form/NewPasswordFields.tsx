import { useId } from 'react';
import type { FieldBinding } from './bindFields';
import { TextField } from './Field';
import { PasswordRules } from './PasswordRules';

/** New password (with the listed rules) and its confirmation. */
export function NewPasswordFields({
  newPassword,
  confirm,
  value,
}: {
  newPassword: FieldBinding;
  confirm: FieldBinding;
  /** The new password as typed, for the rules. */
  value: string;
}) {
  const rulesId = useId();
  return (
    <>
      <TextField
        type="password"
        autoComplete="new-password"
        required
        describedBy={rulesId}
        {...newPassword}
      />
      <PasswordRules id={rulesId} password={value} />
      <TextField type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}
