import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';

/** Success page after a payment or enquiry (route Success, `success/:deepLinkCode`); built by a later issue. */
export default function SuccessPage() {
  const { t } = useTranslation('orderConfirmation');
  return <PageHeading>{t('success.heading')}</PageHeading>;
}
