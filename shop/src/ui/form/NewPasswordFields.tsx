import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './Field';
import { PasswordRules } from './PasswordRules';

type Binding = { registration: UseFormRegisterReturn; error: string | undefined };

/** New password (with the listed rules) and its confirmation. */
export function NewPasswordFields({
  newPassword,
  confirm,
  value,
}: {
  newPassword: Binding;
  confirm: Binding;
  /** The new password as typed, for the rules. */
  value: string;
}) {
  const { t } = useTranslation('account');
  const rulesId = useId();
  return (
    <>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={newPassword.error}
        describedBy={rulesId}
        {...newPassword.registration}
      />
      <PasswordRules id={rulesId} password={value} />
      <TextField
        label={t('fields.newPasswordConfirm')}
        type="password"
        autoComplete="new-password"
        required
        error={confirm.error}
        {...confirm.registration}
      />
    </>
  );
}
