import { useTranslation } from '../i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { langOfPath, routeTo } from './paths';
import { PageHeading } from './PageHeading';
import styles from './pages.module.css';

/** Any unknown path: 'This page is not available' with a link back to the store. */
export function NotAvailablePage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  return (
    <section>
      <PageHeading>{t('notAvailable.heading')}</PageHeading>
      <p className={styles.text}>{t('notAvailable.text')}</p>
      <Link className={styles.link} to={routeTo('Home', { lang })}>
        {t('notAvailable.backToStore')}
      </Link>
    </section>
  );
}
