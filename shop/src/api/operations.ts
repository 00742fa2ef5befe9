/**
 * The Store API operations the shop calls: Shopware's typed operations (`@shopware/api-client`'s default
 * Store API 6.7 types) extended with our own routes, the way the api-client documents extending
 * `operations` with custom endpoints. The client (client.ts) is created with these, so our routes are
 * typed like the official ones, never cast.
 */
import type { operations } from '@shopware/api-client/api-types';

/** A payment method category of a Klarna session (Klarna's own field names). */
export type KlarnaPaymentMethodCategory = {
  identifier: string;
  name: string;
  asset_urls?: Record<string, string>;
};

/** The answer of POST /klarna/session/start (store-server http/klarna-routes.ts). */
export type KlarnaSession = {
  client_token: string;
  payment_method_categories: KlarnaPaymentMethodCategory[];
  sdkUrl?: string;
  sandbox?: boolean;
  categoryByPaymentMethodId?: Record<string, string>;
};

/** Our Store API extension for Klarna Payments (not in Shopware's schema). */
type KlarnaOperations = {
  /** Creates or updates the Klarna Payments session for the context's cart. */
  'klarnaStartSession post /klarna/session/start': {
    contentType?: 'application/json';
    accept?: 'application/json';
    body?: Record<string, never>;
    response: KlarnaSession;
    responseCode: 200;
  };
};

/** The answer of POST /order/offer/accept and /order/offer/decline (store-server, issue 20). */
export type OfferAnswerResponse = {
  orderId: string;
  offer: unknown;
  stateMachineState: { technicalName?: string; name?: string } | null;
};

/** Our Store API extension for the owner's offers (not in Shopware's schema; guests as /order/state/cancel). */
type OfferOperations = {
  /** Accepts the order's pending offer: the enquiry becomes a binding order (state in_progress). */
  'acceptOffer post /order/offer/accept': {
    contentType?: 'application/json';
    accept?: 'application/json';
    body: { orderId: string };
    response: OfferAnswerResponse;
    responseCode: 200;
  };
  /** Declines the order's pending offer. */
  'declineOffer post /order/offer/decline': {
    contentType?: 'application/json';
    accept?: 'application/json';
    body: { orderId: string };
    response: OfferAnswerResponse;
    responseCode: 200;
  };
};

export type ShopOperations = operations & KlarnaOperations & OfferOperations;
