import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import type { Country, Salutation } from '../../api/types';
import styles from './form.module.css';
import { apiFailure, type Message } from '../../api/errors';
import { AddressFields, bindAddress } from './AddressFields';
import { fieldBinder } from './bindFields';
import { FormError, MandatoryNote } from './Messages';
import { applyServerErrors } from './serverErrors';
import { SubmitButton, submitOnce } from './SubmitButton';
import { ADDRESS_FIELDS, addressSchema, type AddressValues } from './schemas';
import { zodResolver } from './zodResolver';

const resolver = zodResolver(addressSchema);
/** The spec's address error: 'The input is not correct. Please check your input for potential errors.' */
const ADDRESS_ERROR: Message = { key: 'errors.address' };

/** Creating or editing one address. `save` throws the Store API error on failure. */
export function AddressForm({
  title,
  initial,
  salutations,
  countries,
  save,
  cancel,
}: {
  title: string;
  initial: AddressValues;
  salutations: readonly Salutation[];
  countries: readonly Country[];
  save: (values: AddressValues) => Promise<void>;
  cancel: () => void;
}) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [failure, setFailure] = useState<Message | null>(null);
  const form = useForm<AddressValues>({ resolver, defaultValues: initial });
  const { isSubmitting } = form.formState;
  const addressBindings = bindAddress(fieldBinder(form, t));

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      console.warn('[shop] address not saved', error);
      const general = applyServerErrors(error, ADDRESS_FIELDS, form.setError, ADDRESS_ERROR);
      setFailure(apiFailure(error).status === 400 ? ADDRESS_ERROR : general);
    }
  });

  return (
    <form
      className={`${styles.form} ${styles.panel}`}
      onSubmit={submitOnce(isSubmitting, onSubmit)}
      noValidate
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{title}</h3>
      <MandatoryNote />
      <FormError message={failure} />
      <AddressFields bind={addressBindings} salutations={salutations} countries={countries} />
      <div className={styles.addressActions}>
        <SubmitButton busy={isSubmitting}>{t('form.save')}</SubmitButton>
        <button type="button" className={styles.secondary} onClick={cancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
