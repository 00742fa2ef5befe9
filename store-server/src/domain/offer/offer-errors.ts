import { apiError, type StoreApiError } from '../errors.js';

// The offer's own errors (this server's extension: Shopware has no offers), in Shopware's envelope with the
// shop's PLASTICS__ prefix. Input errors are Shopware constraint violations (offer-input.ts).

export const offerErrors = {
  expired: (offerId: string, validUntil: string): StoreApiError =>
    apiError(400, 'PLASTICS__OFFER_EXPIRED', `The offer ${offerId} expired after ${validUntil}.`, {
      parameters: { offerId, validUntil },
    }),
  notPending: (offerId: string, state: string): StoreApiError =>
    apiError(400, 'PLASTICS__OFFER_NOT_PENDING', `The offer ${offerId} is ${state}, not pending.`, {
      parameters: { offerId, state },
    }),
  noOffer: (orderId: string): StoreApiError =>
    apiError(400, 'PLASTICS__OFFER_NOT_FOUND', `The order ${orderId} has no offer.`, {
      parameters: { orderId },
    }),
  orderClosed: (orderId: string, state: string): StoreApiError =>
    apiError(
      400,
      'PLASTICS__OFFER_ORDER_CLOSED',
      `The order ${orderId} is ${state}: an offer can only answer an open enquiry.`,
      { parameters: { orderId, state } },
    ),
};
