import type { StoredOffer } from '../db/repositories/offer-repository.js';
import { offerState } from '../domain/offer/offer-state.js';

// The offer JSON (issue 20's contract), the same for the desk (Admin API order JSON, the offer route) and the
// customer (`extensions.offer` of the Store API order): nothing internal (who sent it stays in the audit log).
// `documentId` + `deepLinkCode` open the PDF at /store-api/document/download/{documentId}/{deepLinkCode}.
// Beyond the contract: `shippingTotal` (in `total`), `taxes` (VAT included per rate), `taxStatus`,
// `decidedAt`, and per line `productNumber` and `options`.

export function offerJson(stored: StoredOffer, now: Date) {
  const { offer, lines } = stored;
  return {
    id: offer.id,
    orderId: offer.order_id,
    state: offerState(offer.state, offer.valid_until, now),
    lines: lines.map((line) => ({
      lineItemId: line.line_item_id,
      label: line.label,
      productNumber: line.product_number,
      options: JSON.parse(line.options) as { group: string; option: string }[],
      quantity: line.quantity,
      taxRate: line.tax_rate,
      listUnitPrice: line.list_unit_price,
      unitPrice: line.unit_price,
      totalPrice: line.total_price,
    })),
    subtotal: offer.subtotal,
    discount:
      offer.discount_type === null
        ? null
        : { type: offer.discount_type, value: offer.discount_value, amount: offer.discount_amount },
    shippingTotal: offer.shipping_total,
    total: offer.total,
    taxes: JSON.parse(offer.taxes) as { taxRate: number; tax: number; price: number }[],
    taxStatus: offer.tax_status,
    currencyIsoCode: offer.currency_iso_code,
    deliveryDate: offer.delivery_date,
    validUntil: offer.valid_until,
    message: offer.message,
    createdAt: offer.created_at,
    decidedAt: offer.decided_at,
    documentId: offer.document_id,
    deepLinkCode: offer.document_deep_link_code,
    apiAlias: 'plastics_order_offer' as const,
  };
}

export type OfferJson = ReturnType<typeof offerJson>;
