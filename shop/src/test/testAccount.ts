/**
 * Test data of the account area for the in-memory Store API TEST DOUBLE (unit tests only; the real server
 * is exercised by the Playwright suite): errors shaped like the api-client's ApiClientError, a customer,
 * addresses, countries and salutations.
 */
import type { StoreApiErrorItem } from '../api/errors';

/** A failed call as `@shopware/api-client` reports it: `status` and the parsed error envelope in `details`. */
export function apiError(status: number, errors: StoreApiErrorItem[]): Error {
  return Object.assign(new Error(`Failed request (${status})`), { status, details: { errors } });
}

export function violation(pointer: string, code: string): StoreApiErrorItem {
  return {
    code,
    status: '400',
    title: 'Constraint violation error',
    source: { pointer },
  } as StoreApiErrorItem;
}

export const IDS = {
  de: 'c0000000000000000000000000000de0',
  at: 'c0000000000000000000000000000a70',
  mr: '5a000000000000000000000000000001',
  ms: '5a000000000000000000000000000002',
  notSpecified: '5a000000000000000000000000000003',
  billing: 'ad000000000000000000000000000001',
  shipping: 'ad000000000000000000000000000002',
  other: 'ad000000000000000000000000000003',
  customer: 'cu000000000000000000000000000001',
};

export const countries = {
  elements: [
    { id: IDS.de, name: 'Germany', translated: { name: 'Germany' } },
    { id: IDS.at, name: 'Austria', translated: { name: 'Austria' } },
  ],
};

export const salutations = {
  elements: [
    { id: IDS.mr, salutationKey: 'mr', displayName: 'Mr.', translated: { displayName: 'Mr.' } },
    { id: IDS.ms, salutationKey: 'mrs', displayName: 'Mrs.', translated: { displayName: 'Mrs.' } },
    {
      id: IDS.notSpecified,
      salutationKey: 'not_specified',
      displayName: 'Not specified',
      translated: { displayName: 'Not specified' },
    },
  ],
};

export function address(id: string, street: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    customerId: IDS.customer,
    salutationId: IDS.ms,
    firstName: 'Erika',
    lastName: 'Muster',
    company: 'Kunststoff GmbH',
    street,
    zipcode: '12345',
    city: 'Berlin',
    countryId: IDS.de,
    ...extra,
  };
}

export function customer(extra: Record<string, unknown> = {}) {
  return {
    id: IDS.customer,
    apiAlias: 'customer',
    guest: false,
    email: 'erika@example.com',
    salutationId: IDS.ms,
    title: '',
    firstName: 'Erika',
    lastName: 'Muster',
    defaultBillingAddressId: IDS.billing,
    defaultShippingAddressId: IDS.shipping,
    ...extra,
  };
}

/** The answers of the reference-data routes the account forms use. */
export function referenceAnswers(): Record<string, unknown> {
  return {
    'readCountryGet get /country': countries,
    'readSalutationGet get /salutation': salutations,
  };
}
