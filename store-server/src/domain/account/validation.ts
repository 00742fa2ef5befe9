import {
  hasForbiddenCharacter,
  MULTI_LINE_FORBIDDEN,
  SINGLE_LINE_FORBIDDEN,
  type TextKind,
} from '../control-characters.js';
import { StoreApiError, violation, type ErrorDescription } from '../errors.js';
import { isHexId } from '../ids.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.js';
import { emailWithAsciiDomain, isValidEmail, stripTags } from './text.js';

// Input validation of the account routes, after Shopware's validation definitions (CustomerProfile-,
// Address- and RegisterRoute validation): every problem becomes a constraint violation with the pointer of
// its field (`/email`, `/billingAddress/street`…); all of them are reported together in one 400.

export type Input = Record<string, unknown>;

export function asInput(body: unknown): Input {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Input) : {};
}

/** Symfony renders `{{ value }}` as a quoted string, or null / array. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : String(value);
}

export const violations = {
  blank: (pointer: string, value: unknown) =>
    violation('IS_BLANK_ERROR', pointer, 'This value should not be blank.', { '{{ value }}': shown(value) }),
  tooShort: (pointer: string, limit: number) =>
    violation(
      'TOO_SHORT_ERROR',
      pointer,
      `This value is too short. It should have ${limit} characters or more.`,
      {
        '{{ limit }}': limit,
      },
    ),
  tooLong: (pointer: string, limit: number) =>
    violation(
      'TOO_LONG_ERROR',
      pointer,
      `This value is too long. It should have ${limit} characters or less.`,
      {
        '{{ limit }}': limit,
      },
    ),
  exactLength: (pointer: string, limit: number) =>
    violation('NOT_EQUAL_LENGTH_ERROR', pointer, `This value should have exactly ${limit} characters.`, {
      '{{ limit }}': limit,
    }),
  invalidEmail: (pointer: string, value: unknown) =>
    violation('INVALID_FORMAT_ERROR', pointer, 'This value is not a valid email address.', {
      '{{ value }}': shown(value),
    }),
  noSuchChoice: (pointer: string, value: unknown) =>
    violation('NO_SUCH_CHOICE_ERROR', pointer, 'The value you selected is not a valid choice.', {
      '{{ value }}': shown(value),
    }),
  /** EqualTo with a property path; the compared (secret) value is never echoed. */
  notEqual: (pointer: string, comparedPath: string) =>
    violation('NOT_EQUAL_ERROR', pointer, `This value should be equal to the value of "${comparedPath}".`, {
      '{{ compared_value_path }}': comparedPath,
    }),
  invalidType: (pointer: string, type: string) =>
    violation('INVALID_TYPE_ERROR', pointer, `This value should be of type ${type}.`, { '{{ type }}': type }),
  entityDoesNotExist: (pointer: string, entity: string, id: unknown) =>
    violation(
      'ENTITY_DOES_NOT_EXISTS',
      pointer,
      `The ${entity} entity with id ${shown(id)} does not exist.`,
      {
        '{{ entity }}': entity,
        '{{ id }}': typeof id === 'string' ? id : shown(id),
      },
    ),
  /**
   * A control or bidirectional formatting character (see control-characters.ts): Symfony's Regex constraint
   * (match: false) with its own message, as Shopware's definitions use it.
   */
  forbiddenCharacter: (pointer: string, value: string, kind: TextKind = 'single-line') =>
    violation(
      'REGEX_FAILED_ERROR',
      pointer,
      kind === 'single-line'
        ? 'This value should not contain control characters (such as line breaks or tabs) or bidirectional formatting characters.'
        : 'This value should not contain control characters other than line breaks and tabs, nor bidirectional formatting characters.',
      {
        '{{ value }}': shown(value),
        '{{ pattern }}': (kind === 'single-line' ? SINGLE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN).source,
      },
    ),
  passwordNotCorrect: (pointer: string) =>
    violation('CUSTOMER_PASSWORD_NOT_CORRECT', pointer, 'Password does not match.'),
};

export class Violations {
  readonly list: ErrorDescription[] = [];
  add(error: ErrorDescription): void {
    this.list.push(error);
  }
  get empty(): boolean {
    return this.list.length === 0;
  }
  throwIfAny(): void {
    const [first, ...more] = this.list;
    if (first) throw new StoreApiError(first, ...more);
  }
}

const MAX_TEXT = 255;

/**
 * A free-text field: stripped of HTML tags and trimmed; blank → null (or a violation when required);
 * longer than 255 characters → a violation. Non-strings are type violations. Control and bidirectional
 * formatting characters anywhere in it, leading and trailing ones too, are a violation (nothing is trimmed
 * away silently: the sender learns that its text was not taken as it is).
 */
