/** An order as the Store API TEST DOUBLE answers it (unit tests only; Playwright runs the real server). */
export function testOrder(extra: Record<string, unknown> = {}) {
  return {
    apiAlias: 'order',
    id: 'o1',
    orderNumber: '10001',
    deepLinkCode: 'deep-1',
    orderDateTime: '2026-03-04T10:20:00.000Z',
    billingAddressId: 'oa1',
    price: {
      positionPrice: 25.5,
      netPrice: 26.39,
      totalPrice: 31.4,
      calculatedTaxes: [{ taxRate: 19, tax: 5.01, price: 31.4 }],
    },
    shippingTotal: 5.9,
    lineItems: [
      {
        id: 'l2',
        type: 'product',
        position: 2,
        label: 'PE rod',
        quantity: 1,
        unitPrice: 5.5,
        totalPrice: 5.5,
        payload: { productNumber: 'PE-1' },
      },
      {
        id: 'l1',
        type: 'product',
        position: 1,
        label: 'PVC sheet',
        quantity: 2,
        unitPrice: 10,
        totalPrice: 20,
        payload: { productNumber: 'PVC-5' },
      },
    ],
    addresses: [
      {
        id: 'oa1',
        firstName: 'Erika',
        lastName: 'Muster',
        street: 'Hauptstraße 1',
        zipcode: '12345',
        city: 'Berlin',
        countryId: 'c',
      },
      {
        id: 'oa2',
        firstName: 'Erika',
        lastName: 'Muster',
        street: 'Lagerweg 5',
        zipcode: '12345',
        city: 'Berlin',
        countryId: 'c',
      },
    ],
    deliveries: [
      {
        id: 'd1',
        shippingOrderAddressId: 'oa2',
        shippingCosts: { totalPrice: 5.9 },
        shippingMethod: { name: 'Parcel', translated: { name: 'Parcel' } },
        stateMachineState: {
          technicalName: 'open',
          name: 'Open',
          translated: { name: 'Open', technicalName: 'open' },
        },
      },
    ],
    transactions: [
      {
        id: 't1',
        createdAt: '2026-03-04T10:20:00.000Z',
        paymentMethod: { name: 'Prepayment', translated: { name: 'Prepayment' } },
        stateMachineState: { technicalName: 'open' },
      },
    ],
    ...extra,
  };
}

/** An offer as this shop's server sends it in `extensions.offer`. */
export function testOffer(extra: Record<string, unknown> = {}) {
  return {
    id: 'of1',
    orderId: 'o1',
    state: 'pending',
    lines: [
      {
        lineItemId: 'l1',
        label: 'PVC sheet',
        productNumber: 'PVC-5',
        options: [{ group: 'Thickness', option: '5 mm' }],
        quantity: 2,
        listUnitPrice: 10,
        unitPrice: 8,
        totalPrice: 16,
      },
      { lineItemId: 'l2', label: 'PE rod', quantity: 1, listUnitPrice: 5.5, unitPrice: 5.5, totalPrice: 5.5 },
    ],
    subtotal: 21.5,
    discount: { type: 'percentage', value: 10, amount: 2.15 },
    shippingTotal: 5.9,
    total: 25.25,
    taxes: [{ taxRate: 19, tax: 4.03, price: 25.25 }],
    currencyIsoCode: 'EUR',
    deliveryDate: '2099-05-04',
    validUntil: '2099-04-30',
    message: 'Dear Erika,\n<b>thank you</b> <script>alert(1)</script>for your enquiry.',
    createdAt: '2026-04-01T10:00:00.000Z',
    documentId: 'doc1',
    deepLinkCode: 'deep-1',
    ...extra,
  };
}
