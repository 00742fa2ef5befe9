import { useTranslation } from 'react-i18next';
import styles from './pages.module.css';

/** Shown until start-up has finished (and while a page chunk loads). No h1: it is not a page. */
export function LoadingPage() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
