import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';

/** The cart (route Cart); built by a later issue. */
export default function CartPage() {
  const { t } = useTranslation('cart');
  return <PageHeading>{t('heading')}</PageHeading>;
}
