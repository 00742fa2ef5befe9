import { describe, expect, it } from 'vitest';
import type { Country, Customer, CustomerAddress } from './types';
import {
  addressLines,
  addressKind,
  addressMarks,
  addressSummary,
  canDelete,
  selectableSalutations,
  sortAddresses,
  toAddressBody,
  toAddressValues,
} from './address';
import { address, countries, customer, IDS, salutations } from '../test/testAccount';

const asAddress = (value: ReturnType<typeof address>) => value as unknown as CustomerAddress;
const theCustomer = customer() as unknown as Customer;

describe('address helpers', () => {
  it('leaves empty optional fields out of the body and trims', () => {
    expect(
      toAddressBody({
        salutationId: '',
        title: ' ',
        firstName: ' Erika ',
        lastName: 'Muster',
        company: 'Kunststoff GmbH',
        department: '',
        street: 'Hauptstraße 1',
        zipcode: '12345',
        city: 'Berlin',
        countryId: IDS.de,
      }),
    ).toEqual({
      firstName: 'Erika',
      lastName: 'Muster',
      company: 'Kunststoff GmbH',
      street: 'Hauptstraße 1',
      zipcode: '12345',
      city: 'Berlin',
      countryId: IDS.de,
    });
  });

  it('names an address by its role and in one short line, for the buttons acting on it', () => {
    expect(addressKind({ defaultBilling: true, defaultShipping: true })).toBe('both');
    expect(addressKind({ defaultBilling: true, defaultShipping: false })).toBe('billing');
    expect(addressKind({ defaultBilling: false, defaultShipping: true })).toBe('shipping');
    expect(addressKind({ defaultBilling: false, defaultShipping: false })).toBe('address');
    expect(addressSummary(asAddress(address(IDS.other, 'Nebenweg 2')))).toBe(
      'Erika Muster, Nebenweg 2, 12345 Berlin',
    );
  });

  it("leaves Shopware's not_specified salutation to the select's own empty option", () => {
    expect(selectableSalutations(salutations.elements).map((entry) => entry.id)).toEqual([IDS.mr, IDS.ms]);
  });

  it('turns a stored address into form values', () => {
    expect(toAddressValues(asAddress(address(IDS.other, 'Nebenweg 2', { department: 'Einkauf' })))).toEqual({
      salutationId: IDS.ms,
      title: '',
      firstName: 'Erika',
      lastName: 'Muster',
      company: 'Kunststoff GmbH',
      department: 'Einkauf',
      street: 'Nebenweg 2',
      zipcode: '12345',
      city: 'Berlin',
      countryId: IDS.de,
    });
  });

  it('shows an address as lines with the salutation and the country name', () => {
    const lines = addressLines(
      asAddress(address(IDS.other, 'Nebenweg 2', { title: 'Dr.' })),
      countries.elements as unknown as Country[],
      salutations.elements as never,
    );
    expect(lines).toEqual([
      'Mrs. Dr. Erika Muster',
      'Kunststoff GmbH',
      'Nebenweg 2',
      '12345 Berlin',
      'Germany',
    ]);
  });

  it('marks the defaults, sorts them first and never offers to delete them', () => {
    const list = [IDS.other, IDS.shipping, IDS.billing].map((id) => asAddress(address(id, id)));
    expect(sortAddresses(list, theCustomer).map((entry) => entry.id)).toEqual([
      IDS.billing,
      IDS.shipping,
      IDS.other,
    ]);
    const [billing, shipping, other] = sortAddresses(list, theCustomer) as [
      CustomerAddress,
      CustomerAddress,
      CustomerAddress,
    ];
    expect(addressMarks(billing, theCustomer)).toEqual({ defaultBilling: true, defaultShipping: false });
    expect(addressMarks(shipping, theCustomer)).toEqual({ defaultBilling: false, defaultShipping: true });
    expect([billing, shipping, other].map((entry) => canDelete(entry, theCustomer))).toEqual([
      false,
      false,
      true,
    ]);
  });
});
