/** One entry of Shopware's error envelope (`{"errors": [{status, code, title, detail, meta}]}`). */
export type ApiErrorItem = {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  meta?: { parameters?: Record<string, unknown> | unknown[] };
};

/** A failed Admin API call: its status, the envelope's errors, the body as sent and a throttle's wait. */
export class DeskApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
    readonly body: unknown,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(errors[0]?.detail ?? errors[0]?.title ?? `Admin API answered ${status}`);
    this.name = 'DeskApiError';
  }
}

/** The error list of an answer's body (anything else: none). */
export function errorItems(body: unknown): ApiErrorItem[] {
  const list = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(list)
    ? list.filter((item): item is ApiErrorItem => typeof item === 'object' && item !== null)
    : [];
}

/** Seconds to wait after a 429: the Retry-After header, else the envelope's `seconds` parameter. */
export function retryAfterSeconds(header: string | null, errors: ApiErrorItem[]): number | null {
  const fromHeader = header === null ? NaN : Number(header);
  if (Number.isFinite(fromHeader) && fromHeader >= 0) return Math.ceil(fromHeader);
  for (const item of errors) {
    const parameters = item.meta?.parameters;
    if (!parameters || Array.isArray(parameters)) continue;
    const seconds = Number(parameters.seconds ?? parameters.retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  }
  return null;
}

/** An i18n key (namespace `desk`) and its values. */
export type Message = { key: string; values?: Record<string, unknown> };

const throttled = (error: DeskApiError): Message =>
  error.retryAfterSeconds === null
    ? { key: 'errors.throttled' }
    : { key: 'errors.throttledSeconds', values: { count: error.retryAfterSeconds } };

/**
 * The login's answer in words: any refused credentials alike (400/401: never whether the email exists), a
 * throttle with its wait, everything else one general message.
 */
export function loginErrorMessage(error: unknown): Message {
  if (!(error instanceof DeskApiError)) return { key: 'errors.network' };
  if (error.status === 429) return throttled(error);
  if (error.status === 400 || error.status === 401) return { key: 'login.wrongCredentials' };
  return { key: 'errors.generic' };
}

/** Codes the desk names in words; anything else is the general message. */
const KNOWN_CODES: Record<string, string> = {
  CHECKOUT__ORDER_ILLEGAL_STATE_TRANSITION: 'errors.illegalTransition',
  SYSTEM__ILLEGAL_STATE_TRANSITION: 'errors.illegalTransition',
  FRAMEWORK__INVALID_CRITERIA_PARAMETERS: 'errors.badInput',
  PLASTICS__OFFER_EXPIRED: 'errors.offerExpired',
  PLASTICS__OFFER_NOT_PENDING: 'errors.offerNotPending',
};

/** Any failed call of a signed-in page in words. */
export function actionErrorMessage(error: unknown): Message {
  if (!(error instanceof DeskApiError)) return { key: 'errors.network' };
  if (error.status === 429) return throttled(error);
  for (const item of error.errors) {
    const key = item.code ? KNOWN_CODES[item.code] : undefined;
    if (key) return { key };
  }
  if (error.status === 404) return { key: 'errors.notFound' };
  if (error.status === 403) return { key: 'errors.forbidden' };
  if (error.status === 400) return { key: 'errors.badInput' };
  return { key: 'errors.generic' };
}
