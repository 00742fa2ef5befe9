/**
 * Store API errors of the account routes, turned into i18n keys of the `account` namespace: validation
 * errors (`VIOLATION::…` with `source.pointer`) go beside their form field, everything else becomes one
 * general message. Keys only, never English text.
 */

/** One entry of the Store API error envelope (`{"errors": [...]}`). */
export type StoreApiErrorItem = {
  code?: string;
  status?: string;
  detail?: string;
  source?: { pointer?: string };
  meta?: { parameters?: Record<string, unknown> | unknown[] };
};

export type ApiFailure = { status: number | null; errors: StoreApiErrorItem[] };

/** Status and error list of a failed call (the api-client's ApiClientError carries both). */
export function apiFailure(error: unknown): ApiFailure {
  if (typeof error !== 'object' || error === null) return { status: null, errors: [] };
  const { status, details } = error as { status?: unknown; details?: unknown };
  const list = (details as { errors?: unknown } | undefined)?.errors;
  return {
    status: typeof status === 'number' ? status : null,
    errors: Array.isArray(list)
      ? (list.filter((item) => typeof item === 'object' && item) as StoreApiErrorItem[])
      : [],
  };
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return apiFailure(error).errors.some((item) => item.code === code);
}

/** The `seconds` parameter of a throttling error (429), null when absent. */
export function throttleSeconds(error: unknown): number | null {
  for (const item of apiFailure(error).errors) {
    const parameters = item.meta?.parameters;
    if (!parameters || Array.isArray(parameters)) continue;
    const seconds = Number(parameters.seconds);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  }
  return null;
}

/** The message key plus its interpolation values. */
export type Message = { key: string; values?: Record<string, unknown> };

export const GENERIC_ERROR: Message = { key: 'errors.generic' };

/**
 * The login answer: any 401 (unknown email or wrong password alike) is the spec's one login error, so the
 * shop never tells whether an email is registered; an unconfirmed account is named (the server says so only
 * after checking the password); 429 tells how long to wait.
 */
export function loginError(error: unknown): Message {
  const { status } = apiFailure(error);
  if (status === 429) return throttled(error, 'login.throttled');
  if (status === 401 && hasErrorCode(error, 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED')) {
    return { key: 'login.notConfirmed' };
  }
  if (status === 400 || status === 401 || status === 403) return { key: 'login.failed' };
  return GENERIC_ERROR;
}

/** A 429 answer as a message, with the seconds when the server sent them. */
export function throttled(error: unknown, key: string): Message {
  const seconds = throttleSeconds(error);
  return seconds === null ? { key: `${key}Later` } : { key, values: { count: seconds } };
}

/** `/0/billingAddress/street` → `billingAddress/street` segments without list indexes. */
function pointerSegments(pointer: string | undefined): string[] {
  return (pointer ?? '').split('/').filter((segment) => segment !== '' && !/^\d+$/.test(segment));
}

/**
 * The form field a pointer names: the last segment of the pointer when it is one of the form's fields
 * (`/email` → email, `/billingAddress/street` → street, `/0/email` → email); null otherwise.
 */
export function fieldOfPointer<F extends string>(
  pointer: string | undefined,
  fields: readonly F[],
): F | null {
  const last = pointerSegments(pointer).at(-1);
  return last !== undefined && (fields as readonly string[]).includes(last) ? (last as F) : null;
}

const PASSWORD_FIELDS = new Set(['password', 'newPassword']);

/** The message key of one validation code at one field. */
export function violationKey(code: string | undefined, field: string): string {
  const name = (code ?? '').replace(/^VIOLATION::/, '');
  if (field === 'email') {
    if (name === 'IS_BLANK_ERROR') return 'errors.emailRequired';
    if (name === 'CUSTOMER_EMAIL_NOT_UNIQUE') return 'errors.emailNotUnique';
    return 'errors.emailInvalid';
  }
  if (name === 'CUSTOMER_PASSWORD_NOT_CORRECT') return 'errors.oldPasswordWrong';
  if (field === 'newPasswordConfirm' || name === 'NOT_EQUAL_ERROR') {
    return name === 'IS_BLANK_ERROR' ? 'errors.required' : 'errors.passwordsNotIdentical';
  }
  if (PASSWORD_FIELDS.has(field) && (name === 'TOO_SHORT_ERROR' || name === 'IS_BLANK_ERROR')) {
    return 'errors.passwordTooShort';
  }
  switch (name) {
    case 'IS_BLANK_ERROR':
    case 'NOT_BLANK_ERROR':
      return 'errors.required';
    case 'TOO_SHORT_ERROR':
      return 'errors.tooShort';
    case 'TOO_LONG_ERROR':
      return 'errors.tooLong';
    case 'NO_SUCH_CHOICE_ERROR':
    case 'ENTITY_DOES_NOT_EXISTS':
    case 'INVALID_UUID_ERROR':
      return 'errors.invalidChoice';
    case 'ZIP_CODE_INVALID':
      return 'errors.zipCodeInvalid';
    case 'REGEX_FAILED_ERROR':
      return 'errors.invalidCharacters';
    default:
      return 'errors.invalidInput';
  }
}

export type FormErrors<F extends string> = {
  /** Message keys beside fields, in the order the server listed them. */
  fields: Partial<Record<F, string>>;
  /** A message for the whole form (errors without a field of this form), or null. */
  general: Message | null;
};

/**
 * Maps a failed form submission to messages: each validation error with a pointer to a field of the form
 * goes beside that field (first one wins); anything else — other codes, other pointers, server failures,
 * no answer — becomes the general `fallback`.
 */
export function formErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: Message = GENERIC_ERROR,
): FormErrors<F> {
  const { status, errors } = apiFailure(error);
  const result: FormErrors<F> = { fields: {}, general: null };
  if (status === 429) return { fields: {}, general: throttled(error, 'errors.throttled') };
  if (status !== 400) return { fields: {}, general: fallback };
  for (const item of errors) {
    const field = fieldOfPointer(item.source?.pointer, fields);
    if (field === null) {
      result.general ??= fallback;
    } else {
      result.fields[field] ??= violationKey(item.code, field);
    }
  }
  if (errors.length === 0) result.general = fallback;
  return result;
}
