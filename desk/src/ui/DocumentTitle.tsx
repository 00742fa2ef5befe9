import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The number of new (open) enquiries, provided by the shell; null while unknown or signed out. */
export const OpenCountContext = createContext<number | null>(null);

/** Sets the document title: `(3) Page – Enquiry desk` with the count of new enquiries. */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const count = useContext(OpenCountContext);
  useEffect(() => {
    const prefix = count ? `(${count}) ` : '';
    document.title = `${prefix}${title} – ${t('app.name')}`;
  }, [count, title, t]);
  return null;
}
