import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { queryKeys } from '../../api/queryKeys';
import type { Customer } from '../../api/types';
import { useShop } from '../../api/ShopContext';
import styles from '../../ui/form/form.module.css';
import { changeProfile } from '../../api/accountApi';
import type { Message } from '../../api/errors';
import { NameFields } from '../../ui/form/AddressFields';
import { fieldBinder } from '../../ui/form/bindFields';
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
  const form = useForm<ProfileValues>({
    resolver,
    defaultValues: {
      salutationId: customer.salutationId ?? '',
      title: customer.title ?? '',
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
    },
  });
  const { isSubmitting } = form.formState;
  const field = fieldBinder(form, t);
  const names = {
    salutationId: field('salutationId'),
    title: field('title'),
    firstName: field('firstName'),
    lastName: field('lastName'),
  };

  const onSubmit = form.handleSubmit(async (values) => {
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
      setFailure(applyServerErrors(error, PROFILE_FIELDS, form.setError));
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
        <NameFields bind={names} salutations={salutations} />
        <div>
          <SubmitButton busy={isSubmitting}>{t('form.save')}</SubmitButton>
        </div>
      </form>
    </>
  );
}
