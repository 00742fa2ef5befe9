import { describe, expect, it } from 'vitest';
import { cartTotals, lineWeight, productLines } from './cartTotals';
import { lineOptions, lineProductNumber, lineCover } from './lineItem';
import { lineA, lineB, testCart } from '../../test/testCart';

describe('cart totals', () => {
  it('takes the server figures as they are', () => {
    const cart = testCart([lineA(2), lineB(1)]);
    const totals = cartTotals(cart);
    expect(totals.subtotal).toBe(cart.price.positionPrice);
    expect(totals.net).toBe(cart.price.netPrice);
    expect(totals.total).toBe(cart.price.totalPrice);
    expect(totals.shipping).toBe(5.95);
    expect(totals.vat).toEqual([{ rate: 19, amount: cart.price.calculatedTaxes[0]?.tax }]);
    expect(totals.weight).toBe(9.2); // 2 × 2.5 kg + 1 × 4.2 kg
  });

  it('sums the shipping costs of every delivery and the taxes per rate', () => {
    const cart = testCart([lineA()]);
    const shipping = cart.deliveries?.[0];
    if (!shipping) throw new Error('test cart has a delivery');
    cart.deliveries = [shipping, shipping];
    cart.price.calculatedTaxes = [
      { apiAlias: 'cart_tax_calculated', tax: 0.1, taxRate: 19, price: 1 },
      { apiAlias: 'cart_tax_calculated', tax: 0.2, taxRate: 19, price: 2 },
      { apiAlias: 'cart_tax_calculated', tax: 0.7, taxRate: 7, price: 10 },
    ];
    const totals = cartTotals(cart);
    expect(totals.shipping).toBe(11.9);
    expect(totals.vat).toEqual([
      { rate: 7, amount: 0.7 },
      { rate: 19, amount: 0.3 },
    ]);
    expect(totals.vatTotal).toBe(1);
  });

  it('is all zero without a cart', () => {
    expect(cartTotals(null)).toEqual({
      subtotal: 0,
      shipping: 0,
      net: 0,
      vat: [],
      vatTotal: 0,
      total: 0,
      weight: null,
      linesWithoutWeight: 0,
    });
  });

  it('weighs product lines only, unit weight times quantity', () => {
    expect(lineWeight(lineA(3))).toBe(7.5);
    expect(lineWeight({ quantity: 3 })).toBeNull();
    const promotion = { ...lineA(), type: 'promotion' as const };
    expect(productLines({ lineItems: [lineA(), promotion] })).toHaveLength(1);
  });
});

describe('weights', () => {
  const weightless = (line: ReturnType<typeof lineA>, weight: number | null) => ({
    ...line,
    deliveryInformation: { ...line.deliveryInformation!, weight: weight as number },
  });

  it('gives a variant without a weight (null or 0) no weight, not 0 kg', () => {
    expect(lineWeight(weightless(lineA(3), null))).toBeNull();
    expect(lineWeight(weightless(lineA(3), 0))).toBeNull();
  });

  it('sums the lines with a weight and counts those it leaves out', () => {
    const totals = cartTotals(testCart([lineA(2), weightless(lineB(1), null)]));
    expect(totals.weight).toBe(5);
    expect(totals.linesWithoutWeight).toBe(1);
    expect(cartTotals(testCart([lineA(2), lineB(1)])).linesWithoutWeight).toBe(0);
  });

  it('has no total weight when no line has a weight', () => {
    const totals = cartTotals(testCart([weightless(lineA(2), 0)]));
    expect(totals.weight).toBeNull();
    expect(totals.linesWithoutWeight).toBe(1);
  });
});

describe('line item details', () => {
  it('reads the variant options, the article number and the cover from the line', () => {
    const line = lineA();
    expect(lineOptions(line)).toEqual([
      { group: 'Thickness', option: '5 mm' },
      { group: 'Surface finish', option: 'smooth' },
    ]);
    expect(lineProductNumber(line)).toBe('PE-5-S');
    expect(lineCover(line)).toEqual({ url: expect.stringContaining('.jpg'), alt: 'PE sheet cover' });
    expect(lineCover({ ...line, cover: { ...line.cover!, alt: undefined } })?.alt).toBe('PE sheet');
    expect(lineOptions({ payload: undefined })).toEqual([]);
    expect(
      lineOptions({
        payload: {
          options: [{ group: 'Dicke', option: '5', translated: { group: 'Thickness', option: '5 mm' } }],
        },
      } as never),
    ).toEqual([{ group: 'Thickness', option: '5 mm' }]);
  });
});
