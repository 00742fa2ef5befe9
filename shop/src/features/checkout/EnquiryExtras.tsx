import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import order from '../../ui/order/order.module.css';
import styles from './checkout.module.css';
import type { EnquiryFormState } from './useEnquiryForm';

/** The optional comment and the required tick on the terms, data sheets and handling information. */
export function EnquiryExtras({ form }: { form: EnquiryFormState }) {
  const { t } = useTranslation('checkout');
  const commentId = useId();
  const termsId = useId();
  const termsErrorId = `${termsId}-error`;
  const termsError = form.errors.terms;
  const commentErrorId = `${commentId}-error`;
  const commentError = form.errors.comment;
  return (
    <>
      <div>
        <label htmlFor={commentId}>{t('comment.label')}</label>
        <textarea
          id={commentId}
          ref={form.target('comment')}
          className={styles.textarea}
          maxLength={10000}
          value={form.values.comment}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? commentErrorId : undefined}
          onChange={(event) => form.setComment(event.target.value)}
        />
        {commentError && (
          <p id={commentErrorId} className={order.error}>
            {t(commentError)}
          </p>
        )}
      </div>
      <div>
        <div className={styles.check}>
          <input
            id={termsId}
            ref={form.target('terms')}
            type="checkbox"
            checked={form.values.termsAccepted}
            aria-required="true"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? termsErrorId : undefined}
            onChange={(event) => form.acceptTerms(event.target.checked)}
          />
          <label htmlFor={termsId}>{t('terms.label')}</label>
        </div>
        {termsError && (
          <p id={termsErrorId} className={order.error}>
            {t(termsError)}
          </p>
        )}
      </div>
    </>
  );
}
