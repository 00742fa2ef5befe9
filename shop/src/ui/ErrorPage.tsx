import { useTranslation } from '../i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { parseShopPath, routeTo } from './paths';
import { PageHeading } from './PageHeading';
import styles from './pages.module.css';

type ErrorPageProps = {
  /** The page's code took longer than the load time-out. */
  timedOut?: boolean;
  /** Offers a retry button when given. */
  onRetry?: () => void;
};

/** The error page: what happened, a retry button and a way back to the store. */
export function ErrorPage({ timedOut = false, onRetry }: ErrorPageProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const lang = parseShopPath(pathname)?.lang;
  return (
    <section>
      <PageHeading>{t('error.heading')}</PageHeading>
      <p className={styles.text}>{timedOut ? t('error.timeout') : t('error.text')}</p>
      <div className={styles.actions}>
        {onRetry && (
          <button type="button" className={styles.button} onClick={onRetry}>
            {t('error.retry')}
          </button>
        )}
        <Link className={styles.link} to={routeTo('Home', { lang })}>
          {t('error.backToStore')}
        </Link>
      </div>
    </section>
  );
}
