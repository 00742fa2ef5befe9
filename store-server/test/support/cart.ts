import { catalogue } from './catalogue.js';
import type { StoreApiResponse, StoreApiTestClient } from './store-api-client.js';

// Cart test helpers: the catalogue's variants by kind and a client bound to one context token.

const variants = catalogue.flatMap((parent) => parent.variants.map((variant) => ({ ...variant, parent })));
const pick = (predicate: (v: (typeof variants)[number]) => boolean, what: string) => {
  const found = variants.find(predicate);
  if (!found) throw new Error(`No variant: ${what}`);
  return found;
};

export const regular = pick((v) => !v.isCloseout && v.stock > 0 && v.weight < 5, 'regular in stock');
export const other = pick((v) => !v.isCloseout && v.parent.id !== regular.parent.id, 'another product');
export const madeToOrder = pick((v) => !v.isCloseout && v.stock === 0, 'regular without stock');
export const closeout = pick((v) => v.isCloseout && v.stock > 0, 'closeout in stock');
export const soldOut = pick((v) => v.isCloseout && v.stock === 0, 'closeout sold out');

export interface CartErrorJson {
  id: string;
  name?: string;
  quantity?: number;
  message: string;
  code: number;
  key: string;
  level: number;
  messageKey: string;
}
export interface CalculatedPriceJson {
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  calculatedTaxes: { tax: number; taxRate: number; price: number }[];
}
export interface LineItemJson {
  id: string;
  referencedId: string;
  label: string;
  quantity: number;
  type: string;
  payload: { productNumber: string; options: { group: string; option: string }[]; stock: number };
  cover: { url: string } | null;
  price: CalculatedPriceJson;
  quantityInformation: { minPurchase: number; maxPurchase: number; purchaseSteps: number };
  deliveryInformation: { stock: number; weight: number | null; deliveryTime: { name: string } | null };
}
export interface CartJson {
  token: string;
  price: {
    netPrice: number;
    totalPrice: number;
    positionPrice: number;
    rawTotal: number;
    taxStatus: string;
    calculatedTaxes: { tax: number; taxRate: number; price: number }[];
  };
  lineItems: LineItemJson[];
  errors: Record<string, CartErrorJson> | [];
  deliveries: {
    shippingCosts: CalculatedPriceJson;
    shippingMethod: { name: string };
    deliveryDate: { earliest: string; latest: string };
    positions: { identifier: string }[];
  }[];
  apiAlias: string;
}
export interface ErrorBody {
  errors: { status: string; code: string; detail: string; source?: { pointer: string } }[];
}

export class CartClient {
  constructor(
    private readonly api: StoreApiTestClient,
    public token: string,
  ) {}

  private headers() {
    return { headers: { 'sw-context-token': this.token } };
  }

  get(): Promise<StoreApiResponse<CartJson>> {
    return this.api.get<CartJson>('/checkout/cart', this.headers());
  }

  add<T = CartJson>(items: unknown[]): Promise<StoreApiResponse<T>> {
    return this.api.post<T>('/checkout/cart/line-item', { items }, this.headers());
  }

  addProduct<T = CartJson>(id: string, quantity: number) {
    return this.add<T>([{ type: 'product', referencedId: id, quantity }]);
  }

  update<T = CartJson>(items: unknown[]): Promise<StoreApiResponse<T>> {
    return this.api.patch<T>('/checkout/cart/line-item', { items }, this.headers());
  }

  remove<T = CartJson>(ids: string[]): Promise<StoreApiResponse<T>> {
    return this.api.post<T>('/checkout/cart/line-item/delete', { ids }, this.headers());
  }

  call<T = CartJson>(method: 'DELETE', path: string, query?: Record<string, string>) {
    return this.api.call<T>({ method, path, ...(query ? { query } : {}), ...this.headers() });
  }
}

export const errorKeys = (cart: CartJson) => Object.keys(cart.errors);
export const randomToken = () =>
  Array.from(
    { length: 32 },
    () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)],
  ).join('');
