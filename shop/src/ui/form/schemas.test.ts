import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  loginSchema,
  newPasswordSchema,
  passwordRules,
  profileSchema,
  registerSchema,
  resetRequestSchema,
} from './schemas';

/** The message keys of a failed parse, by field. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const validRegistration = {
  salutationId: '',
  title: '',
  firstName: 'Erika',
  lastName: 'Muster',
  company: '',
  department: '',
  street: 'Hauptstraße 1',
  zipcode: '12345',
  city: 'Berlin',
  countryId: 'de',
  email: 'erika@example.com',
  password: 'longenough',
};

describe('email', () => {
  it("asks for an email ('Please insert your email.') and rejects malformed ones ('Incorrect email address')", () => {
    expect(messages(resetRequestSchema.safeParse({ email: '  ' }))).toEqual({
      email: 'errors.emailRequired',
    });
    expect(messages(resetRequestSchema.safeParse({ email: 'erika@example' }))).toEqual({
      email: 'errors.emailInvalid',
    });
    expect(messages(resetRequestSchema.safeParse({ email: 'erika example.com' }))).toEqual({
      email: 'errors.emailInvalid',
    });
    expect(resetRequestSchema.parse({ email: ' erika@example.com ' })).toEqual({
      email: 'erika@example.com',
    });
  });
});

describe('registration', () => {
  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(validRegistration).success).toBe(true);
  });

  it('names every missing mandatory field with a message key', () => {
    const empty = Object.fromEntries(Object.keys(validRegistration).map((key) => [key, '']));
    expect(messages(registerSchema.safeParse(empty))).toEqual({
      firstName: 'errors.required',
      lastName: 'errors.required',
      street: 'errors.required',
      zipcode: 'errors.required',
      city: 'errors.required',
      countryId: 'errors.countryRequired',
      email: 'errors.emailRequired',
      password: 'errors.passwordTooShort',
    });
  });

  it('enforces the minimum password length of 8 only', () => {
    expect(messages(registerSchema.safeParse({ ...validRegistration, password: 'Ab1!xyz' }))).toEqual({
      password: 'errors.passwordTooShort',
    });
    expect(registerSchema.safeParse({ ...validRegistration, password: 'abcdefgh' }).success).toBe(true);
  });
});

describe('control characters (the server refuses them too)', () => {
  const TEXT_FIELDS = [
    'title',
    'firstName',
    'lastName',
    'company',
    'department',
    'street',
    'zipcode',
    'city',
  ];

  it.each([
    ['TAB', '\t'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['NEL', '\u0085'],
    ['LINE SEPARATOR', '\u2028'],
    ['RIGHT-TO-LEFT OVERRIDE', '\u202E'],
    ['FIRST STRONG ISOLATE', '\u2068'],
  ])('names every name and address field holding %s', (_, character) => {
    const values = Object.fromEntries(TEXT_FIELDS.map((key) => [key, `Bad${character}Value`]));
    expect(messages(registerSchema.safeParse({ ...validRegistration, ...values }))).toEqual(
      Object.fromEntries(TEXT_FIELDS.map((key) => [key, 'errors.invalidCharacters'])),
    );
    expect(
      messages(
        profileSchema.safeParse({ salutationId: '', title: '', firstName: `E${character}M`, lastName: 'M' }),
      ),
    ).toEqual({ firstName: 'errors.invalidCharacters' });
  });

  it('accepts every script, emoji with joiners and direction marks', () => {
    const names = { firstName: 'Rene\u0301 👩\u200D🔬', lastName: 'محمد\u200F', city: '東京' };
    expect(registerSchema.safeParse({ ...validRegistration, ...names }).success).toBe(true);
  });
});

describe('passwords', () => {
  it('lists which rules a password meets', () => {
    expect(passwordRules('')).toEqual([
      { rule: 'minLength', met: false },
      { rule: 'number', met: false },
      { rule: 'uppercase', met: false },
      { rule: 'lowercase', met: false },
      { rule: 'special', met: false },
    ]);
    expect(passwordRules('Äpfel-123').every((rule) => rule.met)).toBe(true);
    expect(passwordRules('abcdefgh').map((rule) => rule.met)).toEqual([true, false, false, true, false]);
  });

  it("requires identical new and confirmation passwords ('The passwords have to be identical')", () => {
    expect(
      messages(newPasswordSchema.safeParse({ newPassword: 'longenough', newPasswordConfirm: 'other' })),
    ).toEqual({
      newPasswordConfirm: 'errors.passwordsNotIdentical',
    });
    expect(
      messages(
        changePasswordSchema.safeParse({ password: '', newPassword: 'short', newPasswordConfirm: 'short' }),
      ),
    ).toEqual({ password: 'errors.passwordRequired', newPassword: 'errors.passwordTooShort' });
  });

  it('login only needs an email and some password', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'errors.emailRequired',
      password: 'errors.passwordRequired',
    });
  });
});
