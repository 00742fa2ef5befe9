import { describe, expect, it } from 'vitest';
import { klarnaOrderBody, klarnaOrderLines, orderBodyProblems } from './order-lines.js';

const price = (unitPrice: number, quantity: number, taxRate = 19) => {
  const totalPrice = Math.round(unitPrice * quantity * 100) / 100;
  const tax = Math.round((totalPrice - totalPrice / (1 + taxRate / 100)) * 100) / 100;
  return { unitPrice, totalPrice, calculatedTaxes: [{ tax, taxRate }] };
};

describe('Klarna order lines', () => {
  const lines = klarnaOrderLines(
    [
      {
        label: 'PE-HD sheet 10 mm',
        quantity: 3,
        payload: { productNumber: 'PE-10' },
        price: price(19.99, 3),
      },
      { label: 'POM rod', quantity: 1, payload: { productNumber: 'POM-1' }, price: price(7.5, 1) },
    ],
    { name: 'Parcel', price: price(5.9, 1) },
  );

  it('has minor units, the product number as reference, tax rate 1900 and a shipping fee line', () => {
    expect(lines[0]).toEqual({
      type: 'physical',
      reference: 'PE-10',
      name: 'PE-HD sheet 10 mm',
      quantity: 3,
      unit_price: 1999,
      tax_rate: 1900,
      total_amount: 5997,
      total_discount_amount: 0,
      total_tax_amount: 958,
    });
    expect(lines[2]).toMatchObject({
      type: 'shipping_fee',
      name: 'Parcel',
      total_amount: 590,
      total_tax_amount: 94,
    });
  });

  it('sums order amount and tax from the lines, which Klarna accepts', () => {
    const body = klarnaOrderBody({ locale: 'de-DE', country: 'DE', currency: 'EUR' }, lines);
    expect(body.order_amount).toBe(5997 + 750 + 590);
    expect(body.order_tax_amount).toBe(958 + 120 + 94);
    expect(orderBodyProblems(body)).toEqual([]);
  });

  it('leaves out free shipping', () => {
    expect(klarnaOrderLines([], { name: 'Pick-up', price: price(0, 1) })).toEqual([]);
  });

  it('refuses amounts that do not add up, and missing fields', () => {
    const body = klarnaOrderBody({ locale: 'de-DE', country: 'DE', currency: 'EUR' }, lines);
    expect(orderBodyProblems({ ...body, order_amount: body.order_amount + 1 })[0]).toMatch(/Order amount/);
    expect(orderBodyProblems({ ...body, order_tax_amount: 1 })[0]).toMatch(/Order tax amount/);
    expect(orderBodyProblems({ ...body, locale: '' })).toEqual(['Bad value: locale']);
    expect(orderBodyProblems({ ...body, order_lines: [] })).toEqual(['Bad value: order_lines']);
  });
});
