import { STATUS_CODES } from 'node:http';

/** meta.parameters as Shopware serialises it: an empty PHP array becomes `[]`, a filled one an object. */
export type ErrorParameters = Record<string, string | number | boolean | null>;

export interface StoreApiErrorItem {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer: string };
  meta?: { parameters: ErrorParameters | [] };
}

export interface ErrorEnvelope {
  errors: StoreApiErrorItem[];
}

export interface ErrorDescription {
  status: number;
  code: string;
  detail: string;
  parameters?: ErrorParameters;
  pointer?: string;
  /** Title override; by default the HTTP status text (Shopware: Response::$statusTexts). */
  title?: string;
  /** Symfony HTTP exceptions (code "0") carry no meta outside debug mode. */
  withoutMeta?: boolean;
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export function errorItem(description: ErrorDescription): StoreApiErrorItem {
  const item: StoreApiErrorItem = {
    status: String(description.status),
    code: description.code,
    title: description.title ?? statusText(description.status),
    detail: description.detail,
  };
  if (description.pointer !== undefined) item.source = { pointer: description.pointer };
  if (!description.withoutMeta) {
    const parameters = description.parameters ?? {};
    item.meta = { parameters: Object.keys(parameters).length === 0 ? [] : parameters };
  }
  return item;
}

export function errorEnvelope(...descriptions: ErrorDescription[]): ErrorEnvelope {
  return { errors: descriptions.map(errorItem) };
}

/** A failure that becomes the Store API error envelope; the HTTP status is that of the first error. */
export class StoreApiError extends Error {
  readonly status: number;
  readonly errors: ErrorDescription[];

  constructor(first: ErrorDescription, ...more: ErrorDescription[]) {
    super(first.detail);
    this.name = 'StoreApiError';
    this.status = first.status;
    this.errors = [first, ...more];
  }

  toEnvelope(): ErrorEnvelope {
    return errorEnvelope(...this.errors);
  }
}

/** One error of Shopware's shape: its HTTP status, error code and text, and what else it carries. */
export function apiError(
  status: number,
  code: string,
  detail: string,
  more: Omit<ErrorDescription, 'status' | 'code' | 'detail'> = {},
): StoreApiError {
  return new StoreApiError({ status, code, detail, ...more });
}

/** A constraint violation as Shopware's ConstraintViolationException serialises it. */
export function violation(
  errorName: string,
  pointer: string,
  detail: string,
  parameters: ErrorParameters = {},
): ErrorDescription {
  return {
    status: 400,
    code: `VIOLATION::${errorName}`,
    title: 'Constraint violation error',
    detail,
    pointer,
    parameters,
  };
}

export const storeApiErrors = {
  accessKeyMissing: (): StoreApiError =>
    apiError(401, '0', 'Header "sw-access-key" is required.', { withoutMeta: true }),
  accessKeyInvalid: (): StoreApiError =>
    apiError(500, 'FRAMEWORK__API_INVALID_ACCESS_KEY', 'Access key is invalid and could not be identified.'),
  salesChannelNotFound: (): StoreApiError =>
    apiError(412, 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND', 'No matching sales channel found.'),
  languageInvalid: (): StoreApiError =>
    apiError(412, 'SYSTEM__LANGUAGE_INVALID_EXCEPTION', 'Provided languageId is not a valid uuid'),
  languageNotAvailable: (languageId: string, available: string[]): StoreApiError =>
    apiError(
      412,
      'SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION',
      `Provided language "${languageId}" is not in list of available languages: ${available.join(', ')}`,
    ),
  customerNotLoggedIn: (): StoreApiError =>
    apiError(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', 'Customer is not logged in.'),
  categoryNotFound: (id: string): StoreApiError =>
    apiError(404, 'CONTENT__CATEGORY_NOT_FOUND', `Category "${id}" not found.`, { parameters: { id } }),
  productNotFound: (productId: string): StoreApiError =>
    apiError(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${productId} not found.`, {
      parameters: { productId },
    }),
  variantNotFound: (productId: string, options: string[]): StoreApiError =>
    apiError(
      404,
      'CONTENT__PRODUCT_VARIANT_NOT_FOUND',
      `Variant for productId ${productId} with options ${JSON.stringify(options)} not found.`,
      { parameters: { productId, options: JSON.stringify(options) } },
    ),
  invalidOptionsParameter: (): StoreApiError =>
    apiError(400, 'PRODUCT_INVALID_OPTIONS_PARAMETER', 'The parameter options is invalid.'),
  listingCategoryNotFound: (id: string): StoreApiError =>
    apiError(404, 'PRODUCT__CATEGORY_NOT_FOUND', `Could not find category with id "${id}"`, {
      parameters: { value: id },
    }),
  sortingNotFound: (key: string): StoreApiError =>
    apiError(400, 'PRODUCT_SORTING_NOT_FOUND', `Could not find sorting with key "${key}"`, {
      parameters: { key },
      pointer: '/order',
    }),
  /** Shopware's RoutingException::missingRequestParameter (e.g. `search` of /search and /search-suggest). */
  missingRequestParameter: (name: string): StoreApiError =>
    apiError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', `Parameter "${name}" is missing.`, {
      parameters: { parameterName: name, path: '' },
      pointer: `/${name}`,
    }),
  routeNotFound: (method: string, url: string): StoreApiError =>
    apiError(404, '0', `No route found for "${method} ${url}"`, { withoutMeta: true }),
  methodNotAllowed: (method: string, url: string, allowed: string[]): StoreApiError =>
    apiError(
      405,
      '0',
      `No route found for "${method} ${url}": Method Not Allowed (Allow: ${allowed.join(', ')})`,
      { withoutMeta: true },
    ),
  malformedJson: (): StoreApiError =>
    apiError(400, '0', 'The JSON payload is malformed.', { withoutMeta: true }),
  /** While the server drains on its way down (SIGTERM): another instance, or this one restarted, will answer. */
  serviceUnavailable: (): StoreApiError =>
    apiError(
      503,
      'FRAMEWORK__SERVICE_UNAVAILABLE',
      'The server is shutting down. Please try again in a moment.',
    ),
  /** The database cannot be reached or dropped the connection (the pool reconnects for the next request). */
  databaseUnavailable: (): StoreApiError =>
    apiError(
      503,
      'FRAMEWORK__SERVICE_UNAVAILABLE',
      'The service is briefly unavailable. Please try again in a moment.',
    ),
  internal: (): StoreApiError =>
    apiError(500, '0', 'An internal error occurred. Please try again later.', { withoutMeta: true }),
};
