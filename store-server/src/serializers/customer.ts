import type { CountryRow } from '../db/repositories/country-repository.js';
import type { CustomerAddressRow } from '../db/repositories/customer-address-repository.js';
import type { CustomerRow } from '../db/repositories/customer-repository.js';
import type { SalutationRow } from '../db/repositories/salutation-repository.js';
import { toBoolean } from '../db/repositories/language-chain.js';
import { serializeCountry, serializeSalutation } from './system-entities.js';

// Store API JSON of customers and their addresses. Never serialised: the password hash, the double opt-in
// hash (Shopware blanks it: "We don't want to leak the hash in store-api") and recovery hashes.

export interface AddressReferences {
  countries: Map<string, CountryRow>;
  salutations: Map<string, SalutationRow>;
}

export function serializeAddress(row: CustomerAddressRow, references: AddressReferences) {
  const country = references.countries.get(row.country_id);
  const salutation = references.salutations.get(row.salutation_id);
  return {
    id: row.id,
    customerId: row.customer_id,
    countryId: row.country_id,
    countryStateId: null,
    salutationId: row.salutation_id,
    firstName: row.first_name,
    lastName: row.last_name,
    zipcode: row.zipcode,
    city: row.city,
    company: row.company,
    street: row.street,
    department: row.department,
    title: row.title,
    phoneNumber: row.phone_number,
    additionalAddressLine1: null,
    additionalAddressLine2: null,
    customFields: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    country: country ? serializeCountry(country, false) : null,
    countryState: null,
    salutation: salutation ? serializeSalutation(salutation) : null,
    apiAlias: 'customer_address' as const,
  };
}
export type AddressJson = ReturnType<typeof serializeAddress>;

export interface CustomerJsonParts {
  activeBillingAddress: AddressJson;
  activeShippingAddress: AddressJson;
  defaultBillingAddress: AddressJson | null;
  defaultShippingAddress: AddressJson | null;
  addresses: AddressJson[] | null;
  salutation: ReturnType<typeof serializeSalutation> | null;
  group: unknown;
}

function vatIds(row: CustomerRow): string[] | null {
  if (row.vat_ids === null) return null;
  try {
    const parsed: unknown = JSON.parse(row.vat_ids);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : null;
  } catch {
    return null;
  }
}

export function serializeCustomer(row: CustomerRow, parts: CustomerJsonParts) {
  return {
    id: row.id,
    groupId: row.customer_group_id,
    salesChannelId: row.sales_channel_id,
    languageId: row.language_id,
    lastPaymentMethodId: null,
    defaultBillingAddressId: row.default_billing_address_id,
    defaultShippingAddressId: row.default_shipping_address_id,
    customerNumber: row.customer_number,
    salutationId: row.salutation_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    title: row.title,
    accountType: row.account_type === 'business' ? ('business' as const) : ('private' as const),
    company: row.company,
    vatIds: vatIds(row),
    affiliateCode: null,
    campaignCode: null,
    active: toBoolean(row.active),
    doubleOptInRegistration: toBoolean(row.double_opt_in_registration),
    doubleOptInEmailSentDate: row.double_opt_in_email_sent_at,
    doubleOptInConfirmDate: row.confirmed_at,
    hash: null,
    guest: toBoolean(row.guest),
    firstLogin: row.first_login,
    lastLogin: row.last_login,
    birthday: null,
    lastOrderDate: null,
    orderCount: 0,
    orderTotalAmount: 0,
    reviewCount: 0,
    customFields: null,
    tagIds: null,
    requestedGroupId: null,
    createdById: null,
    updatedById: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    group: parts.group ?? null,
    language: null,
    lastPaymentMethod: null,
    defaultBillingAddress: parts.defaultBillingAddress,
    activeBillingAddress: parts.activeBillingAddress,
    defaultShippingAddress: parts.defaultShippingAddress,
    activeShippingAddress: parts.activeShippingAddress,
    salutation: parts.salutation,
    addresses: parts.addresses,
    tags: null,
    apiAlias: 'customer' as const,
  };
}