export function textField(
  input: Input,
  key: string,
  pointer: string,
  errors: Violations,
  options: { required?: boolean; fallback?: string | null } = {},
): string | null {
  const raw = input[key] ?? options.fallback ?? null;
  if (raw !== null && typeof raw !== 'string') {
    errors.add(violations.invalidType(pointer, 'string'));
    return null;
  }
  // The field's own value only: a fallback (the customer's names copied into an address) was checked as sent.
  const own = input[key];
  if (typeof own === 'string' && hasForbiddenCharacter(own)) {
    errors.add(violations.forbiddenCharacter(pointer, own));
  }
  const text = raw === null ? '' : stripTags(raw);
  if (text === '') {
    if (options.required) errors.add(violations.blank(pointer, raw));
    return null;
  }
  if (text.length > MAX_TEXT) errors.add(violations.tooLong(pointer, MAX_TEXT));
  return text;
}

/** A new password: not blank, 8 to 4096 characters (never truncated). */
export function newPasswordField(input: Input, key: string, errors: Violations): string {
  const raw = input[key];
  const pointer = `/${key}`;
  if (raw === undefined || raw === null || raw === '') {
    errors.add(violations.blank(pointer, raw));
    return '';
  }
  if (typeof raw !== 'string') {
    errors.add(violations.invalidType(pointer, 'string'));
    return '';
  }
  if (raw.length < PASSWORD_MIN_LENGTH) errors.add(violations.tooShort(pointer, PASSWORD_MIN_LENGTH));
  if (raw.length > PASSWORD_MAX_LENGTH) errors.add(violations.tooLong(pointer, PASSWORD_MAX_LENGTH));
  return raw;
}

/** The new password and its confirmation (EqualTo), as change-password and recovery-password-confirm. */
export function confirmedNewPassword(input: Input, errors: Violations): string {
  const password = newPasswordField(input, 'newPassword', errors);
  if (password !== '' && input.newPasswordConfirm !== password) {
    errors.add(violations.notEqual('/newPassword', 'newPasswordConfirm'));
  }
  return password;
}

export function emailField(input: Input, key: string, errors: Violations): string {
  const raw = input[key];
  const pointer = `/${key}`;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    errors.add(violations.blank(pointer, raw));
    return '';
  }
  if (typeof raw !== 'string') {
    errors.add(violations.invalidType(pointer, 'string'));
    return '';
  }
  const email = emailWithAsciiDomain(raw.trim());
  if (!isValidEmail(email)) errors.add(violations.invalidEmail(pointer, raw));
  return email;
}

/** `storefrontUrl` must be one of the sales channel's domain URLs (Shopware: Choice). */
export function storefrontUrlField(input: Input, domainUrls: readonly string[], errors: Violations): string {
  const raw = input.storefrontUrl;
  if (raw === undefined || raw === null || raw === '') {
    errors.add(violations.blank('/storefrontUrl', raw));
    return '';
  }
  if (typeof raw !== 'string' || !domainUrls.includes(raw)) {
    errors.add(violations.noSuchChoice('/storefrontUrl', raw));
    return '';
  }
  return raw;
}

export interface ReferenceLookup {
  /** Active countries by id: whether they require a postal code. */
  countries: ReadonlyMap<string, { postalCodeRequired: boolean }>;
  salutationIds: ReadonlySet<string>;
  /** The `not_specified` salutation, used when none is given (Shopware's default salutation). */
  defaultSalutationId: string;
}

export function salutationField(
  input: Input,
  pointer: string,
  lookup: ReferenceLookup,
  errors: Violations,
  fallback?: string,
): string {
  const raw = input.salutationId ?? fallback;
  if (raw === undefined || raw === null || raw === '') return lookup.defaultSalutationId;
  if (typeof raw !== 'string' || !isHexId(raw) || !lookup.salutationIds.has(raw)) {
    errors.add(violations.entityDoesNotExist(pointer, 'salutation', raw));
    return lookup.defaultSalutationId;
  }
  return raw;
}

export interface AddressDraft {
  salutationId: string;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  department: string | null;
  street: string;
  zipcode: string | null;
  city: string;
  countryId: string;
  phoneNumber: string | null;
}

