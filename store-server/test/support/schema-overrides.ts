// Where the official Store API schema (Shopware 6.7.13, @shopware/api-client) is known to disagree with what
// Shopware really sends, these small, named overrides adjust the schema before validation. Nothing else.

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * nullableOptionalProperties: Shopware serialises every field of an entity, unset ones and unloaded
 * associations as `null` (e.g. `customFields: null`, `media: null`, `parentId: null` of a root category),
 * but the schema declares optional properties without `null`. Required properties stay non-nullable.
 */
function nullableOptionalProperties(schema: unknown): void {
  if (Array.isArray(schema)) {
    schema.forEach(nullableOptionalProperties);
    return;
  }
  if (!isObject(schema)) return;
  const properties = schema.properties;
  if (isObject(properties) && Object.values(properties).every(isObject)) {
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    for (const [name, property] of Object.entries(properties)) {
      nullableOptionalProperties(property);
      if (!required.includes(name)) properties[name] = { anyOf: [property, { type: 'null' }] };
    }
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'properties') nullableOptionalProperties(value);
  }
}

/**
 * aggregationsAreAnObject: search results declare `aggregations` as an array (EntitySearchResult) or as an
 * object (e.g. POST /shipping-method); Shopware's StructEncoder sends an object keyed by aggregation name,
 * and `[]` when there are none. Every `aggregations` property accepts both.
 */
function aggregationsAreAnObject(schema: unknown): void {
  if (Array.isArray(schema)) schema.forEach(aggregationsAreAnObject);
  if (!isObject(schema)) return;
  if (isObject(schema.properties) && isObject(schema.properties.aggregations)) {
    schema.properties.aggregations = { anyOf: [{ type: 'array' }, { type: 'object' }] };
  }
  Object.values(schema).forEach(aggregationsAreAnObject);
}

/**
 * countryAddressFormatIsAList: Country.addressFormat is declared as an object, but since 6.5 Shopware
 * stores and sends it as a list of lines, each a list of snippet keys.
 */
function countryAddressFormatIsAList(components: JsonObject): void {
  const country = (components.schemas as JsonObject).Country as JsonObject;
  const addressFormat = { type: 'array', items: { type: 'array', items: { type: 'string' } } };
  (country.properties as JsonObject).addressFormat = addressFormat;
}

/**
 * propertyGroupOptionHasNoOptionField: PropertyGroupOption lists `option` as required, a field the entity
 * does not have (it belongs to the line-item payload's `options: [{group, option}]`); Shopware never sends
 * it on a property_group_option.
 */
function propertyGroupOptionHasNoOptionField(components: JsonObject): void {
  const option = (components.schemas as JsonObject).PropertyGroupOption as JsonObject;
  option.required = (option.required as string[]).filter((name) => name !== 'option');
}

/**
 * cartErrorsMayBeAList: Cart.errors says `type: object` and, at once, `anyOf: [array, object]`; Shopware's
 * ErrorCollection encodes as an object keyed by error, and as `[]` when empty. The contradictory `type` goes.
 */
function cartErrorsMayBeAList(components: JsonObject): void {
  const cart = (components.schemas as JsonObject).Cart as JsonObject;
  delete ((cart.properties as JsonObject).errors as JsonObject).type;
}

/**
 * cartDeliveryInformationMeasuresAreNumbers: CartDeliveryInformation declares weight, width, height and length
 * as integers; Shopware's DeliveryInformation holds them as floats (a sheet weighs 2.35 kg).
 */
function cartDeliveryInformationMeasuresAreNumbers(components: JsonObject): void {
  const information = (components.schemas as JsonObject).CartDeliveryInformation as JsonObject;
  const properties = information.properties as JsonObject;
  for (const name of ['weight', 'width', 'height', 'length']) properties[name] = { type: 'number' };
}

/**
 * lineItemPayloadIsNotAProduct: LineItem.payload points at the JSON:API product resource (requiring `type`,
 * `id`, `name`…); Shopware sends the product line item's payload array (productNumber, options, stock…).
 */
function lineItemPayloadIsNotAProduct(components: JsonObject): void {
  const lineItem = (components.schemas as JsonObject).LineItem as JsonObject;
  (lineItem.properties as JsonObject).payload = { type: 'object' };
}

/**
 * accountResponsesWithoutSchema: some account responses are declared without a body schema. Shopware answers
 * register-confirm with the confirmed Customer (CustomerResponse), and its errors (404 no hash / unknown hash,
 * 412 already confirmed, 410 expired recovery hash, 400 on deleting a default address) with the error envelope.
 */
