import type {
  CalculatedCart,
  CalculatedLine,
  CartProduct,
  ShippingInput,
} from '../domain/cart/calculate-cart.js';
import { errorsMap } from '../domain/cart/cart-errors.js';
import type { Json } from './catalogue-entities.js';

/** What a cart was calculated with (services/cart.ts loadCartInputs) and its JSON shows beside the lines. */
export interface CartInputs {
  products: Map<string, CartProduct>;
  /** The product JSON of every product in `products` (with options). */
  productJson: Map<string, Json>;
  shipping: ShippingInput;
  shippingMethod: Json | null;
  /** The shipping method the cart was calculated with (chosen, or the first that serves the cart). */
  shippingMethodId: string;
  country: Json | null;
  paymentMethodId: string;
}

// Store API JSON of a calculated cart, as Shopware 6.7 serialises its Cart struct: line items with price,
// price definition, quantity and delivery information and the product payload; one delivery with the
// shipping costs; a transaction over the total; errors as a map keyed by messageKey + id.

const asRecord = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;

/** The line item payload of a product (ProductCartProcessor::enrich); `options` as [{group, option}]. */
function productPayload(product: Json | undefined): Json {
  const options = Array.isArray(product?.options) ? product.options : [];
  return {
    isCloseout: product?.isCloseout ?? false,
    customFields: product?.customFields ?? null,
    createdAt: product?.createdAt ?? null,
    releaseDate: product?.releaseDate ?? null,
    isNew: product?.isNew ?? false,
    markAsTopseller: product?.markAsTopseller ?? false,
    purchasePrices: null,
    productNumber: product?.productNumber ?? '',
    manufacturerId: product?.manufacturerId ?? null,
    taxId: product?.taxId ?? null,
    tagIds: product?.tagIds ?? null,
    categoryIds: product?.categoryTree ?? null,
    propertyIds: product?.propertyIds ?? null,
    optionIds: product?.optionIds ?? null,
    options: options.map((raw) => {
      const option = asRecord(raw);
      return { group: String(asRecord(option?.group)?.name ?? ''), option: String(option?.name ?? '') };
    }),
    streamIds: product?.streamIds ?? null,
    parentId: product?.parentId ?? null,
    stock: product?.stock ?? 0,
  };
}

function lineItemJson(line: CalculatedLine, product: Json | undefined): Json {
  const { item, price } = line;
  const time = line.product.deliveryTime;
  return {
    id: item.id,
    referencedId: item.referencedId,
    label: line.product.name,
    quantity: item.quantity,
    type: 'product',
    good: true,
    description: null,
    cover: asRecord(asRecord(product?.cover)?.media),
    payload: productPayload(product),
    priceDefinition: {
      type: 'quantity',
      price: price.unitPrice,
      quantity: item.quantity,
      taxRules: price.taxRules,
      isCalculated: true,
      listPrice: null,
      regulationPrice: null,
      referencePriceDefinition: null,
      apiAlias: 'cart_price_quantity',
    },
    price,
    quantityInformation: { ...line.quantityInformation, apiAlias: 'cart_quantity_information' },
    deliveryInformation: {
      stock: line.product.stock,
      weight: line.product.weight,
      freeDelivery: false,
      restockTime: line.product.restockTime,
      deliveryTime: time ? { ...time, apiAlias: 'cart_delivery_time' } : null,
      height: product?.height ?? null,
      width: product?.width ?? null,
      length: product?.length ?? null,
      apiAlias: 'cart_delivery_information',
    },
    children: [],
    modified: false,
    removable: true,
    stackable: true,
    states: ['is-physical'],
    uniqueIdentifier: item.id,
    extensions: {},
    apiAlias: 'cart_line_item',
  };
}

export function cartJson(token: string, cart: CalculatedCart, inputs: CartInputs): Json {
  const lineItems = cart.lines.map((line) => lineItemJson(line, inputs.productJson.get(line.product.id)));
  const deliveries = cart.delivery
    ? [
        {
          deliveryDate: { ...cart.delivery.deliveryDate, apiAlias: 'cart_delivery_date' },
          location: {
            country: inputs.country,
            address: null,
            state: null,
            apiAlias: 'cart_delivery_shipping_location',
          },
          positions: cart.lines.map((line, index) => ({
            identifier: line.item.id,
            lineItem: lineItems[index],
            quantity: line.item.quantity,
            price: line.price,
            deliveryDate: line.deliveryDate
              ? { ...line.deliveryDate, apiAlias: 'cart_delivery_date' }
              : { ...cart.delivery?.deliveryDate, apiAlias: 'cart_delivery_date' },
            apiAlias: 'cart_delivery_position',
          })),
          shippingMethod: inputs.shippingMethod,
          shippingCosts: cart.delivery.shippingCosts,
          apiAlias: 'cart_delivery',
        },
      ]
    : [];
  const { totalPrice, calculatedTaxes, taxRules } = cart.price;
  const transactions =
    cart.lines.length > 0
      ? [
          {
            paymentMethodId: inputs.paymentMethodId,
            amount: {
              unitPrice: totalPrice,
              quantity: 1,
              totalPrice,
              calculatedTaxes,
              taxRules,
              referencePrice: null,
              listPrice: null,
              regulationPrice: null,
              apiAlias: 'calculated_price',
            },
            validationStruct: null,
            apiAlias: 'cart_transaction',
          },
        ]
      : [];
  return {
    name: 'sales-channel',
    token,
    price: cart.price,
    lineItems,
    errors: errorsMap(cart.errors),
    deliveries,
    transactions,
    modified: false,
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    source: null,
    apiAlias: 'cart',
  };
}