/** Defaults an address takes from the customer (Shopware's RegisterRoute copies names into the billing address). */
export interface AddressDefaults {
  salutationId?: string;
  title?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export function addressFields(
  input: Input,
  prefix: string,
  lookup: ReferenceLookup,
  errors: Violations,
  defaults: AddressDefaults = {},
): AddressDraft {
  const at = (key: string) => `${prefix}/${key}`;
  const countryRaw = input.countryId;
  let countryId = '';
  if (countryRaw === undefined || countryRaw === null || countryRaw === '') {
    errors.add(violations.blank(at('countryId'), countryRaw));
  } else if (typeof countryRaw !== 'string' || !lookup.countries.has(countryRaw)) {
    errors.add(violations.entityDoesNotExist(at('countryId'), 'country', countryRaw));
  } else {
    countryId = countryRaw;
  }
  const zipcode = textField(input, 'zipcode', at('zipcode'), errors, {
    required: lookup.countries.get(countryId)?.postalCodeRequired ?? false,
  });
  return {
    salutationId: salutationField(input, at('salutationId'), lookup, errors, defaults.salutationId),
    title: textField(input, 'title', at('title'), errors, { fallback: defaults.title ?? null }),
    firstName:
      textField(input, 'firstName', at('firstName'), errors, {
        required: true,
        fallback: defaults.firstName ?? null,
      }) ?? '',
    lastName:
      textField(input, 'lastName', at('lastName'), errors, {
        required: true,
        fallback: defaults.lastName ?? null,
      }) ?? '',
    company: textField(input, 'company', at('company'), errors),
    department: textField(input, 'department', at('department'), errors),
    street: textField(input, 'street', at('street'), errors, { required: true }) ?? '',
    zipcode,
    city: textField(input, 'city', at('city'), errors, { required: true }) ?? '',
    countryId,
    phoneNumber: textField(input, 'phoneNumber', at('phoneNumber'), errors),
  };
}

export interface ProfileDraft {
  salutationId: string;
  title: string | null;
  firstName: string;
  lastName: string;
  accountType: 'private' | 'business';
  company: string | null;
  vatIds: string[] | null;
}

/** The customer's own fields (register, change-profile): names, salutation, title, account type. */
export function profileFields(
  input: Input,
  lookup: ReferenceLookup,
  errors: Violations,
  companyFallback: string | null = null,
): ProfileDraft {
  const accountType = input.accountType === 'business' ? 'business' : 'private';
  if (input.accountType !== undefined && input.accountType !== null && input.accountType !== accountType) {
    errors.add(violations.noSuchChoice('/accountType', input.accountType));
  }
  const company = textField(input, 'company', '/company', errors, {
    required: accountType === 'business',
    fallback: companyFallback,
  });
  let vatIds: string[] | null = null;
  if (accountType === 'business') {
    const raw = input.vatIds;
    if (Array.isArray(raw)) {
      raw.forEach((item, index) => {
        if (typeof item === 'string' && hasForbiddenCharacter(item)) {
          errors.add(violations.forbiddenCharacter(`/vatIds/${index}`, item));
        }
      });
    }
    const list = Array.isArray(raw)
      ? raw
          .filter((item): item is string => typeof item === 'string')
          .map(stripTags)
          .filter(Boolean)
      : [];
    if (list.length === 0) errors.add(violations.blank('/vatIds', raw));
    vatIds = list;
  }
  return {
    salutationId: salutationField(input, '/salutationId', lookup, errors),
    title: textField(input, 'title', '/title', errors),
    firstName: textField(input, 'firstName', '/firstName', errors, { required: true }) ?? '',
    lastName: textField(input, 'lastName', '/lastName', errors, { required: true }) ?? '',
    accountType,
    company,
    vatIds,
  };
}

export interface RegistrationDraft {
  guest: boolean;
  email: string;
  password: string | null;
  storefrontUrl: string;
  profile: ProfileDraft;
  billing: AddressDraft;
  shipping: AddressDraft | null;
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** POST /account/register: everything the route validator of Shopware's RegisterRoute checks. */
export function parseRegistration(
  input: Input,
  lookup: ReferenceLookup,
  domainUrls: readonly string[],
): RegistrationDraft {
  const errors = new Violations();
  const guest = input.guest === true;
  // Shopware's RegisterRoute: the customer's names, salutation and title fill the billing address where it
  // leaves them blank, and (6.7) names given only on the billing address become the customer's.
  const billingInput = { ...asInput(input.billingAddress) };
  const customerInput = { ...input };
  for (const key of ['firstName', 'lastName', 'salutationId', 'title']) {
    if (isBlank(billingInput[key])) delete billingInput[key];
    if (isBlank(customerInput[key]) && !isBlank(billingInput[key])) customerInput[key] = billingInput[key];
  }
  const profile = profileFields(customerInput, lookup, errors, null);
  const email = emailField(input, 'email', errors);
  const password = guest ? null : newPasswordField(input, 'password', errors);
  const storefrontUrl = storefrontUrlField(input, domainUrls, errors);
  if (
    typeof input.billingAddress !== 'object' ||
    input.billingAddress === null ||
    Array.isArray(input.billingAddress)
  ) {
    errors.add(violations.blank('/billingAddress', input.billingAddress));
  }
  const defaults: AddressDefaults = {
    salutationId: profile.salutationId,
    title: profile.title,
    firstName: profile.firstName || null,
    lastName: profile.lastName || null,
  };
  const billing = addressFields(billingInput, '/billingAddress', lookup, errors, defaults);
  const shippingInput = input.shippingAddress;
  const shipping =
    typeof shippingInput === 'object' && shippingInput !== null && !Array.isArray(shippingInput)
      ? addressFields(shippingInput as Input, '/shippingAddress', lookup, errors, defaults)
      : null;
  errors.throwIfAny();
  // A private customer's company is the billing address's (the registration form asks for it there).
  if (profile.company === null && billing.company !== null) profile.company = billing.company;
  return { guest, email, password, storefrontUrl, profile, billing, shipping };
}
