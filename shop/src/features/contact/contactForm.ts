/**
 * The contact form's values, their checks (the server's rules, so that most mistakes show before sending)
 * and the server's validation errors mapped to the fields. Messages are i18n keys of the `contact` namespace.
 */

export const CONTACT_FIELDS = [
  'salutationId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'comment',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The server's bounds (store-server services/contact.ts). */
export const LINE_MAX = 255;
export const COMMENT_MAX = 5000;

// Control characters (line breaks in a line field, anything but line breaks and tabs in the message) and
// bidirectional formatting characters: the server refuses them.
// eslint-disable-next-line no-control-regex
const LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const TEXT_FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINK = /https?:\/\//i;

export const emptyContact = (subject = ''): ContactValues => ({
  salutationId: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject,
  comment: '',
});

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const required: ContactField[] = ['salutationId', 'firstName', 'lastName', 'email', 'subject', 'comment'];
  for (const field of required) if (values[field].trim() === '') errors[field] = 'errors.required';
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'subject'] as const) {
    if (errors[field]) continue;
    if (LINE_FORBIDDEN.test(values[field])) errors[field] = 'errors.controlCharacters';
    else if (values[field].trim().length > LINE_MAX) errors[field] = 'errors.tooLong';
  }
  for (const field of ['firstName', 'lastName'] as const)
    if (!errors[field] && LINK.test(values[field])) errors[field] = 'errors.noLinks';
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = 'errors.email';
  if (!errors.comment && TEXT_FORBIDDEN.test(values.comment)) errors.comment = 'errors.controlCharacters';
  else if (!errors.comment && values.comment.trim().length > COMMENT_MAX)
    errors.comment = 'errors.commentTooLong';
  return errors;
}

type ErrorItem = { code?: string; source?: { pointer?: string } };

/** The server's validation errors (`VIOLATION::…` with a pointer) beside their fields. */
export function serverFieldErrors(items: readonly ErrorItem[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const item of items) {
    const field = (item.source?.pointer ?? '').replace(/^\//, '') as ContactField;
    if (!(CONTACT_FIELDS as readonly string[]).includes(field) || errors[field]) continue;
    const code = item.code ?? '';
    errors[field] = code.endsWith('IS_BLANK_ERROR')
      ? 'errors.required'
      : code.endsWith('INVALID_FORMAT_ERROR')
        ? 'errors.email'
        : code.endsWith('TOO_LONG_ERROR')
          ? field === 'comment'
            ? 'errors.commentTooLong'
            : 'errors.tooLong'
          : code.endsWith('REGEX_FAILED_ERROR')
            ? 'errors.controlCharacters'
            : 'errors.invalid';
  }
  return errors;
}

/** The body sent: trimmed values, no empty phone. */
export function contactBody(values: ContactValues) {
  const phone = values.phone.trim();
  return {
    salutationId: values.salutationId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    subject: values.subject.trim(),
    comment: values.comment.trim(),
  };
}
