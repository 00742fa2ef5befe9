/**
 * What blocks sending an enquiry before anything goes to the server (spec section 5): a shipping method
 * the buyer chose in this checkout ('Please select a shippingmethod.') and the ticked terms. Message keys of
 * the `checkout` namespace, in the order the fields are shown (the first one takes the focus). The comment may
 * span lines but holds no other control characters, line separators or bidi overrides (the server refuses them).
 */
export type CheckoutField =
  'billingAddress' | 'shippingAddress' | 'shippingMethod' | 'paymentMethod' | 'comment' | 'terms';

export type CheckoutInput = {
  billingAddressId: string | null;
  shippingAddressId: string | null;
  shippingMethodId: string | null;
  paymentMethodId: string | null;
  termsAccepted: boolean;
  comment?: string;
};

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

const FIELD_ORDER: readonly CheckoutField[] = [
  'billingAddress',
  'shippingAddress',
  'shippingMethod',
  'paymentMethod',
  'comment',
  'terms',
];

/** What the comment may not hold: control characters but TAB, LF and CR; U+2028/9; bidi overrides and isolates. */
const COMMENT_FORBIDDEN_CHARACTERS = /[^\P{Cc}\t\n\r]|[\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export function validateCheckout(input: CheckoutInput): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!input.billingAddressId) errors.billingAddress = 'errors.billingAddress';
  if (!input.shippingAddressId) errors.shippingAddress = 'errors.shippingAddress';
  if (!input.shippingMethodId) errors.shippingMethod = 'errors.shippingMethod';
  if (!input.paymentMethodId) errors.paymentMethod = 'errors.paymentMethod';
  if (input.comment && COMMENT_FORBIDDEN_CHARACTERS.test(input.comment)) errors.comment = 'errors.comment';
  if (!input.termsAccepted) errors.terms = 'errors.terms';
  return errors;
}

/** The first field with an error, in display order (null when there is none). */
export function firstError(errors: CheckoutErrors): CheckoutField | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}
