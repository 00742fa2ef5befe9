import { StoreApiError } from '../../domain/errors.js';

// The Klarna errors of our Store API extension, in Shopware's envelope.

export const klarnaErrors = {
  /** The plugin's message for an order with a Klarna method but without the SDK's authorization token. */
  authorizationTokenMissing: (): StoreApiError =>
    new StoreApiError({
      status: 400,
      code: 'KLARNA__AUTHORIZATION_TOKEN_MISSING',
      detail: 'klarnaAuthorizationToken must not be empty',
      pointer: '/klarnaAuthorizationToken',
    }),
  /** Klarna is not offered: no credentials, and the sandbox neither asked for nor on a loopback PUBLIC_URL. */
  notOffered: (): StoreApiError =>
    new StoreApiError({
      status: 400,
      code: 'KLARNA__NOT_AVAILABLE',
      detail: 'Klarna payments are not offered by this shop.',
    }),
  sessionFailed: (reason: string): StoreApiError =>
    new StoreApiError({
      status: 502,
      code: 'KLARNA__SESSION_FAILED',
      detail: `The Klarna payment session could not be started: ${reason}`,
      parameters: { reason },
    }),
};
