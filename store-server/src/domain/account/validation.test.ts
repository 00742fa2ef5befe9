import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../errors.js';
import { parseRegistration, type ReferenceLookup } from './validation.js';

const DE = 'd'.repeat(32);
const GB = 'e'.repeat(32);
const lookup: ReferenceLookup = {
  countries: new Map([
    [DE, { postalCodeRequired: true }],
    [GB, { postalCodeRequired: false }],
  ]),
  salutationIds: new Set(['a'.repeat(32), 'b'.repeat(32)]),
  defaultSalutationId: 'b'.repeat(32),
};
const urls = ['http://localhost:8080/shop'];
const valid = {
  email: ' Max@Example.com ',
  password: 'password1',
  firstName: 'Max',
  lastName: 'Muster',
  storefrontUrl: urls[0],
  billingAddress: { street: 'S 1', zipcode: '12345', city: 'C', countryId: DE },
};

function violationsOf(input: Record<string, unknown>) {
  try {
    parseRegistration(input, lookup, urls);
  } catch (error) {
    if (error instanceof StoreApiError) return error.errors.map((e) => `${e.pointer} ${e.code}`);
    throw error;
  }
  return [];
}

describe('registration validation', () => {
  it('accepts a valid registration and copies the names into the billing address', () => {
    const draft = parseRegistration(valid, lookup, urls);
    expect(draft.email).toBe('Max@Example.com');
    expect(draft.billing).toMatchObject({
      firstName: 'Max',
      lastName: 'Muster',
      salutationId: 'b'.repeat(32),
    });
    expect(draft.shipping).toBeNull();
    expect(draft.profile.accountType).toBe('private');
  });

  it('requires a zip code only where the country does', () => {
    const billingAddress = { street: 'S', city: 'C', countryId: DE };
    expect(violationsOf({ ...valid, billingAddress })).toEqual([
      '/billingAddress/zipcode VIOLATION::IS_BLANK_ERROR',
    ]);
    expect(violationsOf({ ...valid, billingAddress: { ...billingAddress, countryId: GB } })).toEqual([]);
  });

  it('needs no password for guests, and business accounts need company and VAT ids', () => {
    expect(violationsOf({ ...valid, password: undefined, guest: true })).toEqual([]);
    expect(violationsOf({ ...valid, accountType: 'business' })).toEqual([
      '/company VIOLATION::IS_BLANK_ERROR',
      '/vatIds VIOLATION::IS_BLANK_ERROR',
    ]);
  });

  it('reports wrong types and unknown salutations per field', () => {
    const found = violationsOf({ ...valid, firstName: 5, salutationId: 'c'.repeat(32), billingAddress: 'x' });
    expect(found).toEqual(
      expect.arrayContaining([
        '/salutationId VIOLATION::ENTITY_DOES_NOT_EXISTS',
        '/firstName VIOLATION::INVALID_TYPE_ERROR',
        '/billingAddress VIOLATION::IS_BLANK_ERROR',
        '/billingAddress/countryId VIOLATION::IS_BLANK_ERROR',
        '/billingAddress/street VIOLATION::IS_BLANK_ERROR',
        '/billingAddress/city VIOLATION::IS_BLANK_ERROR',
      ]),
    );
  });
});

describe('control characters in names, company, address fields and VAT ids', () => {
  const FIELD_ERROR = 'VIOLATION::REGEX_FAILED_ERROR';
  const ADDRESS_TEXT_FIELDS = [
    'title',
    'firstName',
    'lastName',
    'company',
    'department',
    'street',
    'zipcode',
    'city',
    'phoneNumber',
  ];

  it('refuses them in every text field of the customer, the billing and the shipping address, each at its pointer', () => {
    const bad = (text: string) => `Bad${text}Value`;
    const address = (character: string) => ({
      countryId: DE,
      ...Object.fromEntries(ADDRESS_TEXT_FIELDS.map((key) => [key, bad(character)])),
    });
    const found = violationsOf({
      ...valid,
      accountType: 'business',
      title: bad('\t'),
      firstName: bad('\n'),
      lastName: bad('\r'),
      company: bad('\u0085'),
      vatIds: ['DE123', bad('\u001b')],
      billingAddress: address('\u2028'),
      shippingAddress: address('\u202E'),
    });
    const expected = [
      '/title',
      '/firstName',
      '/lastName',
      '/company',
      '/vatIds/1',
      ...['billingAddress', 'shippingAddress'].flatMap((prefix) =>
        ADDRESS_TEXT_FIELDS.map((key) => `/${prefix}/${key}`),
      ),
    ].map((pointer) => `${pointer} ${FIELD_ERROR}`);
    expect([...found].sort()).toEqual(expected.sort());
  });

  it('refuses a trailing line break that trimming would hide, and names the field only once when the address copies it', () => {
    expect(violationsOf({ ...valid, firstName: 'Max\n' })).toEqual([`/firstName ${FIELD_ERROR}`]);
  });

  it('answers with the Regex constraint: pattern and the value as sent, escaped', () => {
    try {
      parseRegistration({ ...valid, lastName: 'a\u0007b' }, lookup, urls);
      expect.unreachable();
    } catch (error) {
      expect((error as StoreApiError).errors).toEqual([
        expect.objectContaining({
          status: 400,
          code: FIELD_ERROR,
          pointer: '/lastName',
          title: 'Constraint violation error',
          parameters: { '{{ value }}': '"a\\u0007b"', '{{ pattern }}': expect.stringContaining('\\p{Cc}') },
        }),
      ]);
    }
  });

  it('keeps accepting names in every script, with marks, emoji and joiners', () => {
    const names = { firstName: 'Rene\u0301 👩\u200D🔬', lastName: 'محمد\u200F Müller' };
    expect(
      violationsOf({ ...valid, ...names, billingAddress: { ...valid.billingAddress, city: '東京' } }),
    ).toEqual([]);
  });
});
