/**
 * Validation of the account forms (Zod Mini: the same schemas as zod's, with functions instead of methods, so
 * the bundle keeps only what is used: a quarter of zod's size on the account and checkout pages). Every message is an i18n key of the `account` namespace; the
 * forms translate them. The spec's rules: a valid email ('Incorrect email address', 'Please insert your
 * email.'), passwords of at least 8 characters, new and confirmation password identical.
 */
import * as z from 'zod/mini';

/** Spec: minimum password length 8; Shopware accepts at most 4096 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 4096;

/** Pragmatic email shape: something@domain.tld, no spaces (the server has the final word). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Characters no name or address field may hold, as the server's rule (it answers VIOLATION::REGEX_FAILED_ERROR):
 * control characters (TAB, line breaks, ESC, NEL…), the line and paragraph separators, and the bidirectional
 * embeddings, overrides and isolates, which a pasted text may carry unseen.
 */
const FORBIDDEN_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const withoutForbiddenCharacters = z.refine<string>(
  (value) => !FORBIDDEN_CHARACTERS.test(value),
  'errors.invalidCharacters',
);

const text = (max = 255) =>
  z.string().check(z.trim(), z.maxLength(max, 'errors.tooLong'), withoutForbiddenCharacters);
const required = (max = 255) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, 'errors.tooLong'),
      z.minLength(1, 'errors.required'),
      withoutForbiddenCharacters,
    );

export const emailField = z.string().check(
  z.trim(),
  z.superRefine((value, context) => {
    if (value === '') context.issues.push({ code: 'custom', message: 'errors.emailRequired', input: value });
    else if (!EMAIL_PATTERN.test(value) || value.length > 254) {
      context.issues.push({ code: 'custom', message: 'errors.emailInvalid', input: value });
    }
  }),
);

/** A new password: only the minimum length is enforced (the other listed rules are advice). */
const newPasswordField = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, 'errors.passwordTooShort'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong'),
  );

export type PasswordRule = 'minLength' | 'number' | 'uppercase' | 'lowercase' | 'special';

/** The listed password rules and whether `password` meets each, in display order. */
export function passwordRules(password: string): { rule: PasswordRule; met: boolean }[] {
  return [
    { rule: 'minLength', met: [...password].length >= PASSWORD_MIN_LENGTH },
    { rule: 'number', met: /\p{Nd}/u.test(password) },
    { rule: 'uppercase', met: /\p{Lu}/u.test(password) },
    { rule: 'lowercase', met: /\p{Ll}/u.test(password) },
    { rule: 'special', met: /[^\p{L}\p{Nd}\s]/u.test(password) },
  ];
}

export const loginSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'errors.passwordRequired')),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** The address fields of the spec (salutation, title, names, company, department, street, zip, city, country). */
export const addressShape = {
  salutationId: z.string(),
  title: text(100),
  firstName: required(),
  lastName: required(),
  company: text(),
  department: text(),
  street: required(),
  zipcode: required(50),
  city: required(),
  countryId: z.string().check(z.minLength(1, 'errors.countryRequired')),
};
export const addressSchema = z.object(addressShape);
export type AddressValues = z.infer<typeof addressSchema>;
export const ADDRESS_FIELDS = Object.keys(addressShape) as (keyof AddressValues)[];

export const registerSchema = z.object({
  ...addressShape,
  email: emailField,
  password: newPasswordField,
});
export type RegisterValues = z.infer<typeof registerSchema>;
export const REGISTER_FIELDS = Object.keys(registerSchema.shape) as (keyof RegisterValues)[];

export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestValues = z.infer<typeof resetRequestSchema>;

/** New password twice ('The passwords have to be identical'). */
const passwordsIdentical = z.refine<{ newPassword: string; newPasswordConfirm: string }>(
  (values) => values.newPassword === values.newPasswordConfirm,
  { message: 'errors.passwordsNotIdentical', path: ['newPasswordConfirm'] },
);

export const newPasswordSchema = z
  .object({ newPassword: newPasswordField, newPasswordConfirm: z.string() })
  .check(passwordsIdentical);
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
export const NEW_PASSWORD_FIELDS = ['newPassword', 'newPasswordConfirm'] as const;

export const changePasswordSchema = z
  .object({
    password: z.string().check(z.minLength(1, 'errors.passwordRequired')),
    newPassword: newPasswordField,
    newPasswordConfirm: z.string(),
  })
  .check(passwordsIdentical);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
export const CHANGE_PASSWORD_FIELDS = ['password', 'newPassword', 'newPasswordConfirm'] as const;

export const profileSchema = z.object({
  salutationId: z.string(),
  title: text(100),
  firstName: required(),
  lastName: required(),
});
export type ProfileValues = z.infer<typeof profileSchema>;
export const PROFILE_FIELDS = Object.keys(profileSchema.shape) as (keyof ProfileValues)[];
