/**
 * TEST DATA for the cart's unit tests: Store API carts shaped like Shopware 6.7's answers (price,
 * line items with payload, deliveries, errors map). The real server is exercised by the Playwright suite.
 */
import type { Cart, LineItem } from '../api/types';

export const PRODUCT_A = '0191a1b2c3d4e5f60718293a4b5c6d7e';
export const PRODUCT_B = '0191a1b2c3d4e5f60718293a4b5c6d7f';

type LineInput = {
  id: string;
  label: string;
  quantity: number;
  unitPrice: number;
  weight: number;
  number: string;
};

export function testLine({ id, label, quantity, unitPrice, weight, number }: LineInput): LineItem {
  const totalPrice = Math.round(unitPrice * quantity * 100) / 100;
  const tax = Math.round((totalPrice - totalPrice / 1.19) * 100) / 100;
  return {
    id,
    referencedId: id,
    type: 'product',
    label,
    quantity,
    good: true,
    removable: true,
    stackable: true,
    cover: { id: `${id}-cover`, url: `https://shop.test/media/${id}.jpg`, alt: `${label} cover` },
    payload: {
      productNumber: number,
      options: [
        { group: 'Thickness', option: '5 mm' },
        { group: 'Surface finish', option: 'smooth' },
      ],
    },
    price: {
      apiAlias: 'calculated_price',
      unitPrice,
      quantity,
      totalPrice,
      calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', tax, taxRate: 19, price: totalPrice }],
      taxRules: [{ taxRate: 19, name: '19%' }],
    },
    quantityInformation: { minPurchase: 1, maxPurchase: 100, purchaseSteps: 1 },
    deliveryInformation: { apiAlias: 'cart_delivery_information', stock: 10, weight },
  } as unknown as LineItem;
}

/** A cart of the given lines with 5.95 € shipping; errors as Shopware's map (or `[]`). */
export function testCart(lines: LineItem[], errors: Cart['errors'] = []): Cart {
  const positionPrice = lines.reduce((sum, line) => sum + (line.price?.totalPrice ?? 0), 0);
  const shipping = lines.length ? 5.95 : 0;
  const totalPrice = Math.round((positionPrice + shipping) * 100) / 100;
  const tax = Math.round((totalPrice - totalPrice / 1.19) * 100) / 100;
  return {
    apiAlias: 'cart',
    name: 'guest-cart',
    token: 'test-token',
    price: {
      apiAlias: 'cart_price',
      netPrice: Math.round((totalPrice - tax) * 100) / 100,
      totalPrice,
      positionPrice: Math.round(positionPrice * 100) / 100,
      rawTotal: totalPrice,
      taxStatus: 'gross',
      calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', tax, taxRate: 19, price: totalPrice }],
      taxRules: [{ taxRate: 19, name: '19%' }],
    },
    lineItems: lines,
    deliveries: lines.length
      ? [
          {
            shippingMethod: { id: 'parcel', name: 'Parcel', translated: { name: 'Parcel' } } as never,
            shippingCosts: {
              apiAlias: 'calculated_price',
              unitPrice: shipping,
              quantity: 1,
              totalPrice: shipping,
              calculatedTaxes: [],
              taxRules: [],
              listPrice: null,
              referencePrice: null,
              regulationPrice: null,
            },
          },
        ]
      : [],
    errors,
  } as Cart;
}

export const lineA = (quantity = 2) =>
  testLine({ id: PRODUCT_A, label: 'PE sheet', quantity, unitPrice: 119, weight: 2.5, number: 'PE-5-S' });
export const lineB = (quantity = 1) =>
  testLine({
    id: PRODUCT_B,
    label: 'PVC sheet',
    quantity,
    unitPrice: 1234.56,
    weight: 4.2,
    number: 'PVC-10',
  });

/** A `product-stock-reached` error as Shopware serialises it into the errors map. */
export function stockReached(id: string, name: string, quantity: number): Cart['errors'] {
  return {
    [`product-stock-reached${id}`]: {
      id,
      name,
      quantity,
      message: `The product ${name} is only available ${quantity} times`,
      code: 0,
      key: `product-stock-reached${id}`,
      level: 10,
      messageKey: 'product-stock-reached',
      parameters: { name, quantity },
    },
  } as unknown as Cart['errors'];
}
