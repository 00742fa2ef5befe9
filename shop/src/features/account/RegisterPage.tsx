import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { routeTo } from '../../ui/paths';
import { useShop } from '../../api/ShopContext';
import { PageHeading } from '../../ui/PageHeading';
import { ContinueLinks } from './ContinueLinks';
import { EMPTY_ADDRESS, toAddressBody } from '../../api/address';
import styles from '../../ui/form/form.module.css';
import { register as registerCustomer } from '../../api/accountApi';
import type { Message } from '../../api/errors';
import { AddressFields, bindAddress } from '../../ui/form/AddressFields';
import { TextField } from '../../ui/form/Field';
import { fieldBinder } from '../../ui/form/bindFields';
import { FormError, MandatoryNote, ResultPanel } from '../../ui/form/Messages';
import { PasswordRules } from '../../ui/form/PasswordRules';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { SubmitButton, submitOnce } from '../../ui/form/SubmitButton';
import { REGISTER_FIELDS, registerSchema, type RegisterValues } from '../../ui/form/schemas';
import { useAccountSession, useAddressChoices } from '../../api/useAccount';
import { storefrontUrl } from '../../ui/storefront';
import { useLang } from '../../i18n/useLang';
import { zodResolver } from '../../ui/form/zodResolver';

const resolver = zodResolver(registerSchema);

type Outcome = { kind: 'confirmEmail'; email: string } | { kind: 'loggedIn' };

/**
 * Registration (route Register). With double opt-in the server sends a confirmation mail and the page says
 * so; without it the new customer is logged in at once (new token). Server validation errors appear beside
 * their fields (by `source.pointer`); anything else is the spec's 'Something did not work'.
 */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const { client } = useShop();
  const { refresh } = useAccountSession();
  const { salutations, countries, defaultCountryId } = useAddressChoices();
  const rulesId = useId();
  const [failure, setFailure] = useState<Message | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<RegisterValues>({
    resolver,
    defaultValues: { ...EMPTY_ADDRESS, countryId: defaultCountryId, email: '', password: '' },
  });
  const { isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const field = fieldBinder(form, t);
  const addressBindings = bindAddress(field);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const billingAddress = toAddressBody(values);
    try {
      const customer = await registerCustomer(client, {
        email: values.email,
        password: values.password,
        salutationId: billingAddress.salutationId,
        title: billingAddress.title,
        firstName: billingAddress.firstName,
        lastName: billingAddress.lastName,
        acceptedDataProtection: true,
        storefrontUrl: storefrontUrl(lang),
        billingAddress,
      });
      if (customer.doubleOptInRegistration) {
        setOutcome({ kind: 'confirmEmail', email: values.email });
      } else {
        await refresh();
        setOutcome({ kind: 'loggedIn' });
      }
    } catch (error) {
      console.warn('[shop] registration failed', error);
      setFailure(applyServerErrors(error, REGISTER_FIELDS, form.setError));
    }
  });

  if (outcome) {
    return (
      <>
        <PageHeading>{t('register.heading')}</PageHeading>
        <ResultPanel takeFocus>
          <p>
            <strong>{t('register.success')}</strong>
          </p>
          {outcome.kind === 'confirmEmail' ? (
            <p>{t('register.checkInbox', { email: outcome.email })}</p>
          ) : (
            <ContinueLinks />
          )}
        </ResultPanel>
      </>
    );
  }

  return (
    <>
      <PageHeading>{t('register.heading')}</PageHeading>
      <p className={styles.links}>
        {t('register.haveAccount')}{' '}
        <Link className={styles.textLink} to={routeTo('Login', { lang })}>
          {t('register.toLogin')}
        </Link>
      </p>
      <FormError message={failure} />
      <form
        className={`${styles.form} ${styles.wide}`}
        onSubmit={submitOnce(isSubmitting, onSubmit)}
        noValidate
      >
        <MandatoryNote />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('register.addressLegend')}</legend>
          <AddressFields
            bind={addressBindings}
            salutations={salutations}
            countries={countries}
            autoCompleteSection="billing"
          />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('register.accessLegend')}</legend>
          <TextField type="email" autoComplete="email" required {...field('email')} />
          <TextField
            type="password"
            autoComplete="new-password"
            required
            describedBy={rulesId}
            {...field('password')}
          />
          <PasswordRules id={rulesId} password={password} />
        </fieldset>
        <div>
          <SubmitButton busy={isSubmitting}>{t('register.submit')}</SubmitButton>
        </div>
      </form>
    </>
  );
}
