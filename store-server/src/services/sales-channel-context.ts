import type { Kysely } from 'kysely';
import { LIVE_VERSION_ID } from '../constants.js';
import { saveContext } from '../db/repositories/context-repository.js';
import { runWriteTransaction } from '../db/write-transaction.js';
import {
  activeMethodExists,
  availablePaymentMethodExists,
  currencyExists,
  loadCurrency,
  loadCustomerGroup,
  loadPaymentMethod,
  loadShippingMethod,
  loadTaxes,
} from '../db/repositories/context-entity-repository.js';
import { findActiveCountry } from '../db/repositories/country-repository.js';
import { findSalesChannelLanguage } from '../db/repositories/language-repository.js';
import type { Database } from '../db/schema.js';
import type { ContextPayload } from '../domain/context-payload.js';
import { StoreApiError, storeApiErrors, violation, type ErrorDescription } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import {
  cashRounding,
  serializeCurrency,
  serializeCustomerGroup,
  serializePaymentMethod,
  serializeSalesChannel,
  serializeShippingMethod,
  serializeTax,
} from '../serializers/context-entities.js';
import { serializeCountry } from '../serializers/system-entities.js';
import { contextCurrencyId, type StoreContext } from './context.js';
import { findOwnedAddress } from '../db/repositories/customer-address-repository.js';
import { contextCustomerJson } from './account.js';
import { keptPerReference } from './catalogue-memo.js';
import type { Shop } from './shop.js';
import { KLARNA_HANDLER } from '../domain/payment/klarna-methods.js';

// The sales channel context (Shopware's ContextRoute and ContextSwitchRoute): GET /context's JSON and the
// validated switch of a session's currency, language, country, addresses and methods.

function missing(what: string): never {
  throw new Error(`The sales channel's ${what} is missing from the database`);
}

/**
 * The seed's rows a context is built from: currency, customer group, payment and shipping method, country,
 * language, taxes. Only the seed writes them, and it raises the revision when it does, so they are kept per
 * reference revision (catalogue-memo.ts) by the ids the context names: GET /context, in every visitor's start-up,
 * reads them once per revision instead of in seven statements per request.
 */
async function contextReferences(shop: Shop, context: StoreContext, currencyId: string) {
  const { salesChannel, payload, chain } = context;
  const paymentMethodId = payload.paymentMethodId ?? salesChannel.payment_method_id;
  const shippingMethodId = payload.shippingMethodId ?? salesChannel.shipping_method_id;
  const countryId = payload.countryId ?? salesChannel.country_id;
  const key = [
    'context-references',
    salesChannel.id,
    chain.current,
    chain.fallback,
    context.languageId,
    currencyId,
    salesChannel.customer_group_id,
    paymentMethodId,
    shippingMethodId,
    countryId,
  ].join('|');
  return keptPerReference(shop, context.referenceRevision, key, async () => {
    const { db } = shop;
    const [currency, customerGroup, paymentMethod, shippingMethod, country, language, taxes] =
      await Promise.all([
        loadCurrency(db, chain, currencyId),
        loadCustomerGroup(db, chain, salesChannel.customer_group_id),
        loadPaymentMethod(db, chain, paymentMethodId),
        loadShippingMethod(db, chain, shippingMethodId),
        findActiveCountry(db, chain, countryId),
        findSalesChannelLanguage(db, salesChannel.id, context.languageId),
        loadTaxes(db),
      ]);
    return { currency, customerGroup, paymentMethod, shippingMethod, country, language, taxes };
  });
}

/** Shopware's SalesChannelContext for GET /context. */
export async function buildSalesChannelContext(shop: Shop, context: StoreContext) {
  const { salesChannel, chain } = context;
  const currencyId = contextCurrencyId(context);
  const { currency, customerGroup, paymentMethod, shippingMethod, country, language, taxes } =
    await contextReferences(shop, context, currencyId);
  if (!currency) missing('currency');
  if (!customerGroup) missing('customer group');
  if (!paymentMethod) missing('payment method');
  if (!shippingMethod) missing('shipping method');
  if (!country) missing('country');
  if (!language) missing('language');
  const group = serializeCustomerGroup(customerGroup);
  const itemRounding = cashRounding(
    currency.item_rounding_decimals,
    currency.item_rounding_interval,
    currency.item_rounding_round_for_net,
  );
  const totalRounding = cashRounding(
    currency.total_rounding_decimals,
    currency.total_rounding_interval,
    currency.total_rounding_round_for_net,
  );
  return {
    token: context.token,
    currentCustomerGroup: group,
    fallbackCustomerGroup: group,
    currency: serializeCurrency(currency),
    salesChannel: serializeSalesChannel(salesChannel),
    measurementSystem: { system: 'metric', units: { length: 'mm', weight: 'kg' } },
    taxRules: taxes.map(serializeTax),
    customer: await contextCustomerJson(shop.db, context),
    paymentMethod: serializePaymentMethod(paymentMethod),
    shippingMethod: serializeShippingMethod(shippingMethod),
    shippingLocation: {
      country: serializeCountry(country, false),
      state: null,
      address: null,
      apiAlias: 'cart_delivery_shipping_location' as const,
    },
    context: {
      versionId: LIVE_VERSION_ID,
      currencyId,
      currencyFactor: currency.factor,
      currencyPrecision: currency.item_rounding_decimals,
      languageIdChain: [...new Set([context.languageId, chain.fallback])],
      scope: 'user',
      source: { type: 'sales-channel' as const, salesChannelId: salesChannel.id },
      taxState: customerGroup.display_gross === 1 ? 'gross' : 'net',
      useCache: true,
    },
    itemRounding,
    totalRounding,
    languageInfo: { name: language.name, localeCode: language.translation_code },
    apiAlias: 'sales_channel_context' as const,
  };
}