function accountResponsesWithoutSchema(paths: JsonObject): void {
  const json = (ref: string) => ({ content: { 'application/json': { schema: { $ref: ref } } } });
  const failure = json('#/components/schemas/failure');
  const responses = (path: string, method: string) =>
    ((paths[path] as JsonObject)[method] as JsonObject).responses as JsonObject;
  const confirm = responses('/account/register-confirm', 'post');
  confirm['200'] = json('#/components/schemas/Customer');
  confirm['404'] = failure;
  confirm['412'] = failure;
  responses('/account/recovery-password-confirm', 'post')['410'] = failure;
  responses('/account/address/{addressId}', 'delete')['400'] = failure;
}

/**
 * breadthResponsesWithoutSchema (issue 18): POST /contact-form declares its 200 without a body; Shopware sends
 * ContactFormRouteResponse `{individualSuccessMessage, apiAlias:"contact_form_result"}`. /handle-payment's
 * `redirectUrl` is a required string, but Shopware sends null for synchronous payment methods. The document and
 * download routes answer their 404s with the error envelope. WishlistLoadRouteResponse declares `products` a
 * ProductListingResult, but LoadWishlistRoute answers the product repository's EntitySearchResult.
 */
function breadthResponsesWithoutSchema(paths: JsonObject): void {
  const responses = (path: string, method: string) =>
    ((paths[path] as JsonObject)[method] as JsonObject).responses as JsonObject;
  const failure = { content: { 'application/json': { schema: { $ref: '#/components/schemas/failure' } } } };
  responses('/contact-form', 'post')['200'] = {
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['individualSuccessMessage', 'apiAlias'],
          properties: {
            individualSuccessMessage: { type: 'string' },
            apiAlias: { type: 'string', const: 'contact_form_result' },
          },
        },
      },
    },
  };
  for (const method of ['get', 'post']) {
    const ok = responses('/handle-payment', method)['200'] as JsonObject;
    const schema = ((ok.content as JsonObject)['application/json'] as JsonObject).schema as JsonObject;
    (schema.properties as JsonObject).redirectUrl = { type: ['string', 'null'] };
    responses('/document/download/{documentId}/{deepLinkCode}', method)['404'] = failure;
  }
}

function wishlistProductsAreASearchResult(components: JsonObject): void {
  const wishlist = (components.schemas as JsonObject).WishlistLoadRouteResponse as JsonObject;
  (wishlist.properties as JsonObject).products = {
    allOf: [
      { $ref: '#/components/schemas/EntitySearchResult' },
      {
        type: 'object',
        properties: { elements: { type: 'array', items: { $ref: '#/components/schemas/Product' } } },
      },
    ],
  };
}

/**
 * orderPriceTaxesAreLists: the order's and delivery's `shippingCosts` (and the other calculated prices of the
 * Order* schemas) declare `calculatedTaxes` and `taxRules` as objects; Shopware's CalculatedTaxCollection and
 * TaxRuleCollection encode as lists, exactly as in the cart's CalculatedPrice.
 */
function orderPriceTaxesAreLists(components: JsonObject): void {
  const schemas = components.schemas as JsonObject;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    if (!isObject(value)) return;
    if (isObject(value.properties)) {
      for (const name of ['calculatedTaxes', 'taxRules']) {
        const property = value.properties[name];
        if (isObject(property) && property.type === 'object') value.properties[name] = { type: 'array' };
      }
    }
    Object.values(value).forEach(visit);
  };
  for (const name of ['Order', 'OrderDelivery', 'OrderTransaction', 'OrderLineItem']) visit(schemas[name]);
}

/**
 * orderLineItemPayloadIsTheCartPayload: OrderLineItem.payload declares `options` as PropertyGroupOption
 * entities; Shopware copies the cart line's payload, whose options are `[{group, option}]` strings.
 */
function orderLineItemPayloadIsTheCartPayload(components: JsonObject): void {
  const lineItem = (components.schemas as JsonObject).OrderLineItem as JsonObject;
  (lineItem.properties as JsonObject).payload = { type: 'object' };
}

/**
 * klarnaSessionStartIsOurExtension: POST /klarna/session/start is this server's own route (Klarna Payments'
 * client_token for the JS SDK), not part of Shopware's schema; its answer and errors are declared here.
 */
