import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';

/** The confirmation page after an enquiry (route OrderConfirmation); built by a later issue. */
export default function OrderConfirmationPage() {
  const { t } = useTranslation('orderConfirmation');
  return <PageHeading>{t('heading')}</PageHeading>;
}
