import { useTranslation } from '../i18n/useTranslation';
import styles from './pages.module.css';

/**
 * A wait, saying what it waits for: `label` names it (e.g. "Loading your addresses…"); without one it is the
 * shop's start-up ("Loading the shop…"). No h1: it is not a page.
 */
export function LoadingPage({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
