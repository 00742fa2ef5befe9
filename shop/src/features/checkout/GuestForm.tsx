import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import * as z from 'zod/mini';
import { useShop } from '../../api/ShopContext';
import { EMPTY_ADDRESS, toAddressBody } from '../../api/address';
import type { Message } from '../../api/errors';
import { AddressFields, bindAddress } from '../../ui/form/AddressFields';
import { TextField } from '../../ui/form/Field';
import { fieldBinder } from '../../ui/form/bindFields';
import { FormError, MandatoryNote } from '../../ui/form/Messages';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { SubmitButton, submitOnce } from '../../ui/form/SubmitButton';
import { addressShape, emailField } from '../../ui/form/schemas';
import { storefrontUrl } from '../../ui/storefront';
import { useAccountSession, useAddressChoices } from '../../api/useAccount';
import { useLang } from '../../i18n/useLang';
import { zodResolver } from '../../ui/form/zodResolver';
import styles from '../../ui/form/form.module.css';
import { registerGuest } from './checkoutApi';

const guestSchema = z.object({ ...addressShape, email: emailField });
type GuestValues = z.infer<typeof guestSchema>;
const GUEST_FIELDS = Object.keys(guestSchema.shape) as (keyof GuestValues)[];
const resolver = zodResolver(guestSchema);
/** Address errors of the server: the spec's message. */
const ADDRESS_ERROR: Message = { key: 'errors.address' };

/**
 * 'No customer account registration': a guest registration (POST /account/register with guest: true) with
 * the account's address fields and an email. The guest is logged in at once; the customer refetch moves the
 * checkout to step 1.
 */
export function GuestForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation(['checkout', 'account']);
  const lang = useLang();
  const { client } = useShop();
  const { refresh } = useAccountSession();
  const { salutations, countries, defaultCountryId } = useAddressChoices();
  const [failure, setFailure] = useState<Message | null>(null);
  const form = useForm<GuestValues>({
    resolver,
    defaultValues: { ...EMPTY_ADDRESS, countryId: defaultCountryId, email: '' },
  });
  const { isSubmitting } = form.formState;
  const field = fieldBinder(form, (key) => t(`account:${key}`));
  const addressBindings = bindAddress(field);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const billingAddress = toAddressBody(values);
    try {
      await registerGuest(client, {
        email: values.email.trim(),
        salutationId: billingAddress.salutationId,
        title: billingAddress.title,
        firstName: billingAddress.firstName,
        lastName: billingAddress.lastName,
        storefrontUrl: storefrontUrl(lang),
        billingAddress,
      });
      await refresh();
    } catch (error) {
      console.warn('[shop] guest registration failed', error);
      setFailure(applyServerErrors(error, GUEST_FIELDS, form.setError, ADDRESS_ERROR) ?? null);
    }
  });

  return (
    <form
      className={`${styles.form} ${styles.wide}`}
      aria-labelledby={headingId}
      onSubmit={submitOnce(isSubmitting, onSubmit)}
      noValidate
    >
      <p className={styles.note}>{t('guest.intro')}</p>
      <MandatoryNote />
      <FormError message={failure} />
      <AddressFields
        bind={addressBindings}
        salutations={salutations}
        countries={countries}
        autoCompleteSection="billing"
      />
      <TextField type="email" autoComplete="email" required {...field('email')} />
      <div>
        <SubmitButton busy={isSubmitting}>{t('guest.submit')}</SubmitButton>
      </div>
    </form>
  );
}
