import { describe, expect, it } from 'vitest';
import type { Order } from '../../api/types';
import {
  enquiryAddresses,
  enquiryLines,
  enquiryTotals,
  paymentMethodName,
  shippingMethodName,
  stateLabel,
} from './orderView';
import { testOrder } from './testOrder';

describe('order view', () => {
  const order = testOrder() as unknown as Order;

  it('lists the product lines by position with article number and prices', () => {
    expect(enquiryLines(order)).toEqual([
      { id: 'l1', name: 'PVC sheet', productNumber: 'PVC-5', quantity: 2, unitPrice: 10, totalPrice: 20 },
      { id: 'l2', name: 'PE rod', productNumber: 'PE-1', quantity: 1, unitPrice: 5.5, totalPrice: 5.5 },
    ]);
  });

  it('shows line labels and method names through the text filter', () => {
    const marked = {
      lineItems: [{ id: 'x', type: 'product', label: '<b>PVC</b> sheet<script>alert(1)</script>' }],
      deliveries: [{ shippingMethod: { name: '<i>Parcel</i>' } }],
    } as unknown as Order;
    expect(enquiryLines(marked)[0]?.name).toBe('PVC sheet');
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
