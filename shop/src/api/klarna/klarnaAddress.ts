/** The checkout's Shopware addresses as Klarna's `billing_address` / `shipping_address`. */
import type { Country, CustomerAddress } from '../types';
import type { KlarnaAddress, KlarnaAuthorizeData } from './klarnaGlobal';

function defined(entries: Record<string, string | null | undefined>): KlarnaAddress {
  return Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, string] => !!entry[1]),
  ) as KlarnaAddress;
}

export function klarnaAddress(
  address: CustomerAddress | null | undefined,
  email: string | null | undefined,
  countries: readonly Country[],
): KlarnaAddress | undefined {
  if (!address) return undefined;
  const country = address.country ?? countries.find((entry) => entry.id === address.countryId);
  return defined({
    given_name: address.firstName,
    family_name: address.lastName,
    email,
    street_address: address.street,
    street_address2: address.additionalAddressLine1,
    postal_code: address.zipcode,
    city: address.city,
    country: country?.iso,
    phone: address.phoneNumber,
  });
}

export function klarnaAuthorizeData(
  addresses: readonly CustomerAddress[],
  ids: { billingAddressId: string | null; shippingAddressId: string | null },
  email: string | null | undefined,
  countries: readonly Country[],
): KlarnaAuthorizeData {
  const byId = (id: string | null) => addresses.find((address) => address.id === id);
  const billing = klarnaAddress(byId(ids.billingAddressId), email, countries);
  const shipping = klarnaAddress(byId(ids.shippingAddressId), email, countries) ?? billing;
  return { billing_address: billing, shipping_address: shipping };
}
