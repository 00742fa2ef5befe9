import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { routeTo } from '../../ui/paths';
import pages from '../../ui/pages.module.css';
import { useLang } from '../../i18n/useLang';
import styles from './checkout.module.css';
import { GuestForm } from './GuestForm';

/**
 * Checkout step 0 (nobody identified): log in (the login returns here: the shell remembered this route),
 * register, or continue as a guest ('No customer account registration').
 */
export function IdentifyStep() {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const loginId = useId();
  const registerId = useId();
  const guestId = useId();
  return (
    <div className={styles.choices}>
      <section className={styles.panel} aria-labelledby={loginId}>
        <h2 id={loginId}>{t('identify.loginHeading')}</h2>
        <p className={pages.text}>{t('identify.loginText')}</p>
        <Link className={pages.button} to={routeTo('Login', { lang })}>
          {t('identify.login')}
        </Link>
      </section>
      <section className={styles.panel} aria-labelledby={registerId}>
        <h2 id={registerId}>{t('identify.registerHeading')}</h2>
        <p className={pages.text}>{t('identify.registerText')}</p>
        <Link className={pages.link} to={routeTo('Register', { lang })}>
          {t('identify.register')}
        </Link>
      </section>
      <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={guestId}>
        <h2 id={guestId}>{t('guest.heading')}</h2>
        <GuestForm headingId={guestId} />
      </section>
    </div>
  );
}
