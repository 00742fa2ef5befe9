import { apiError, StoreApiError } from '../errors.js';

// Shopware's CustomerException / RateLimitExceededException answers of the account routes (codes and
// messages verbatim from Shopware 6.6/6.7).

/** Shopware's CHECKOUT__CUSTOMER_ADDRESS_* answers: 400, `Customer address with id "…" <rest>`. */
function addressError(code: string, addressId: string, rest: string): StoreApiError {
  return new StoreApiError({
    status: 400,
    code,
    detail: `Customer address with id "${addressId}" ${rest}`,
    parameters: { addressId },
  });
}

export const accountErrors = {
  badCredentials: () =>
    apiError(401, 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', 'Invalid username and/or password.'),
  optInNotCompleted: (customerId: string) =>
    apiError(
      401,
      'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
      `The customer with the id "${customerId}" has not completed the opt-in.`,
      { parameters: { customerId } },
    ),
  inactive: (customerId: string) =>
    apiError(401, 'CHECKOUT__CUSTOMER_IS_INACTIVE', `The customer with the id "${customerId}" is inactive.`, {
      parameters: { customerId },
    }),
  authThrottled: (seconds: number) =>
    apiError(429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', `Customer auth throttled for ${seconds} seconds.`, {
      parameters: { seconds },
    }),
  rateLimitExceeded: (seconds: number) =>
    apiError(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', `Too many requests, try again in ${seconds} seconds.`, {
      parameters: { seconds },
    }),
  noHashProvided: () => apiError(404, 'CHECKOUT__NO_HASH_PROVIDED', 'The given hash is empty.'),
  notFoundByHash: (hash: string) =>
    apiError(
      404,
      'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH',
      `No matching customer for the hash "${hash}" was found.`,
      { parameters: { hash } },
    ),
  alreadyConfirmed: (customerId: string) =>
    apiError(
      412,
      'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED',
      `The customer with the id "${customerId}" is already confirmed.`,
      { parameters: { customerId } },
    ),
  recoveryHashExpired: (hash: string) =>
    apiError(410, 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED', `The hash "${hash}" is expired.`, {
      parameters: { hash },
    }),
  addressNotFound: (addressId: string) =>
    addressError('CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND', addressId, 'not found.'),
  addressIsDefault: (addressId: string) =>
    addressError(
      'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT',
      addressId,
      'is a default address and cannot be deleted.',
    ),
  addressIsActive: (addressId: string) =>
    addressError(
      'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE',
      addressId,
      'is an active address and cannot be deleted.',
    ),
  invalidUuid: (input: string) =>
    apiError(400, 'FRAMEWORK__INVALID_UUID', `Value is not a valid UUID: ${input}`, {
      parameters: { input },
    }),
};

/** Shopware's recovery hashes are valid for two hours (ResetPasswordRoute::checkHash, PT2H). */
export const RECOVERY_HASH_LIFETIME_MS = 2 * 60 * 60 * 1000;

export function isRecoveryExpired(createdAt: string, now: Date): boolean {
  const created = Date.parse(createdAt);
  return Number.isNaN(created) || now.getTime() - created > RECOVERY_HASH_LIFETIME_MS;
}
