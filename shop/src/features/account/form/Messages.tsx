import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../errors';
import styles from '../account.module.css';

/** A form's general error: announced at once (role alert). */
export function FormError({ message }: { message: Message | null }) {
  const { t } = useTranslation('account');
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {t(message.key, message.values)}
    </p>
  );
}

/**
 * A polite live region that is always in the page (so screen readers announce what appears in it) and
 * shows a success message when there is one.
 */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={children ? styles.success : styles.status}>
      {children}
    </div>
  );
}

/** A block that takes the focus when it appears (results that replace a form), announced politely. */
export function ResultPanel({
  children,
  tone = 'success',
}: {
  children: ReactNode;
  tone?: 'success' | 'alert';
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role={tone === 'alert' ? 'alert' : 'status'}
      className={tone === 'alert' ? styles.alert : styles.success}
    >
      {children}
    </div>
  );
}

/** The hint that explains the asterisk. */
export function MandatoryNote() {
  const { t } = useTranslation('account');
  return <p className={styles.note}>{t('form.mandatoryNote')}</p>;
}
