import { DeskApiError } from '../../api/errors';
import type { Product } from '../../api/types';
import { importResultOf, parseCount, productPatch, restockPatch, withGross } from './catalogueEdits';

const product: Product = {
  id: 'p',
  productNumber: 'PA6-10',
  price: [{ currencyId: 'eur', gross: 119, net: 100, linked: true }],
  stock: 4,
  isCloseout: true,
  active: true,
};

describe('catalogue edits', () => {
  it('keeps the tax ratio when the gross price changes', () => {
    expect(withGross(product.price!, 59.5)).toEqual([
      { currencyId: 'eur', gross: 59.5, net: 50, linked: true },
    ]);
  });

  it('patches only what changed', () => {
    expect(productPatch(product, { gross: 119, stock: 4 })).toEqual({});
    expect(productPatch(product, { gross: 238, stock: 4 })).toEqual({
      price: [{ currencyId: 'eur', gross: 238, net: 200, linked: true }],
    });
    expect(productPatch(product, { gross: null, stock: 9 })).toEqual({ stock: 9 });
  });

  it('restocks on top of the stock as loaded', () => {
    expect(restockPatch(product, 6)).toEqual({ stock: 10 });
    expect(parseCount('12')).toBe(12);
    expect(parseCount('-1')).toBeNull();
    expect(parseCount('1.5')).toBeNull();
  });

  it("reads the import's preview from an answer or a refusal", () => {
    const result = {
      changes: [],
      errors: [{ row: 2, column: 'stock', code: 'X', detail: 'bad' }],
      applied: false,
    };
    expect(importResultOf(result)).toBe(result);
    expect(importResultOf(new DeskApiError(400, [], result))).toBe(result);
    expect(importResultOf(new DeskApiError(400, [{ code: 'X', meta: result as never }], {}))).toEqual(result);
    expect(importResultOf(new DeskApiError(500, [], null))).toBeNull();
  });
});
