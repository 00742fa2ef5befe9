import { describe, expect, it } from 'vitest';
import { enquiryAccess } from './enquiryAccess';

const failure = (status: number, code: string) => ({
  status,
  details: { errors: [{ status: String(status), code }] },
});

describe('enquiryAccess', () => {
  it("asks a guest for the enquiry's email and zip code, never to log in", () => {
    expect(enquiryAccess(failure(403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED'))).toBe('guest');
    expect(enquiryAccess(failure(403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS'))).toBe('wrongCredentials');
  });

  it("asks for the login only where the enquiry is a customer's", () => {
    expect(enquiryAccess(failure(403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN'))).toBe('login');
    expect(enquiryAccess({ status: 401, details: { errors: [] } })).toBe('login');
  });

  it('calls anything else a failure to load', () => {
    expect(enquiryAccess(failure(500, 'FRAMEWORK__INTERNAL'))).toBe('error');
    expect(enquiryAccess(new Error('offline'))).toBe('error');
    expect(enquiryAccess(null)).toBe('error');
  });
});
