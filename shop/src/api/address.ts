/**
 * Address helpers: form values from and to Store API addresses, display lines, and the default marks.
 */
import type { Country, Customer, CustomerAddress, Salutation } from './types';
import type { AddressValues } from '../ui/form/schemas';
import { translatedText } from '../ui/text/backendText';

export const EMPTY_ADDRESS: AddressValues = {
  salutationId: '',
  title: '',
  firstName: '',
  lastName: '',
  company: '',
  department: '',
  street: '',
  zipcode: '',
  city: '',
  countryId: '',
};

/** The Store API body of an address (`CustomerAddressBody`); empty optional fields are left out. */
export type AddressBody = {
  salutationId?: string;
  title?: string;
  firstName: string;
  lastName: string;
  company?: string;
  department?: string;
  street: string;
  zipcode?: string;
  city: string;
  countryId: string;
};

const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

export function toAddressBody(values: AddressValues): AddressBody {
  const body: AddressBody = {
    salutationId: optional(values.salutationId),
    title: optional(values.title),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: optional(values.company),
    department: optional(values.department),
    street: values.street.trim(),
    zipcode: optional(values.zipcode),
    city: values.city.trim(),
    countryId: values.countryId,
  };
  for (const key of Object.keys(body) as (keyof AddressBody)[]) {
    if (body[key] === undefined) delete body[key];
  }
  return body;
}

/** Form values of a stored address (for editing). */
export function toAddressValues(address: CustomerAddress): AddressValues {
  return {
    salutationId: address.salutationId ?? '',
    title: address.title ?? '',
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    company: address.company ?? '',
    department: address.department ?? '',
    street: address.street ?? '',
    zipcode: address.zipcode ?? '',
    city: address.city ?? '',
    countryId: address.countryId ?? '',
  };
}

export function countryName(country: Country | undefined | null): string {
  return translatedText(country, 'name');
}

export function salutationName(salutation: Salutation | undefined | null): string {
  return translatedText(salutation, 'displayName');
}

/** Shopware's salutation key for "no salutation"; Shopware stores it when none was given. */
const NOT_SPECIFIED_SALUTATION = 'not_specified';

/**
 * The salutations a select offers besides its own "Not specified" option (the empty value): the server's
 * list without its not_specified entry, so that "Not specified" shows once.
 */
export function selectableSalutations<T extends Pick<Salutation, 'salutationKey'>>(
  salutations: readonly T[],
): T[] {
  return salutations.filter((entry) => entry.salutationKey !== NOT_SPECIFIED_SALUTATION);
}

/** The lines an address is shown with: name, company, department, street, zip + city, country. */
export function addressLines(
  address: CustomerAddress,
  countries: readonly Country[],
  salutations: readonly Salutation[] = [],
): string[] {
  const salutation = salutations.find((entry) => entry.id === address.salutationId) ?? address.salutation;
  const salutationText =
    salutation?.salutationKey === NOT_SPECIFIED_SALUTATION ? '' : salutationName(salutation);
  const country = countries.find((entry) => entry.id === address.countryId) ?? address.country;
  return [
    [salutationText, address.title, address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company ?? '',
    address.department ?? '',
    address.street ?? '',
    [address.zipcode, address.city].filter(Boolean).join(' '),
    countryName(country),
  ].filter((line) => line.trim() !== '');
}

export type AddressMarks = { defaultBilling: boolean; defaultShipping: boolean };

/** Which address a button acts on, for its name: the default billing/delivery address, both, or another. */
export function addressKind(marks: AddressMarks): 'both' | 'billing' | 'shipping' | 'address' {
  if (marks.defaultBilling && marks.defaultShipping) return 'both';
  if (marks.defaultBilling) return 'billing';
  if (marks.defaultShipping) return 'shipping';
  return 'address';
}

/** An address in one short line (name, street, zip code and city), to tell it from the others in a list. */
export function addressSummary(
  address: Pick<CustomerAddress, 'firstName' | 'lastName' | 'street' | 'zipcode' | 'city'>,
): string {
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.street ?? '',
    [address.zipcode, address.city].filter(Boolean).join(' '),
  ]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

/** Whether the address is the customer's default billing and/or shipping address. */
export function addressMarks(address: CustomerAddress, customer: Customer | null | undefined): AddressMarks {
  return {
    defaultBilling: !!customer && customer.defaultBillingAddressId === address.id,
    defaultShipping: !!customer && customer.defaultShippingAddressId === address.id,
  };
}

/** Default addresses cannot be deleted (Shopware answers CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT). */
export function canDelete(address: CustomerAddress, customer: Customer | null | undefined): boolean {
  const marks = addressMarks(address, customer);
  const active =
    !!customer &&
    (customer.activeBillingAddress?.id === address.id || customer.activeShippingAddress?.id === address.id);
  return !marks.defaultBilling && !marks.defaultShipping && !active;
}

/** Default billing first, then default shipping, then the others in the server's order. */
export function sortAddresses(
  addresses: readonly CustomerAddress[],
  customer: Customer | null | undefined,
): CustomerAddress[] {
  const rank = (address: CustomerAddress) => {
    const marks = addressMarks(address, customer);
    return marks.defaultBilling ? 0 : marks.defaultShipping ? 1 : 2;
  };
  return addresses
    .map((address, index) => ({ address, index }))
    .sort((a, b) => rank(a.address) - rank(b.address) || a.index - b.index)
    .map(({ address }) => address);
}
