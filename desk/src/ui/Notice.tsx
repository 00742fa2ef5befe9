import { useTranslation } from 'react-i18next';
import type { Message } from '../api/errors';

/** A message in words: errors as alerts, confirmations as polite status. */
export function Notice({ message, kind }: { message: Message | null; kind: 'error' | 'success' }) {
  const { t } = useTranslation();
  // The live region is always there, so its first message is announced.
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={message ? `notice notice-${kind}` : 'notice-empty'}
    >
      {message ? t(message.key, message.values) : null}
    </p>
  );
}
