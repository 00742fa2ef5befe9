import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';

/** Product detail (route Product); built by a later issue. */
export default function ProductPage() {
  const { t } = useTranslation('productDetail');
  return <PageHeading>{t('heading')}</PageHeading>;
}
