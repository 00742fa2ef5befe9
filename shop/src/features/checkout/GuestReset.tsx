import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../api/types';
import { useAccountSession } from '../account/useAccount';
import pages from '../../ui/pages.module.css';
import styles from './checkout.module.css';

/**
 * A guest can start over (spec: customer cleared, new token): POST /account/logout answers with a fresh
 * token, the customer query is cleared and the checkout drops back to step 0.
 */
export function GuestReset({ customer }: { customer: Customer }) {
  const { t } = useTranslation('checkout');
  const { logout } = useAccountSession();
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.panel}>
      <p className={pages.text}>
        {t('guest.continuingAs', {
          name: `${customer.firstName} ${customer.lastName}`,
          email: customer.email,
        })}
      </p>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          setFailed(false);
          logout().catch((error: unknown) => {
            console.warn('[shop] guest reset failed', error);
            setFailed(true);
          });
        }}
      >
        {t('guest.reset')}
      </button>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('errors.generic')}
        </p>
      )}
    </div>
  );
}
