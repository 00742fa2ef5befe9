import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../ui/DocumentTitle';
import { PageHeading } from '../ui/PageHeading';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentTitle title={t('notFound.title')} />
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>
        <Link to="/orders">{t('notFound.back')}</Link>
      </p>
    </>
  );
}
