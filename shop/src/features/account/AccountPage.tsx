import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate } from 'react-router';
import { routeTo } from '../../ui/paths';
import { isLoggedIn, useCustomer } from '../../api/queries';
import { PageHeading } from '../../ui/PageHeading';
import pages from '../../ui/pages.module.css';
import styles from '../../ui/form/form.module.css';
import { AddressBook } from './AddressBook';
import { ChangePasswordForm } from './ChangePasswordForm';
import { GENERIC_ERROR, type Message } from '../../api/errors';
import { FormError } from '../../ui/form/Messages';
import { ProfileForm } from './ProfileForm';
import { useAccountSession } from '../../api/useAccount';
import { useLang } from '../../i18n/useLang';

/**
 * The account (route Account, behind the login guard): profile, addresses, password, the enquiry history
 * link and logout. Logout clears the customer (login status false, checkout step 0), stores the new token
 * (api-client hook) and goes to the shop start.
 */
export function AccountPage() {
  const { t } = useTranslation('account');
  const lang = useLang();
  const navigate = useNavigate();
  const { data: customer } = useCustomer();
  const { logout } = useAccountSession();
  const [failure, setFailure] = useState<Message | null>(null);
  const [leaving, setLeaving] = useState(false);
  const ids = { profile: useId(), addresses: useId(), password: useId(), enquiries: useId() };

  const onLogout = async () => {
    if (leaving) return;
    setLeaving(true);
    setFailure(null);
    try {
      await logout();
      await navigate(routeTo('Home', { lang }));
    } catch (error) {
      console.warn('[shop] logout failed', error);
      setFailure(GENERIC_ERROR);
      setLeaving(false);
    }
  };

  return (
    <>
      <PageHeading>{t('account.heading')}</PageHeading>
      <FormError message={failure} />
      {customer && isLoggedIn(customer) && (
        <>
          <div className={`${pages.actions} ${styles.panel}`}>
            <p className={styles.note}>
              {t('account.greeting', { name: `${customer.firstName} ${customer.lastName}` })}
            </p>
            <button
              type="button"
              className={styles.secondary}
              aria-disabled={leaving || undefined}
              onClick={() => void onLogout()}
            >
              {t('account.logout')}
            </button>
          </div>
          <div className={styles.sections}>
            <section className={styles.section} aria-labelledby={ids.profile}>
              <h2 id={ids.profile}>{t('profile.heading')}</h2>
              <ProfileForm customer={customer} />
            </section>
            <section className={styles.section} aria-labelledby={ids.addresses}>
              <AddressBook customer={customer} headingId={ids.addresses} />
            </section>
            <section className={styles.section} aria-labelledby={ids.password}>
              <h2 id={ids.password}>{t('changePassword.heading')}</h2>
              <ChangePasswordForm email={customer.email} />
            </section>
            <section className={styles.section} aria-labelledby={ids.enquiries}>
              <h2 id={ids.enquiries}>{t('enquiries.heading')}</h2>
              <Link className={styles.textLink} to={routeTo('Orders', { lang })}>
                {t('account.toEnquiries')}
              </Link>
            </section>
          </div>
        </>
      )}
    </>
  );
}
