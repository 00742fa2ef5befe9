import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { queryKeys } from '../../api/queryKeys';
import { useShop } from '../../api/ShopContext';
import { useAccountSession } from '../../api/useAccount';
import { TextField } from '../../ui/form/Field';
import { SubmitButton, submitOnce } from '../../ui/form/SubmitButton';
import pages from '../../ui/pages.module.css';
import { readOrderByDeepLink } from './checkoutApi';
import { enquiryAccess } from './enquiryAccess';
import styles from './checkout.module.css';

/**
 * Opens a guest's enquiry in a browser without the guest's session (the `success/{deepLinkCode}` link opened
 * elsewhere): the enquiry's email address and billing zip code, as Shopware's OrderRoute asks for them, with
 * `login: true`, so that this browser becomes the guest's session (a new context token, adopted like a login's)
 * and may accept or decline the offer and download its PDF. The answer goes into the enquiry's query, which
 * then shows the enquiry; the identity (customer, cart, context) is refreshed as after a login.
 */
export function GuestAccessForm({
  deepLinkCode,
  wrong = false,
  onAccess,
}: {
  deepLinkCode: string;
  wrong?: boolean;
  /** Told the email and zip code that opened the enquiry (kept in memory for its offer's PDF). */
  onAccess?: (credentials: { email: string; zipcode: string }) => void;
}) {
  const { t } = useTranslation('orderConfirmation');
  const { client } = useShop();
  const queryClient = useQueryClient();
  const { refresh } = useAccountSession();
  const formId = useId();
  const [email, setEmail] = useState('');
  const [zipcode, setZipcode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<'wrongCredentials' | 'error' | 'missing' | null>(
    wrong ? 'wrongCredentials' : null,
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '' || zipcode.trim() === '') {
      setFailure('missing');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const credentials = { email: email.trim(), zipcode: zipcode.trim() };
      const order = await readOrderByDeepLink(client, deepLinkCode, credentials, { login: true });
      if (!order) {
        setFailure('wrongCredentials');
      } else {
        onAccess?.(credentials);
        // A server without the guest login (Shopware before 6.5) answers without logging in: no customer.
        await refresh().catch((error: unknown) => console.warn('[shop] no guest session', error));
        queryClient.setQueryData(queryKeys.order(deepLinkCode), order);
      }
    } catch (error) {
      console.warn('[shop] guest enquiry access failed', error);
      setFailure(enquiryAccess(error) === 'wrongCredentials' ? 'wrongCredentials' : 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} aria-labelledby={formId} onSubmit={submitOnce(busy, submit)} noValidate>
      <p id={formId} className={pages.text}>
        {t('guestAccess.text')}
      </p>
      {failure && (
        <p className={pages.text} role="alert">
          {t(`guestAccess.${failure}`)}
        </p>
      )}
      <TextField
        label={t('guestAccess.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('guestAccess.zipcode')}
        autoComplete="postal-code"
        required
        value={zipcode}
        onChange={(event) => setZipcode(event.target.value)}
      />
      <div>
        <SubmitButton busy={busy}>{t('guestAccess.submit')}</SubmitButton>
      </div>
    </form>
  );
}
