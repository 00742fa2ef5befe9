import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate } from 'react-router';
import { returnTarget } from '../../ui/lastRoute';
import { routeTo } from '../../ui/paths';
import { isLoggedIn, useCustomer } from '../../api/queries';
import { useShop } from '../../api/ShopContext';
import { PageHeading } from '../../ui/PageHeading';
import pages from '../../ui/pages.module.css';
import styles from '../../ui/form/form.module.css';
import { loginError, type Message } from '../../api/errors';
import { TextField } from '../../ui/form/Field';
import { fieldBinder } from '../../ui/form/bindFields';
import { FormError } from '../../ui/form/Messages';
import { SubmitButton, submitOnce } from '../../ui/form/SubmitButton';
import { loginSchema, type LoginValues } from '../../ui/form/schemas';
import { useAccountSession } from '../../api/useAccount';
import { useLang } from '../../i18n/useLang';
import { zodResolver } from '../../ui/form/zodResolver';

const resolver = zodResolver(loginSchema);

/**
 * Login (route Login): email and password. Every 401 gives the same message (the shop never tells whether
 * an email is registered); after a login the customer and cart are refetched and the visitor returns to
 * the last route (STORAGE_KEYS.lastRoute), else to the account page.
 */
export function LoginPage() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const navigate = useNavigate();
  const { storage } = useShop();
  const { data: customer } = useCustomer();
  const { login } = useAccountSession();
  const [failure, setFailure] = useState<Message | null>(null);
  const form = useForm<LoginValues>({ resolver, defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;
  const field = fieldBinder(form, t);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await login(email, password);
    } catch (error) {
      console.warn('[shop] login failed', error);
      setFailure(loginError(error));
      form.resetField('password');
      return;
    }
    await navigate(returnTarget(storage, lang), { replace: true });
  });

  return (
    <>
      <PageHeading>{t('login.heading')}</PageHeading>
      {isLoggedIn(customer) && !isSubmitting && (
        <p className={styles.panel}>
          {t('login.alreadyLoggedIn')}{' '}
          <Link className={styles.textLink} to={routeTo('Account', { lang })}>
            {t('account.heading')}
          </Link>
        </p>
      )}
      <FormError message={failure} />
      <form className={styles.form} onSubmit={submitOnce(isSubmitting, onSubmit)} noValidate>
        <TextField type="email" autoComplete="username" required {...field('email')} />
        <TextField type="password" autoComplete="current-password" required {...field('password')} />
        <div className={pages.actions}>
          <SubmitButton busy={isSubmitting}>{t('login.submit')}</SubmitButton>
          <Link className={styles.textLink} to={routeTo('ResetPassword', { lang })}>
            {t('login.forgotPassword')}
          </Link>
        </div>
      </form>
      <p className={styles.links}>
        {t('login.noAccount')}{' '}
        <Link className={styles.textLink} to={routeTo('Register', { lang })}>
          {t('login.toRegister')}
        </Link>
      </p>
    </>
  );
}
