import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../api/types';
import { useFormat } from '../../i18n/useFormat';
import { historyText } from './historyText';

/** What happened to the enquiry, newest first: when, who, what. */
export function History({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section aria-labelledby="history-heading" className="panel">
      <h2 id="history-heading">{t('history.heading')}</h2>
      {entries.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol className="history">
          {entries.map((entry) => {
            const text = historyText(entry);
            return (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time> ·{' '}
                <strong>{entry.actorName}</strong>:{' '}
                {t(text.key, { ...text.values, defaultValue: entry.action })}
                {text.note ? <q className="prewrap">{text.note}</q> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
