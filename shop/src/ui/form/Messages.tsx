import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Message } from '../../api/errors';
import styles from './form.module.css';

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

/**
 * A result block, announced politely (or as an alert). With `takeFocus` it takes the focus when it appears:
 * for results that replace the form whose button had the focus.
 */
export function ResultPanel({
  children,
  tone = 'success',
  takeFocus = false,
}: {
  children: ReactNode;
  tone?: 'success' | 'alert';
  takeFocus?: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={panel}
      tabIndex={takeFocus ? -1 : undefined}
      role={tone === 'alert' ? 'alert' : 'status'}
      className={`${tone === 'alert' ? styles.alert : styles.success} ${styles.focusTarget}`}
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
