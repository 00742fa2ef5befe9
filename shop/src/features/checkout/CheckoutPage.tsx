import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';

/** Checkout: sending the enquiry (route Checkout); built by a later issue. */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  return <PageHeading>{t('heading')}</PageHeading>;
}
