import { apiFailure } from '../../api/errors';

/**
 * What opens an enquiry that could not be read by its deep-link code alone (Shopware's OrderRoute without a
 * customer): a guest's enquiry opens with its email address and billing zip code ('guest'; also when these
 * did not match: 'wrongCredentials'); a customer's enquiry needs the customer's login ('login'); anything
 * else is a failure to load ('error').
 */
export type EnquiryAccess = 'guest' | 'wrongCredentials' | 'login' | 'error';

export function enquiryAccess(error: unknown): EnquiryAccess {
  const failure = apiFailure(error);
  const codes = failure.errors.map((item) => item.code);
  if (codes.includes('CHECKOUT__GUEST_WRONG_CREDENTIALS')) return 'wrongCredentials';
  if (codes.includes('CHECKOUT__GUEST_NOT_AUTHENTICATED')) return 'guest';
  if (codes.includes('CHECKOUT__CUSTOMER_NOT_LOGGED_IN') || failure.status === 401) return 'login';
  return 'error';
}