const ID_FIELDS = [
  'currencyId',
  'languageId',
  'billingAddressId',
  'shippingAddressId',
  'paymentMethodId',
  'shippingMethodId',
  'countryId',
  'countryStateId',
] as const;
type IdField = (typeof ID_FIELDS)[number];

const ENTITY_OF: Record<IdField, string> = {
  currencyId: 'currency',
  languageId: 'language',
  billingAddressId: 'customer_address',
  shippingAddressId: 'customer_address',
  paymentMethodId: 'payment_method',
  shippingMethodId: 'shipping_method',
  countryId: 'country',
  countryStateId: 'country_state',
};

function doesNotExist(field: IdField, id: string): ErrorDescription {
  return violation(
    'ENTITY_DOES_NOT_EXISTS',
    `/${field}`,
    `The ${ENTITY_OF[field]} entity with id "${id}" does not exist.`,
    { '{{ entity }}': ENTITY_OF[field], '{{ id }}': id },
  );
}

/** What the server offers beyond the database: whether Klarna's payment methods may be chosen. */
export interface ContextSwitchOffer {
  klarna: boolean;
}

async function exists(
  db: Kysely<Database>,
  context: StoreContext,
  field: IdField,
  id: string,
  offer: ContextSwitchOffer,
): Promise<boolean> {
  switch (field) {
    case 'languageId':
      return context.availableLanguageIds.includes(id);
    case 'countryId':
      return (await findActiveCountry(db, context.chain, id)) !== undefined;
    case 'currencyId':
      return currencyExists(db, id);
    case 'paymentMethodId':
      // A payment that is not offered (Klarna without credentials or sandbox) is refused like one that is not
      // assigned to the sales channel.
      return availablePaymentMethodExists(db, id, offer.klarna ? undefined : KLARNA_HANDLER);
    case 'shippingMethodId':
      return activeMethodExists(db, 'shipping_method', id);
    case 'billingAddressId':
    case 'shippingAddressId': {
      // Scoped to the logged-in customer: another customer's address answers like a missing one.
      const customerId = context.session?.customer_id;
      return customerId != null && (await findOwnedAddress(db, customerId, id)) !== undefined;
    }
    default:
      // Country states do not exist in this shop (yet).
      return false;
  }
}

/** Validates a PATCH /context body like Shopware's ContextSwitchRoute: type check, then existence. */
async function validateContextSwitch(
  db: Kysely<Database>,
  context: StoreContext,
  body: unknown,
  offer: ContextSwitchOffer,
): Promise<ContextPayload> {
  const input =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const typeErrors: ErrorDescription[] = [];
  for (const field of ID_FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      typeErrors.push(
        violation('INVALID_TYPE_ERROR', `/${field}`, 'This value should be of type string.', {
          '{{ type }}': 'string',
        }),
      );
    }
  }
  if (typeErrors[0]) throw new StoreApiError(typeErrors[0], ...typeErrors.slice(1));
  const given = ID_FIELDS.filter((field) => typeof input[field] === 'string');
  if (
    (given.includes('billingAddressId') || given.includes('shippingAddressId')) &&
    context.session?.customer_id == null
  ) {
    throw storeApiErrors.customerNotLoggedIn();
  }
  const errors: ErrorDescription[] = [];
  const changes: ContextPayload = {};
  for (const field of given) {
    const id = input[field] as string;
    if (!isHexId(id) || !(await exists(db, context, field, id, offer))) {
      errors.push(doesNotExist(field, id));
      continue;
    }
    if (
      field === 'languageId' ||
      field === 'countryId' ||
      field === 'currencyId' ||
      field === 'paymentMethodId' ||
      field === 'shippingMethodId' ||
      field === 'billingAddressId' ||
      field === 'shippingAddressId'
    ) {
      changes[field] = id;
    }
  }
  if (errors[0]) throw new StoreApiError(errors[0], ...errors.slice(1));
  return changes;
}

/**
 * PATCH /context: validates the switch and saves it into the session, in one transaction (on SQLite sharing a
 * commit, write-transaction.ts). The token stays the same (ContextTokenResponse).
 */
export async function switchContext(
  shop: Shop,
  context: StoreContext,
  body: unknown,
  offer: ContextSwitchOffer,
): Promise<void> {
  await runWriteTransaction(shop.db, shop.serverOptions.database.kind, async (trx) => {
    const changes = await validateContextSwitch(trx, context, body, offer);
    await saveContext(trx, {
      token: context.token,
      sales_channel_id: context.salesChannel.id,
      customer_id: context.session?.customer_id ?? null,
      payload: JSON.stringify({ ...context.payload, ...changes }),
      updated_at: shop.now().toISOString(),
    });
  });
}
