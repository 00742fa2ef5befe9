import { findCart } from '../db/repositories/cart-repository.js';
import {
  findAddressCountryId,
  findContextKlarnaSession,
  findCountryIso,
  listKlarnaPaymentMethods,
  saveContextKlarnaSession,
} from '../db/repositories/klarna-repository.js';
import { findCustomer } from '../db/repositories/customer-repository.js';
import { calculateCart } from '../domain/cart/calculate-cart.js';
import { parseStoredItems } from '../domain/cart/cart-operations.js';
import { orderErrors } from '../domain/order/order-errors.js';
import { KLARNA_HANDLER, type KlarnaCategory } from '../domain/payment/klarna-methods.js';
import { loadCartInputs } from './cart.js';
import { cartJson } from '../serializers/cart.js';
import type { StoreContext } from './context.js';
import { klarnaCategoryFor } from '../payment/klarna/categories.js';
import { KlarnaError, type KlarnaCategoryJson, type KlarnaSession } from '../payment/klarna/client.js';
import { klarnaClientFor, klarnaLocale, klarnaSdkUrl } from '../payment/klarna/connection.js';
import { klarnaErrors } from '../payment/klarna/errors.js';
import {
  klarnaOrderBody,
  klarnaOrderLines,
  type KlarnaOrderBody,
  type PricedJson,
  type PricedLineJson,
} from '../payment/klarna/order-lines.js';
import type { KlarnaShop } from './shop.js';

// POST /store-api/klarna/session/start: a Klarna Payments session for the context's cart, created once and
// updated on every later start; the session id stays on the server with the context token.

export interface KlarnaSessionJson {
  client_token: string;
  payment_method_categories: KlarnaCategoryJson[];
  /** For each Klarna payment method id: the category to load and authorize, or null (not offered). */
  categoryByPaymentMethodId: Record<string, string | null>;
  sdkUrl: string;
  sandbox: boolean;
  apiAlias: 'klarna_session';
}

async function purchaseCountry(app: KlarnaShop, context: StoreContext): Promise<string> {
  const customerId = context.session?.customer_id;
  const customer = customerId ? await findCustomer(app.db, context.salesChannel.id, customerId) : undefined;
  const addressId = context.payload.billingAddressId ?? customer?.default_billing_address_id;
  const countryId =
    (addressId ? await findAddressCountryId(app.db, addressId) : undefined) ??
    context.salesChannel.country_id;
  return (await findCountryIso(app.db, countryId)) ?? 'DE';
}

/** The Klarna body of the context's current cart (recalculated), or CHECKOUT__CART_EMPTY. */
async function cartBody(app: KlarnaShop, context: StoreContext, origin: string): Promise<KlarnaOrderBody> {
  const items = parseStoredItems((await findCart(app.db, context.token))?.line_items);
  if (items.length === 0) throw orderErrors.cartEmpty();
  const inputs = await loadCartInputs({ db: app.db, store: context, origin }, items);
  const cart = calculateCart(items, inputs.products, inputs.shipping, app.now());
  if (cart.lines.length === 0) throw orderErrors.cartEmpty();
  const json = cartJson(context.token, cart, inputs) as {
    lineItems: PricedLineJson[];
    deliveries: { shippingCosts: PricedJson; shippingMethod: { name: string } | null }[];
  };
  const delivery = json.deliveries[0];
  const shipping = delivery
    ? { name: delivery.shippingMethod?.name ?? 'Shipping', price: delivery.shippingCosts }
    : null;
  return klarnaOrderBody(
    {
      locale: klarnaLocale(context.languageId),
      country: await purchaseCountry(app, context),
      currency: 'EUR',
    },
    klarnaOrderLines(json.lineItems, shipping),
  );
}

async function createOrUpdate(
  app: KlarnaShop,
  existing: string | undefined,
  body: KlarnaOrderBody,
): Promise<KlarnaSession> {
  const client = klarnaClientFor(app);
  if (existing) {
    try {
      await client.updateSession(existing, body);
      const read = await client.readSession(existing);
      return { ...read, session_id: existing };
    } catch (error) {
      // An expired or unknown session (Klarna keeps them 48 h) is replaced by a new one.
      if (!(error instanceof KlarnaError && error.status >= 400 && error.status < 500)) throw error;
    }
  }
  return client.createSession(body);
}

export async function startKlarnaSession(
  app: KlarnaShop,
  context: StoreContext,
  origin: string,
): Promise<KlarnaSessionJson> {
  if (!app.klarna.available) throw klarnaErrors.notOffered();
  const body = await cartBody(app, context, origin);
  let session: KlarnaSession;
  try {
    session = await createOrUpdate(app, await findContextKlarnaSession(app.db, context.token), body);
  } catch (error) {
    if (error instanceof KlarnaError) throw klarnaErrors.sessionFailed(error.message);
    throw error;
  }
  await saveContextKlarnaSession(app.db, context.token, session.session_id, app.now().toISOString());
  const identifiers = session.payment_method_categories.map((category) => category.identifier);
  const methods = await listKlarnaPaymentMethods(app.db, KLARNA_HANDLER);
  const categoryByPaymentMethodId = Object.fromEntries(
    methods.map((method) => {
      const own = (JSON.parse(method.custom_fields ?? '{}') as { klarnaCategory?: KlarnaCategory })
        .klarnaCategory;
      return [method.id, own ? klarnaCategoryFor(own, identifiers) : null];
    }),
  );
  return {
    client_token: session.client_token,
    payment_method_categories: session.payment_method_categories,
    categoryByPaymentMethodId,
    sdkUrl: klarnaSdkUrl(app, origin),
    sandbox: app.klarna.sandbox,
    apiAlias: 'klarna_session',
  };
}
