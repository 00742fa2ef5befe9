/**
 * The one reader of Store API errors, used by every feature: the error envelope of a failed call
 * (`{"errors": [{status, code, detail, source: {pointer}, meta}]}`, read by apiFailure), its validation
 * errors turned into i18n keys (`VIOLATION::…` with `source.pointer` beside their form field, everything else
 * one general message; keys only, never English text), and the errors a Store API cart carries in its body.
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

/**
 * Cart errors (the other half of the Store API's error reporting: a cart carries them in its body). The cart's `errors` is a map keyed by message key plus id (`product-stock-reached`
 * + the line item id), or an empty array when there are none; each entry carries `messageKey`, `level`
 * (0 notice, 10 warning, 20 error), `message` (server English, never shown) and its parameters.
 */

const ERROR_LEVEL = { notice: 0, warning: 10, error: 20 } as const;

export type CartErrorEntry = {
  key: string;
  messageKey: string;
  level: number;
  /** The error's own id (the line item or product it is about), when it has one. */
  id?: string;
  parameters: Record<string, unknown>;
};

/** The part of a cart the error functions read (a Store API Cart fits). */
export type CartWithErrors = { errors?: unknown } | null | undefined;

function entryOf(key: string, raw: unknown): CartErrorEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Record<string, unknown>;
  const messageKey = typeof value.messageKey === 'string' ? value.messageKey : '';
  const entryKey = typeof value.key === 'string' && value.key ? value.key : key;
  const level = typeof value.level === 'number' ? value.level : ERROR_LEVEL.error;
  const parameters =
    typeof value.parameters === 'object' && value.parameters !== null && !Array.isArray(value.parameters)
      ? (value.parameters as Record<string, unknown>)
      : {};
  // Shopware serialises the error object's own properties (id, name, quantity) beside the parameters.
  const merged = { ...pick(value, ['name', 'quantity']), ...parameters };
  const id = typeof value.id === 'string' ? value.id : undefined;
  return { key: entryKey, messageKey, level, id, parameters: merged };
}

function pick(value: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]]));
}

/** All errors of a cart, from the map (or the array some versions send). */
export function cartErrorList(cart: CartWithErrors): CartErrorEntry[] {
  const errors = cart?.errors;
  if (!errors || typeof errors !== 'object') return [];
  const entries: [string, unknown][] = Array.isArray(errors)
    ? errors.map((raw, index) => [String(index), raw])
    : Object.entries(errors);
  return entries.map(([key, raw]) => entryOf(key, raw)).filter((entry) => entry !== null);
}

/** True when the error is about the line item (or product) with this id. */
export function isErrorFor(entry: CartErrorEntry, id: string): boolean {
  if (!id) return false;
  return entry.id === id || entry.key === `${entry.messageKey}${id}`;
}

/** The errors of one line item (its id is the product id for product lines). */
export function cartErrorsFor(cart: CartWithErrors, lineItemId: string): CartErrorEntry[] {
  return cartErrorList(cart).filter((entry) => isErrorFor(entry, lineItemId));
}

/** Errors at warning level or above block a change: the shop reports it as failed. */
export function blockingErrorsFor(cart: CartWithErrors, id: string): CartErrorEntry[] {
  return cartErrorsFor(cart, id).filter((entry) => entry.level >= ERROR_LEVEL.warning);
}
