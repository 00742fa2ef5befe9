import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../../api/queryKeys';
import { readSalutations } from '../../api/storeApi';
import type { Salutation } from '../../api/types';
import { salutationName } from '../../api/address';
import { useLanguageId, useShop } from '../../api/ShopContext';
import { PageHeading } from '../../ui/PageHeading';
import pages from '../../ui/pages.module.css';
import { FieldError, Label } from '../../ui/form/Field';
import fields from '../../ui/form/form.module.css';
import styles from './contact.module.css';
import { sendContactForm } from './contactApi';
import {
  COMMENT_MAX,
  contactBody,
  emptyContact,
  serverFieldErrors,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contactForm';

type Failure = { status?: unknown; details?: { errors?: unknown } };

function salutationLabel(salutation: Salutation): string {
  return salutationName(salutation) || salutation.salutationKey;
}

/** A labelled control with its error beside it (linked by aria-describedby, the control marked invalid). */
function Field({
  label,
  required,
  error,
  hint,
  children,
}: {
  label: string;
  required?: boolean;
  error: string | undefined;
  hint?: string;
  children: (props: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': true | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={fields.field}>
      <Label id={id} label={label} required={required} />
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={fields.note}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * The contact page (route Contact): "ask us about a custom size". Salutation, names, email, phone (optional),
 * subject and message go to the shop owner by mail (POST /contact-form). `?product=` (from a product page)
 * fills in the subject. Errors show beside their fields; a sent message replaces the form with a note.
 */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  const { client } = useShop();
  const languageId = useLanguageId();
  const [params] = useSearchParams();
  const product = params.get('product')?.slice(0, 200) ?? '';
  const salutations = useQuery<Salutation[]>({
    queryKey: queryKeys.salutations(languageId),
    queryFn: () => readSalutations(client),
  });
  const [values, setValues] = useState<ContactValues>(() =>
    emptyContact(product ? t('customSizeSubject', { product }) : ''),
  );
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const set = (field: ContactField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };
  const message = (field: ContactField) => (errors[field] ? t(errors[field]) : undefined);

  const focusFirstError = (found: ContactErrors) => {
    const first = Object.keys(found)[0];
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    try {
      await sendContactForm(client, contactBody(values));
      setSent(true);
    } catch (error) {
      const { status, details } = (error ?? {}) as Failure;
      const items = Array.isArray(details?.errors) ? (details.errors as []) : [];
      const fields = status === 400 ? serverFieldErrors(items) : {};
      setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirstError(fields);
      else setFailure(status === 429 ? t('errors.throttled') : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <>
        <PageHeading>{t('heading')}</PageHeading>
        <div ref={done} tabIndex={-1} role="status" className={styles.success}>
          <p>
            <strong>{t('sent.heading')}</strong>
          </p>
          <p>{t('sent.text', { email: values.email.trim() })}</p>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeading>{t('heading')}</PageHeading>
      <p className={pages.text}>{t('intro')}</p>
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <form ref={form} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className={fields.note}>{t('mandatory')}</p>
        <Field label={t('fields.salutation')} required error={message('salutationId')}>
          {(props) => (
            <select
              {...props}
              name="salutationId"
              className={`${fields.input} ${styles.input}`}
              value={values.salutationId}
              onChange={set('salutationId')}
            >
              <option value="">{t('choose')}</option>
              {(salutations.data ?? []).map((salutation) => (
                <option key={salutation.id} value={salutation.id}>
                  {salutationLabel(salutation)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={fields.row}>
          <Field label={t('fields.firstName')} required error={message('firstName')}>
            {(props) => (
              <input
                {...props}
                name="firstName"
                autoComplete="given-name"
                className={`${fields.input} ${styles.input}`}
                value={values.firstName}
                onChange={set('firstName')}
              />
            )}
          </Field>
          <Field label={t('fields.lastName')} required error={message('lastName')}>
            {(props) => (
              <input
                {...props}
                name="lastName"
                autoComplete="family-name"
                className={`${fields.input} ${styles.input}`}
                value={values.lastName}
                onChange={set('lastName')}
              />
            )}
          </Field>
        </div>
        <div className={fields.row}>
          <Field label={t('fields.email')} required error={message('email')}>
            {(props) => (
              <input
                {...props}
                name="email"
                type="email"
                autoComplete="email"
                className={`${fields.input} ${styles.input}`}
                value={values.email}
                onChange={set('email')}
              />
            )}
          </Field>
          <Field label={t('fields.phone')} error={message('phone')}>
            {(props) => (
              <input
                {...props}
                name="phone"
                type="tel"
                autoComplete="tel"
                className={`${fields.input} ${styles.input}`}
                value={values.phone}
                onChange={set('phone')}
              />
            )}
          </Field>
        </div>
        <Field label={t('fields.subject')} required error={message('subject')}>
          {(props) => (
            <input
              {...props}
              name="subject"
              className={`${fields.input} ${styles.input}`}
              value={values.subject}
              onChange={set('subject')}
            />
          )}
        </Field>
        <Field
          label={t('fields.comment')}
          required
          error={message('comment')}
          hint={t('commentHint', { max: COMMENT_MAX })}
        >
          {(props) => (
            <textarea
              {...props}
              name="comment"
              rows={8}
              className={`${fields.input} ${styles.input}`}
              value={values.comment}
              onChange={set('comment')}
            />
          )}
        </Field>
        <div>
          <button
            type="submit"
            className={`${pages.button} ${styles.submit}`}
            aria-disabled={busy || undefined}
          >
            {busy ? t('sending') : t('submit')}
          </button>
        </div>
      </form>
    </>
  );
}
