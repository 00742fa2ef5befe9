import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { routeTo } from '../../ui/paths';
import { useShop } from '../../api/ShopContext';
import { PageHeading } from '../../ui/PageHeading';
import styles from '../../ui/form/form.module.css';
import { sendRecoveryMail } from '../../api/accountApi';
import { apiFailure, throttled, type Message } from '../../api/errors';
import { TextField } from '../../ui/form/Field';
import { fieldBinder } from '../../ui/form/bindFields';
import { FormError, ResultPanel } from '../../ui/form/Messages';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { SubmitButton, submitOnce } from '../../ui/form/SubmitButton';
import { resetRequestSchema, type ResetRequestValues } from '../../ui/form/schemas';
import { storefrontUrl } from '../../ui/storefront';
import { useLang } from '../../i18n/useLang';
import { zodResolver } from '../../ui/form/zodResolver';

const resolver = zodResolver(resetRequestSchema);

/**
 * Password reset request (route ResetPassword): sends the recovery mail for an email. The answer is the
 * same whether or not the email belongs to a customer (Shopware's 'not found' is shown as sent).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const { client } = useShop();
  const [failure, setFailure] = useState<Message | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<ResetRequestValues>({ resolver, defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;
  const field = fieldBinder(form, t);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await sendRecoveryMail(client, email, storefrontUrl(lang));
    } catch (error) {
      const { status } = apiFailure(error);
      if (status === 429) {
        setFailure(throttled(error, 'errors.throttled'));
        return;
      }
      // An unknown email (401/404) must look exactly like a known one.
      if (status !== 401 && status !== 404) {
        console.warn('[shop] recovery mail failed', error);
        setFailure(applyServerErrors(error, ['email'], form.setError));
        return;
      }
    }
    setSent(true);
  });

  return (
    <>
      <PageHeading>{t('resetPassword.heading')}</PageHeading>
      {sent ? (
        <ResultPanel takeFocus>
          <p>
            <strong>{t('resetPassword.sent')}</strong>
          </p>
          <p>{t('resetPassword.checkInbox')}</p>
        </ResultPanel>
      ) : (
        <>
          <p className={styles.note}>{t('resetPassword.intro')}</p>
          <FormError message={failure} />
          <form className={styles.form} onSubmit={submitOnce(isSubmitting, onSubmit)} noValidate>
            <TextField type="email" autoComplete="email" required {...field('email')} />
            <div>
              <SubmitButton busy={isSubmitting}>{t('resetPassword.submit')}</SubmitButton>
            </div>
          </form>
        </>
      )}
      <p className={styles.links}>
        <Link className={styles.textLink} to={routeTo('Login', { lang })}>
          {t('resetPassword.backToLogin')}
        </Link>
      </p>
    </>
  );
}
