import { useLocation } from 'react-router';
import { EnquiryResult } from './EnquiryResult';

/**
 * The confirmation page after an enquiry (route OrderConfirmation). The deep-link code travels in the
 * history entry's state, so a reload of this page still knows which enquiry it shows.
 */
export default function OrderConfirmationPage() {
  const { state } = useLocation();
  const code = (state as { deepLinkCode?: unknown } | null)?.deepLinkCode;
  return <EnquiryResult deepLinkCode={typeof code === 'string' && code ? code : null} />;
}
