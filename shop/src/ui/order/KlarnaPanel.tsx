import { useTranslation } from '../../i18n/useTranslation';
import styles from './order.module.css';
import type { KlarnaStatus } from '../../api/klarna/useKlarnaPayment';

/** The Klarna widget's labelled container beside the payment methods, with its loading and failure messages. */
export function KlarnaPanel({
  status,
  attachContainer,
}: {
  status: KlarnaStatus;
  /** Receives the widget's container element (a callback ref). */
  attachContainer: (element: HTMLDivElement | null) => void;
}) {
  const { t } = useTranslation('checkout');
  if (status === 'off') return null;
  return (
    <div className={styles.klarna}>
      <p role="status" className={styles.status}>
        {status === 'loading' ? t('klarna.loading') : ''}
      </p>
      {status === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('klarna.unavailable')}
        </p>
      )}
      <div
        ref={attachContainer}
        role="region"
        aria-label={t('klarna.region')}
        className={status === 'failed' ? styles.hidden : styles.klarnaWidget}
      />
    </div>
  );
}
