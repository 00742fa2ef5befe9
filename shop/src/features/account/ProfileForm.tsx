import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/queryKeys';
import type { Customer } from '../../api/types';
import { useShop } from '../../api/ShopContext';
import styles from '../../ui/form/form.module.css';
import { salutationName, selectableSalutations } from '../../api/address';
import { changeProfile } from '../../api/accountApi';
import type { Message } from '../../api/errors';
import { SelectField, TextField } from '../../ui/form/Field';
import { FormError, StatusMessage } from '../../ui/form/Messages';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { SubmitButton, submitOnce } from '../../ui/form/SubmitButton';
import { PROFILE_FIELDS, profileSchema, type ProfileValues } from '../../ui/form/schemas';
import { useSalutations } from '../../api/useAccount';
import { zodResolver } from '../../ui/form/zodResolver';

const resolver = zodResolver(profileSchema);

/** Profile: salutation, title, first and last name (change-profile); the email is shown. */
export function ProfileForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation('account');
  const { client } = useShop();
  const queryClient = useQueryClient();
  const { data: salutations = [] } = useSalutations();
  const [failure, setFailure] = useState<Message | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver,
    defaultValues: {
      salutationId: customer.salutationId ?? '',
      title: customer.title ?? '',
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
    },
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      await changeProfile(client, {
        ...(values.salutationId ? { salutationId: values.salutationId } : {}),
        title: values.title,
        firstName: values.firstName,
        lastName: values.lastName,
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.customer() });
      setSaved(true);
    } catch (error) {
      console.warn('[shop] profile change failed', error);
      setFailure(applyServerErrors(error, PROFILE_FIELDS, setError));
    }
  });

  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('fields.email')}</dt>
        <dd>{customer.email}</dd>
      </dl>
      <FormError message={failure} />
      <StatusMessage>{saved ? t('profile.saved') : null}</StatusMessage>
      <form className={styles.form} onSubmit={submitOnce(isSubmitting, onSubmit)} noValidate>
        <div className={styles.row}>
          <SelectField
            label={t('fields.salutationId')}
            error={message(errors.salutationId?.message)}
            {...register('salutationId')}
          >
            <option value="">{t('form.noSalutation')}</option>
            {selectableSalutations(salutations).map((entry) => (
              <option key={entry.id} value={entry.id}>
                {salutationName(entry)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('fields.title')}
            autoComplete="honorific-prefix"
            error={message(errors.title?.message)}
            {...register('title')}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            error={message(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            error={message(errors.lastName?.message)}
            {...register('lastName')}
          />
        </div>
        <div>
          <SubmitButton busy={isSubmitting}>{t('form.save')}</SubmitButton>
        </div>
      </form>
    </>
  );
}
