import { emailField, newPasswordField, textField, Violations } from '../account/validation.js';
import { apiError } from '../errors.js';
import { isDeskRole, type DeskRole } from './desk-user.js';

// Validation of a new desk account and of a new password (CLI and the owner's HTTP routes): the customers'
// rules (a valid email; a password of 8 to 4096 characters; a name of at most 255 characters).

export interface NewDeskUser {
  email: string;
  name: string;
  role: DeskRole;
  password: string;
}

export function parseNewDeskUser(input: Record<string, unknown>): NewDeskUser {
  const errors = new Violations();
  const email = emailField(input, 'email', errors).toLowerCase();
  const name = textField(input, 'name', '/name', errors) ?? email.split('@')[0] ?? email;
  const role = input.role ?? 'staff';
  if (!isDeskRole(role)) {
    errors.add({
      status: 400,
      code: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
      title: 'Constraint violation error',
      detail: 'The value you selected is not a valid choice.',
      pointer: '/role',
    });
  }
  const password = newPasswordField(input, 'password', errors);
  errors.throwIfAny();
  return { email, name, role: role as DeskRole, password };
}

export function parseNewPassword(password: unknown): string {
  const errors = new Violations();
  const value = newPasswordField({ password }, 'password', errors);
  errors.throwIfAny();
  return value;
}

export const deskUserErrors = {
  duplicateEmail: (email: string) =>
    apiError(400, 'PLASTICS__DESK_USER_EXISTS', `A desk account with the email "${email}" exists already.`, {
      parameters: { email },
    }),
  notFound: (id: string) =>
    apiError(404, 'PLASTICS__DESK_USER_NOT_FOUND', `Desk account "${id}" not found.`, { parameters: { id } }),
  lastOwner: () => apiError(400, 'PLASTICS__DESK_LAST_OWNER', 'The last owner account cannot be removed.'),
};
