import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { routeTo } from '../../ui/paths';
import { useShop } from '../../api/ShopContext';
import { LoadingPage } from '../../ui/LoadingPage';
import { PageHeading } from '../../ui/PageHeading';
import styles from '../../ui/form/form.module.css';
import { isRecoveryExpired, recoverPassword } from '../../api/accountApi';
import { apiFailure, type Message } from '../../api/errors';
import { FormError, MandatoryNote, ResultPanel } from '../../ui/form/Messages';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields';
import { fieldBinder } from '../../ui/form/bindFields';
import { applyServerErrors } from '../../ui/form/serverErrors';
import { SubmitButton, submitOnce } from '../../ui/form/SubmitButton';
import { NEW_PASSWORD_FIELDS, newPasswordSchema, type NewPasswordValues } from '../../ui/form/schemas';
import { useLang } from '../../i18n/useLang';
import { zodResolver } from '../../ui/form/zodResolver';

const resolver = zodResolver(newPasswordSchema);
/** Shopware's recovery hashes are 32 characters long. */
const HASH_PATTERN = /^[A-Za-z0-9]{32}$/;

/** Whether the link's hash can still be used: false when expired, used or unknown. */
function useHashUsable(hash: string) {
  const { client } = useShop();
  return useQuery({
    queryKey: ['recoveryHash', hash],
    queryFn: async () => {
      try {
        return !(await isRecoveryExpired(client, hash));
      } catch (error) {
        const { status } = apiFailure(error);
        if (status !== null && status >= 400 && status < 500) return false;
        return true; // no answer: let the submission decide
      }
    },
    enabled: HASH_PATTERN.test(hash),
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * Password recovery (route RecoverPassword, `?hash=` from the mail): new password twice. An expired, used
 * or unknown link says so and offers a new mail; success says 'password changed' and links to login.
 */
export function RecoverPasswordPage() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const { client } = useShop();
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const usable = useHashUsable(hash);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  const form = useForm<NewPasswordValues>({
    resolver,
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
  });
  const { isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const field = fieldBinder(form, t);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await recoverPassword(client, { hash, ...values });
      setDone(true);
    } catch (error) {
      const { status } = apiFailure(error);
      if (status === 404 || status === 410) {
        setExpired(true);
        return;
      }
      console.warn('[shop] password recovery failed', error);
      setFailure(applyServerErrors(error, NEW_PASSWORD_FIELDS, form.setError));
    }
  });

  const invalid = !HASH_PATTERN.test(hash) || expired || usable.data === false;
  let content;
  if (done) {
    content = (
      <ResultPanel takeFocus>
        <p>
          <strong>{t('recoverPassword.changed')}</strong>
        </p>
        <p className={styles.links}>
          <Link className={styles.textLink} to={routeTo('Login', { lang })}>
            {t('recoverPassword.toLogin')}
          </Link>
        </p>
      </ResultPanel>
    );
  } else if (invalid) {
    content = (
      <ResultPanel tone="alert" takeFocus={expired}>
        <p>{t('recoverPassword.expired')}</p>
        <p className={styles.links}>
          <Link className={styles.textLink} to={routeTo('ResetPassword', { lang })}>
            {t('recoverPassword.requestNew')}
          </Link>
        </p>
      </ResultPanel>
    );
  } else if (usable.isPending) {
    content = <LoadingPage label={t('loading.recoveryLink')} />;
  } else {
    content = (
      <>
        <FormError message={failure} />
        <form className={styles.form} onSubmit={submitOnce(isSubmitting, onSubmit)} noValidate>
          <MandatoryNote />
          <NewPasswordFields
            value={newPassword}
            newPassword={field('newPassword')}
            confirm={field('newPasswordConfirm')}
          />
          <div>
            <SubmitButton busy={isSubmitting}>{t('recoverPassword.submit')}</SubmitButton>
          </div>
        </form>
      </>
    );
  }

  return (
    <>
      <PageHeading>{t('recoverPassword.heading')}</PageHeading>
      {content}
    </>
  );
}
