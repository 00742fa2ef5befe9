import { describe, expect, it } from 'vitest';
import { checkoutStep } from '../../api/queries';
import { firstError, validateCheckout, type CheckoutInput } from './checkoutValidation';

const complete: CheckoutInput = {
  billingAddressId: 'b',
  shippingAddressId: 's',
  shippingMethodId: 'parcel',
  paymentMethodId: 'invoice',
  termsAccepted: true,
};

describe('validateCheckout', () => {
  it('lets a complete checkout through', () => {
    expect(validateCheckout(complete)).toEqual({});
    expect(firstError({})).toBeNull();
  });

  it('asks for a shipping method the buyer picked', () => {
    expect(validateCheckout({ ...complete, shippingMethodId: null })).toEqual({
      shippingMethod: 'errors.shippingMethod',
    });
  });

  it('asks for the ticked terms', () => {
    expect(validateCheckout({ ...complete, termsAccepted: false })).toEqual({ terms: 'errors.terms' });
  });

  it('lets the comment span lines, but refuses other control characters and bidi overrides in it', () => {
    expect(validateCheckout({ ...complete, comment: 'Cut to 1 m.\r\n\r\n\tThanks 👍' })).toEqual({});
    for (const character of [
      '\u0000',
      '\u000b',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u2028',
      '\u202E',
      '\u2066',
    ]) {
      expect(validateCheckout({ ...complete, comment: `Cut${character}to 1 m` })).toEqual({
        comment: 'errors.comment',
      });
    }
  });

  it('names the first error in display order', () => {
    const errors = validateCheckout({ ...complete, termsAccepted: false, shippingMethodId: null });
    expect(firstError(errors)).toBe('shippingMethod');
    expect(firstError(validateCheckout({ ...complete, billingAddressId: null }))).toBe('billingAddress');
  });
});

describe('checkoutStep', () => {
  it('is 0 without a customer and 1 with a customer or guest', () => {
    expect(checkoutStep(null)).toBe(0);
    expect(checkoutStep(undefined)).toBe(0);
    expect(checkoutStep({ guest: true } as never)).toBe(1);
    expect(checkoutStep({ guest: false } as never)).toBe(1);
  });
});
