import { useTranslation } from '../../i18n/useTranslation';
import { useParams } from 'react-router';
import pages from '../../ui/pages.module.css';
import { EnquiryResult } from './EnquiryResult';
import { paymentStateOf } from '../../api/order/paymentState';

/**
 * Success page after a payment (route Success, `success/:deepLinkCode`): the enquiry like the confirmation
 * page plus the payment state of its transaction; reloads safely.
 */
export default function SuccessPage() {
  const { deepLinkCode } = useParams();
  const { t } = useTranslation('orderConfirmation');
  return (
    <EnquiryResult
      deepLinkCode={deepLinkCode ?? null}
      extra={(order) => {
        const state = paymentStateOf(order);
        if (!state) return null;
        let text: string;
        if (state.key === 'payment.failed') {
          text = state.reason ? t('payment.failed', { reason: state.reason }) : t('payment.failedNoReason');
        } else if (state.key === 'payment.state') {
          text = t('payment.state', { name: state.name });
        } else if (state.key === 'payment.sandbox') {
          text = t('payment.sandbox');
        } else {
          text = t('payment.authorized');
        }
        return (
          <p className={pages.text} role={state.key === 'payment.failed' ? 'alert' : 'status'}>
            {text}
          </p>
        );
      }}
    />
  );
}
