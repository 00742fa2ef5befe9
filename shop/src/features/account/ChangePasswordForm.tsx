import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { useShop } from '../../api/ShopContext';
import styles from '../../ui/form/form.module.css';
import { changePassword } from '../../api/accountApi';
import type { Message } from '../../api/errors';
import { TextField } from '../../ui/form/Field';
import { fieldBinder } from '../../ui/form/bindFields';
import { FormError, StatusMessage } from '../../ui/form/Messages';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { SubmitButton, submitOnce } from '../../ui/form/SubmitButton';
import {
  CHANGE_PASSWORD_FIELDS,
  changePasswordSchema,
  type ChangePasswordValues,
} from '../../ui/form/schemas';
import { zodResolver } from '../../ui/form/zodResolver';

const resolver = zodResolver(changePasswordSchema);
const EMPTY = { password: '', newPassword: '', newPasswordConfirm: '' };

/** Change password: old, new and confirmation ('password changed' on success); `email` names the account. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { client } = useShop();
  const [failure, setFailure] = useState<Message | null>(null);
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordValues>({ resolver, defaultValues: EMPTY });
  const { isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const field = fieldBinder(form, t);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setChanged(false);
    try {
      await changePassword(client, values);
      form.reset(EMPTY);
      setChanged(true);
    } catch (error) {
      console.warn('[shop] password change failed', error);
      setFailure(applyServerErrors(error, CHANGE_PASSWORD_FIELDS, form.setError));
    }
  });

  return (
    <>
      <FormError message={failure} />
      <StatusMessage>{changed ? t('changePassword.changed') : null}</StatusMessage>
      <form className={styles.form} onSubmit={submitOnce(isSubmitting, onSubmit)} noValidate>
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          type="password"
          autoComplete="current-password"
          required
          {...field('password', 'oldPassword')}
        />
        <NewPasswordFields
          value={newPassword}
          newPassword={field('newPassword')}
          confirm={field('newPasswordConfirm')}
        />
        <div>
          <SubmitButton busy={isSubmitting}>{t('changePassword.submit')}</SubmitButton>
        </div>
      </form>
    </>
  );
}
