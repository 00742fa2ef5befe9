import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';

/** Enquiry history (route Orders, needs login); built by a later issue. */
export default function EnquiriesPage() {
  const { t } = useTranslation('account');
  return <PageHeading>{t('enquiries.heading')}</PageHeading>;
}
