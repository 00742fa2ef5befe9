import { useParams } from 'react-router';
import { EnquiryResult } from '../checkout/EnquiryResult';

/** Success page after a payment or enquiry (route Success, `success/:deepLinkCode`); reloads safely. */
export default function SuccessPage() {
  const { deepLinkCode } = useParams();
  return <EnquiryResult deepLinkCode={deepLinkCode ?? null} />;
}
