import type { Order, Product } from '../api/types';

const address = (id: string, city: string) => ({
  id,
  firstName: 'Erika',
  lastName: 'Muster',
  company: 'Muster GmbH',
  street: 'Hauptstraße 1',
  zipcode: '10115',
  city,
  country: { name: 'Germany', translated: { name: 'Deutschland' } },
});

/** An enquiry as GET /api/order/{id} answers it. */
export const ORDER: Order = {
  id: 'o1',
  orderNumber: '10042',
  orderDateTime: '2026-11-20T09:30:00.000Z',
  amountTotal: 129.9,
  shippingTotal: 9.9,
  customerComment: 'Please cut to 500 mm.',
  currency: { isoCode: 'EUR' },
  stateMachineState: { technicalName: 'open' },
  orderCustomer: {
    email: 'erika@example.com',
    firstName: 'Erika',
    lastName: 'Muster',
    company: 'Muster GmbH',
  },
  billingAddress: address('b', 'Berlin'),
  deliveries: [{ shippingOrderAddress: address('s', 'Potsdam'), shippingMethod: { name: 'Parcel' } }],
  transactions: [{ paymentMethod: { name: 'Invoice' } }],
  lineItems: [
    {
      id: 'li1',
      label: 'PA6 sheet',
      quantity: 4,
      unitPrice: 25,
      totalPrice: 100,
      type: 'product',
      payload: { productNumber: 'PA6-10', options: [{ group: 'Thickness', option: '10 mm' }], weight: 1.5 },
    },
    { id: 'li2', label: 'POM rod', quantity: 1, unitPrice: 20, totalPrice: 20, type: 'product', payload: {} },
  ],
  extensions: {
    offer: null,
    desk: {
      history: [
        {
          id: 'h1',
          createdAt: '2026-11-21T10:00:00.000Z',
          actorName: 'Olga Owner',
          action: 'order.note',
          details: { text: 'Called back' },
        },
      ],
      klarna: null,
      confirmedDocuments: [{ title: 'Terms and conditions', version: '2026-01' }],
    },
  },
};

export const PRODUCT: Product = {
  id: 'p1',
  productNumber: 'PA6-10',
  name: 'PA6 sheet',
  options: [{ name: '10 mm' }],
  price: [{ currencyId: 'eur', gross: 119, net: 100, linked: true }],
  stock: 3,
  availableStock: 3,
  isCloseout: true,
  active: true,
};
