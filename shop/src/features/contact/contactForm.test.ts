import { describe, expect, it } from 'vitest';
import { contactBody, emptyContact, serverFieldErrors, validateContact } from './contactForm';

const filled = {
  ...emptyContact('Custom size'),
  salutationId: 'a'.repeat(32),
  firstName: 'Max',
  lastName: 'Muster',
  email: 'max@example.com',
  comment: 'Please cut 1200 x 600 mm.\nThanks.',
};

describe('contact form checks', () => {
  it('asks for every mandatory field', () => {
    expect(validateContact(emptyContact())).toEqual({
      salutationId: 'errors.required',
      firstName: 'errors.required',
      lastName: 'errors.required',
      email: 'errors.required',
      subject: 'errors.required',
      comment: 'errors.required',
    });
    expect(validateContact(filled)).toEqual({});
  });

  it('refuses what the server refuses: a bad email, links in names, control characters, long texts', () => {
    expect(
      validateContact({
        ...filled,
        email: 'max@',
        firstName: 'see https://spam.example',
        subject: 'a\tb',
        comment: 'x'.repeat(5001),
      }),
    ).toEqual({
      email: 'errors.email',
      firstName: 'errors.noLinks',
      subject: 'errors.controlCharacters',
      comment: 'errors.commentTooLong',
    });
    expect(validateContact({ ...filled, comment: 'line\u202Eright' }).comment).toBe(
      'errors.controlCharacters',
    );
  });

  it('puts the server validation errors beside their fields', () => {
    expect(
      serverFieldErrors([
        { code: 'VIOLATION::IS_BLANK_ERROR', source: { pointer: '/subject' } },
        { code: 'VIOLATION::INVALID_FORMAT_ERROR', source: { pointer: '/email' } },
        { code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS', source: { pointer: '/salutationId' } },
        { code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED' },
      ]),
    ).toEqual({ subject: 'errors.required', email: 'errors.email', salutationId: 'errors.invalid' });
  });

  it('sends trimmed values and leaves out an empty phone', () => {
    expect(contactBody({ ...filled, firstName: ' Max ', phone: ' ' })).toEqual({
      salutationId: filled.salutationId,
      firstName: 'Max',
      lastName: 'Muster',
      email: 'max@example.com',
      subject: 'Custom size',
      comment: 'Please cut 1200 x 600 mm.\nThanks.',
    });
  });
});
