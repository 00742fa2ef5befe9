/**
 * The Klarna Payments JS SDK as it appears on `window.Klarna` (store-api.md 11.2): the one place it is typed.
 * The real SDK (x.klarnacdn.net) and the store-server's offline sandbox both implement these three calls.
 */
export type KlarnaAddress = {
  given_name?: string;
  family_name?: string;
  email?: string;
  street_address?: string;
  street_address2?: string;
  postal_code?: string;
  city?: string;
  country?: string;
  phone?: string;
};

export type KlarnaAuthorizeData = {
  billing_address?: KlarnaAddress;
  shipping_address?: KlarnaAddress;
};

export type KlarnaLoadResult = { show_form: boolean; error?: unknown };

export type KlarnaAuthorizeResult = {
  approved: boolean;
  show_form?: boolean;
  authorization_token?: string;
  finalize_required?: boolean;
  error?: unknown;
};

export type KlarnaPayments = {
  init(options: { client_token: string }): void;
  load(
    options: { container: string | HTMLElement; payment_method_category: string },
    data: Record<string, unknown>,
    callback: (result: KlarnaLoadResult) => void,
  ): void;
  authorize(
    options: { payment_method_category: string },
    data: KlarnaAuthorizeData,
    callback: (result: KlarnaAuthorizeResult) => void,
  ): void;
};

export type KlarnaGlobal = { Payments: KlarnaPayments };

/** A window that may carry the SDK. */
export type KlarnaWindow = { Klarna?: KlarnaGlobal };
