import { useTranslation } from 'react-i18next';

/** Previous / next page buttons and "Page 2 of 5". */
export function Paging({ page, pages, go }: { page: number; pages: number; go: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('paging.label')} className="paging">
      <button type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('paging.previous')}
      </button>
      <span>{t('paging.position', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => go(page + 1)}>
        {t('paging.next')}
      </button>
    </nav>
  );
}
