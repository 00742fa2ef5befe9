import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { routeTo } from '../../ui/paths';
import { useShop } from '../../api/ShopContext';
import { LoadingPage } from '../../ui/LoadingPage';
import { PageHeading } from '../../ui/PageHeading';
import { ContinueLinks } from './ContinueLinks';
import styles from '../../ui/form/form.module.css';
import { confirmRegistration } from '../../api/accountApi';
import { apiFailure, hasErrorCode } from '../../api/errors';
import { ResultPanel } from '../../ui/form/Messages';
import { useAccountSession } from '../../api/useAccount';
import { useLang } from '../../i18n/useLang';

type Failure = 'alreadyConfirmed' | 'invalidLink' | 'failed';

function failureOf(error: unknown): Failure {
  if (hasErrorCode(error, 'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED')) return 'alreadyConfirmed';
  const { status } = apiFailure(error);
  return status === 404 || status === 400 || status === 401 ? 'invalidLink' : 'failed';
}

/**
 * Registration confirmation (route RegistrationConfirm, `?em=&hash=` from the mail): posts
 * register-confirm once; the server logs the customer in with a new token (stored by the api-client
 * hook), the customer is fetched (checkout step 1) and the page offers the way on to cart and checkout.
 */
export function RegistrationConfirmPage() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const { client } = useShop();
  const { refresh } = useAccountSession();
  const [params] = useSearchParams();
  const em = params.get('em') ?? '';
  const hash = params.get('hash') ?? '';
  const started = useRef(false);
  const { mutate, status, error } = useMutation({
    mutationFn: async () => {
      await confirmRegistration(client, em, hash);
      return refresh();
    },
  });

  useEffect(() => {
    if (started.current || !em || !hash) return;
    started.current = true; // once, also under StrictMode's double effects
    mutate();
  }, [em, hash, mutate]);

  const failure: Failure | null = !em || !hash ? 'invalidLink' : status === 'error' ? failureOf(error) : null;
  const loginLink = (
    <Link className={styles.textLink} to={routeTo('Login', { lang })}>
      {t('registrationConfirm.toLogin')}
    </Link>
  );

  return (
    <>
      <PageHeading>{t('registrationConfirm.heading')}</PageHeading>
      {failure === null && status !== 'success' && <LoadingPage label={t('loading.registrationConfirm')} />}
      {status === 'success' && (
        <ResultPanel>
          <p>
            <strong>{t('registrationConfirm.success')}</strong>
          </p>
          <ContinueLinks />
        </ResultPanel>
      )}
      {failure === 'alreadyConfirmed' && (
        <ResultPanel>
          <p>{t('registrationConfirm.alreadyConfirmed')}</p>
          <p className={styles.links}>{loginLink}</p>
        </ResultPanel>
      )}
      {(failure === 'invalidLink' || failure === 'failed') && (
        <ResultPanel tone="alert">
          <p>{t(`registrationConfirm.${failure}`)}</p>
          <p className={styles.links}>{loginLink}</p>
        </ResultPanel>
      )}
    </>
  );
}
