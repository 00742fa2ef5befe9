import { describe, expect, it } from 'vitest';
import { fieldOfPointer, formErrors, loginError, throttleSeconds, violationKey } from './errors';
import { apiError, violation } from '../test/testAccount';

const REGISTER = ['email', 'password', 'firstName', 'street', 'zipcode', 'countryId'] as const;

describe('pointer → field', () => {
  it.each([
    ['/email', 'email'],
    ['/billingAddress/street', 'street'],
    ['/billingAddress/zipcode', 'zipcode'],
    ['/0/email', 'email'],
    ['/firstName', 'firstName'],
    ['/storefrontUrl', null],
    ['/billingAddress/phoneNumber', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (pointer, field) => {
    expect(fieldOfPointer(pointer, REGISTER)).toBe(field);
  });
});

describe('validation code → message key', () => {
  it.each([
    ['VIOLATION::IS_BLANK_ERROR', 'email', 'errors.emailRequired'],
    ['VIOLATION::STRICT_CHECK_FAILED_ERROR', 'email', 'errors.emailInvalid'],
    ['VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', 'email', 'errors.emailNotUnique'],
    ['VIOLATION::TOO_SHORT_ERROR', 'password', 'errors.passwordTooShort'],
    ['VIOLATION::TOO_SHORT_ERROR', 'newPassword', 'errors.passwordTooShort'],
    ['VIOLATION::NOT_EQUAL_ERROR', 'newPassword', 'errors.passwordsNotIdentical'],
    ['VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', 'password', 'errors.oldPasswordWrong'],
    ['VIOLATION::IS_BLANK_ERROR', 'street', 'errors.required'],
    ['VIOLATION::TOO_LONG_ERROR', 'street', 'errors.tooLong'],
    ['VIOLATION::NO_SUCH_CHOICE_ERROR', 'salutationId', 'errors.invalidChoice'],
    ['VIOLATION::ZIP_CODE_INVALID', 'zipcode', 'errors.zipCodeInvalid'],
    ['VIOLATION::REGEX_FAILED_ERROR', 'street', 'errors.invalidCharacters'],
    ['VIOLATION::REGEX_FAILED_ERROR', 'firstName', 'errors.invalidCharacters'],
    ['VIOLATION::SOMETHING_NEW', 'city', 'errors.invalidInput'],
  ])('%s at %s → %s', (code, field, key) => {
    expect(violationKey(code, field)).toBe(key);
  });
});

describe('form errors', () => {
  it('puts validation errors beside their fields, first one per field', () => {
    const error = apiError(400, [
      violation('/email', 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE'),
      violation('/billingAddress/street', 'VIOLATION::IS_BLANK_ERROR'),
      violation('/billingAddress/street', 'VIOLATION::TOO_SHORT_ERROR'),
    ]);
    expect(formErrors(error, REGISTER)).toEqual({
      fields: { email: 'errors.emailNotUnique', street: 'errors.required' },
      general: null,
    });
  });

  it('turns errors of no field of the form into the general message', () => {
    const error = apiError(400, [
      violation('/storefrontUrl', 'VIOLATION::NO_SUCH_CHOICE_ERROR'),
      violation('/password', 'VIOLATION::TOO_SHORT_ERROR'),
    ]);
    expect(formErrors(error, REGISTER)).toEqual({
      fields: { password: 'errors.passwordTooShort' },
      general: { key: 'errors.generic' },
    });
  });

  it('answers server failures and missing answers with the general message', () => {
    expect(formErrors(apiError(500, []), REGISTER).general).toEqual({ key: 'errors.generic' });
    expect(formErrors(new TypeError('Failed to fetch'), REGISTER).general).toEqual({ key: 'errors.generic' });
    expect(formErrors(apiError(400, []), REGISTER, { key: 'errors.address' }).general).toEqual({
      key: 'errors.address',
    });
  });

  it('tells how long to wait on 429', () => {
    const error = apiError(429, [
      { code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', meta: { parameters: { seconds: 29.2 } } },
    ]);
    expect(throttleSeconds(error)).toBe(30);
    expect(formErrors(error, REGISTER).general).toEqual({ key: 'errors.throttled', values: { count: 30 } });
  });
});

describe('login errors', () => {
  it('gives the same message for an unknown email and a wrong password', () => {
    const unknown = apiError(401, [{ code: 'CHECKOUT__CUSTOMER_NOT_FOUND' }]);
    const wrong = apiError(401, [{ code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS' }]);
    expect(loginError(unknown)).toEqual({ key: 'login.failed' });
    expect(loginError(wrong)).toEqual(loginError(unknown));
  });

  it('names an unconfirmed account, throttling with its seconds, and anything else as generic', () => {
    expect(loginError(apiError(401, [{ code: 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED' }]))).toEqual({
      key: 'login.notConfirmed',
    });
    expect(
      loginError(
        apiError(429, [{ code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', meta: { parameters: { seconds: 10 } } }]),
      ),
    ).toEqual({ key: 'login.throttled', values: { count: 10 } });
    expect(
      loginError(apiError(429, [{ code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', meta: { parameters: [] } }])),
    ).toEqual({ key: 'login.throttledLater' });
    expect(loginError(apiError(500, []))).toEqual({ key: 'errors.generic' });
  });
});