function klarnaSessionStartIsOurExtension(paths: JsonObject): void {
  const failure = { content: { 'application/json': { schema: { $ref: '#/components/schemas/failure' } } } };
  const category = {
    type: 'object',
    required: ['identifier', 'name', 'asset_urls'],
    properties: {
      identifier: { type: 'string' },
      name: { type: 'string' },
      asset_urls: { type: 'object' },
    },
  };
  const session = {
    type: 'object',
    additionalProperties: false,
    required: [
      'client_token',
      'payment_method_categories',
      'categoryByPaymentMethodId',
      'sdkUrl',
      'sandbox',
      'apiAlias',
    ],
    properties: {
      client_token: { type: 'string', minLength: 1 },
      payment_method_categories: { type: 'array', items: category },
      categoryByPaymentMethodId: {
        type: 'object',
        additionalProperties: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
      sdkUrl: { type: 'string', format: 'uri' },
      sandbox: { type: 'boolean' },
      apiAlias: { const: 'klarna_session' },
    },
  };
  paths['/klarna/session/start'] = {
    post: {
      responses: {
        '200': { content: { 'application/json': { schema: session } } },
        '400': failure,
        '502': failure,
      },
    },
  };
}

/**
 * offerRoutesAreOurExtension: POST /order/offer/accept and /order/offer/decline (issue 20) are this server's own
 * routes (Shopware has no offers); their answer `{orderId, offer, stateMachineState}` and errors are declared here.
 */
function offerRoutesAreOurExtension(paths: JsonObject): void {
  const failure = { content: { 'application/json': { schema: { $ref: '#/components/schemas/failure' } } } };
  const money = { type: 'number' };
  const offer = {
    type: 'object',
    required: ['id', 'orderId', 'state', 'lines', 'subtotal', 'discount', 'total', 'currencyIsoCode'],
    properties: {
      id: { type: 'string', pattern: '^[0-9a-f]{32}$' },
      orderId: { type: 'string', pattern: '^[0-9a-f]{32}$' },
      state: { enum: ['pending', 'accepted', 'declined', 'expired', 'superseded'] },
      lines: {
        type: 'array',
        items: {
          type: 'object',
          required: ['lineItemId', 'label', 'quantity', 'listUnitPrice', 'unitPrice', 'totalPrice'],
          properties: {
            quantity: { type: 'integer' },
            listUnitPrice: money,
            unitPrice: money,
            totalPrice: money,
          },
        },
      },
      subtotal: money,
      total: money,
      deliveryDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      validUntil: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      apiAlias: { const: 'plastics_order_offer' },
    },
  };
  const decision = {
    type: 'object',
    additionalProperties: false,
    required: ['orderId', 'offer', 'stateMachineState'],
    properties: {
      orderId: { type: 'string', pattern: '^[0-9a-f]{32}$' },
      offer,
      stateMachineState: { $ref: '#/components/schemas/StateMachineState' },
    },
  };
  for (const route of ['/order/offer/accept', '/order/offer/decline'])
    paths[route] = {
      post: {
        responses: {
          '200': { content: { 'application/json': { schema: decision } } },
          '400': failure,
          '403': failure,
          '404': failure,
        },
      },
    };
}

/**
 * idFormatsArePatterns: a few properties (calculatedCheapestPrice.variantId and the like) carry their id regex
 * in `format` (`"format": "^[0-9a-f]{32}$"`) or an empty `format: ""`; JSON Schema has no such formats, so ajv
 * ignored them with a warning per compile. A regex format becomes the `pattern` it means (the ids are checked
 * after all); an empty one is dropped.
 */
function idFormatsArePatterns(schema: unknown): void {
  if (Array.isArray(schema)) schema.forEach(idFormatsArePatterns);
  if (!isObject(schema)) return;
  if (typeof schema.format === 'string' && (schema.format === '' || schema.format.startsWith('^'))) {
    if (schema.format !== '') schema.pattern = schema.format;
    delete schema.format;
  }
  Object.values(schema).forEach(idFormatsArePatterns);
}

export function applySchemaOverrides(document: JsonObject): JsonObject {
  const components = document.components as JsonObject;
  idFormatsArePatterns(document);
  klarnaSessionStartIsOurExtension(document.paths as JsonObject);
  offerRoutesAreOurExtension(document.paths as JsonObject);
  orderPriceTaxesAreLists(components);
  orderLineItemPayloadIsTheCartPayload(components);
  accountResponsesWithoutSchema(document.paths as JsonObject);
  breadthResponsesWithoutSchema(document.paths as JsonObject);
  wishlistProductsAreASearchResult(components);
  propertyGroupOptionHasNoOptionField(components);
  cartErrorsMayBeAList(components);
  cartDeliveryInformationMeasuresAreNumbers(components);
  lineItemPayloadIsNotAProduct(components);
  aggregationsAreAnObject(components);
  aggregationsAreAnObject(document.paths);
  countryAddressFormatIsAList(components);
  nullableOptionalProperties(components.schemas);
  nullableOptionalProperties(document.paths);
  nullableOptionalProperties(components.responses);
  return document;
}

/**
 * withoutRequiredProperties: a request with `includes` (or `excludes`) gets only the fields it named, so
 * `required` cannot hold for its response; types, enums and shapes are still checked.
 */
export function withoutRequiredProperties(schema: unknown): JsonObject {
  const strip = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(strip);
    else if (isObject(value)) {
      if (Array.isArray(value.required) && isObject(value.properties)) delete value.required;
      Object.values(value).forEach(strip);
    }
  };
  strip(schema);
  return schema as JsonObject;
}
