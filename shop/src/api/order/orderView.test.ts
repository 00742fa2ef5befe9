import { describe, expect, it } from 'vitest';
import type { Order } from '../types';
import {
  enquiryAddresses,
  enquiryLines,
  enquiryTotals,
  paymentMethodName,
  shippingMethodName,
  stateLabel,
} from './orderView';
import { testOrder } from '../../test/testOrder';

describe('order view', () => {
  const order = testOrder() as unknown as Order;

  it('lists the product lines by position with article number and prices', () => {
    expect(enquiryLines(order)).toEqual([
      {
        id: 'l1',
        type: 'product',
        label: 'PVC sheet',
        productNumber: 'PVC-5',
        quantity: 2,
        unitPrice: 10,
        totalPrice: 20,
      },
      {
        id: 'l2',
        type: 'product',
        label: 'PE rod',
        productNumber: 'PE-1',
        quantity: 1,
        unitPrice: 5.5,
        totalPrice: 5.5,
      },
    ]);
  });

  it('lists promotions, credits and lines of unknown types too, by label and amount', () => {
    const withExtras = {
      ...order,
      lineItems: [
        ...(order.lineItems ?? []),
        // As Shopware stores a promotion in an order (order_line_item type promotion, referencedId the code).
        {
          id: 'l3',
          type: 'promotion',
          position: 3,
          label: 'Summer sale 10 %',
          referencedId: 'SUMMER10',
          quantity: 1,
          unitPrice: -2.55,
          totalPrice: -2.55,
          payload: { code: 'SUMMER10', discountType: 'percentage', value: '10' },
        },
        {
          id: 'l4',
          type: 'x-plugin-fee',
          position: 4,
          label: 'Cutting',
          quantity: 1,
          unitPrice: 4,
          totalPrice: 4,
        },
        // A container's child is part of its container's line, not a line of its own.
        { id: 'l5', type: 'product', parentId: 'l4', position: 5, label: 'Part', quantity: 1, totalPrice: 0 },
      ],
    } as unknown as Order;
    expect(
      enquiryLines(withExtras).map(({ id, type, label, totalPrice }) => ({ id, type, label, totalPrice })),
    ).toEqual([
      { id: 'l1', type: 'product', label: 'PVC sheet', totalPrice: 20 },
      { id: 'l2', type: 'product', label: 'PE rod', totalPrice: 5.5 },
      { id: 'l3', type: 'promotion', label: 'Summer sale 10 %', totalPrice: -2.55 },
      { id: 'l4', type: 'x-plugin-fee', label: 'Cutting', totalPrice: 4 },
    ]);
  });

  it('shows line labels and method names through the text filter', () => {
    const marked = {
      lineItems: [{ id: 'x', type: 'product', label: '<b>PVC</b> sheet<script>alert(1)</script>' }],
      deliveries: [{ shippingMethod: { name: '<i>Parcel</i>' } }],
    } as unknown as Order;
    expect(enquiryLines(marked)[0]?.label).toBe('PVC sheet');
    expect(shippingMethodName(marked)).toBe('Parcel');
  });

  it('takes the figures from the order', () => {
    const totals = enquiryTotals(order);
    expect(totals).toMatchObject({ subtotal: 25.5, shipping: 5.9, net: 26.39, total: 31.4 });
    expect(totals.vat).toEqual([{ rate: 19, amount: 5.01 }]);
  });

  it('names the methods and finds the addresses', () => {
    expect(shippingMethodName(order)).toBe('Parcel');
    expect(paymentMethodName(order)).toBe('Prepayment');
    const { billing, shipping } = enquiryAddresses(order);
    expect(billing?.street).toBe('Hauptstraße 1');
    expect(shipping?.street).toBe('Lagerweg 5');
  });

  it('shows the translated state name, else the key of the technical name', () => {
    expect(
      stateLabel({ technicalName: 'open', translated: { name: 'Offen', technicalName: 'open' } }, 'delivery'),
    ).toEqual({
      text: 'Offen',
    });
    expect(stateLabel({ technicalName: 'shipped' }, 'delivery')).toEqual({ key: 'states.delivery.shipped' });
    expect(stateLabel(null, 'payment')).toBeNull();
  });
});
