import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentErrors } from '../domain/content-errors.js';
import { criteriaErrors } from '../domain/criteria/criteria-errors.js';
import { StoreApiError } from '../domain/errors.js';
import { isHexId } from '../domain/ids.js';
import { REQUEST_LIMITS } from '../domain/limits.js';
import { GERMAN_LANGUAGE_ID } from '../constants.js';
import { mediaByIds, productsForPurchaseLimits } from '../services/storefront-support.js';
import { catalogueContext } from './catalogue-context.js';
import { serializeMedia } from '../serializers/catalogue-entities.js';
import { calculatedMaxPurchase } from '../serializers/product.js';

// Store API routes a headless storefront (Shopware's vue-demo-store and its composables) asks for beside the
// catalogue: GET /product/purchase-limit (the quantity limits of products right now), GET /cookie-groups (the
// cookies the shop sets, for a consent banner) and GET /customer-group-registration/config/{id} (the
// registration form of a customer group: this shop has none, so every id is Shopware's 404) and GET|POST /media
// (media entities by id). GET /order/download/{orderId}/{downloadId} is in order-action-routes.ts.

/** The cookies the shop sets: Shopware's technically required group (session, timezone, consent). */
const COOKIE_TEXTS = {
  en: {
    group: 'Technically required',
    description: 'Cookies required for this shop to function:',
    session: 'Session',
    timezone: 'Timezone',
    preferences: 'Cookie preferences',
  },
  de: {
    group: 'Technisch erforderlich',
    description: 'Cookies, die für den Betrieb dieses Shops erforderlich sind:',
    session: 'Sitzung',
    timezone: 'Zeitzone',
    preferences: 'Cookie-Einstellungen',
  },
};

function cookieGroups(languageId: string) {
  const texts = languageId === GERMAN_LANGUAGE_ID ? COOKIE_TEXTS.de : COOKIE_TEXTS.en;
  const elements = [
    {
      isRequired: true,
      name: texts.group,
      description: texts.description,
      entries: [
        { name: texts.session, hidden: false, cookie: 'session-', apiAlias: 'cookie_entry' },
        { name: texts.timezone, hidden: false, cookie: 'timezone', apiAlias: 'cookie_entry' },
        {
          value: '1',
          expiration: 30,
          name: texts.preferences,
          hidden: true,
          cookie: 'cookie-preference',
          apiAlias: 'cookie_entry',
        },
      ],
      apiAlias: 'cookie_group',
    },
  ];
  // Shopware hashes the configuration so that a storefront can ask for consent again when it changes.
  const hash = createHash('md5')
    .update(JSON.stringify(elements.map((group) => group.entries.map((entry) => entry.cookie))))
    .digest('hex');
  return { elements, hash, languageId, apiAlias: 'cookie_groups_hash' };
}

/** `ids` of the body, else `ids[]` (or `ids`) of the query: one value or several. */
function requestIds(request: FastifyRequest, missing: () => StoreApiError): string[] {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  const fromBody =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).ids
      : undefined;
  const raw = fromBody ?? query['ids[]'] ?? query.ids;
  const values = raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
  if (values.length === 0) throw missing();
  if (values.length > REQUEST_LIMITS.listValues)
    throw new StoreApiError(
      criteriaErrors.invalidParameter('/ids', `At most ${REQUEST_LIMITS.listValues} ids are allowed.`, {
        limit: REQUEST_LIMITS.listValues,
      }),
    );
  return values.map((value, index) => {
    const id: string = typeof value === 'string' ? value : JSON.stringify(value);
    const shown = id.slice(0, 100);
    if (!isHexId(id)) throw new StoreApiError(criteriaErrors.invalidUuid(`/ids/${index}`, shown));
    return id;
  });
}

export function registerStorefrontSupportRoutes(app: FastifyInstance): void {
  // Shopware's ProductPurchaseLimitRoute: unknown or invisible products are left out.
  app.get('/product/purchase-limit', async (request) => {
    const ids = [
      ...new Set(
        requestIds(
          request,
          () =>
            new StoreApiError(criteriaErrors.invalidParameter('/ids', 'The parameter "ids" is required.')),
        ),
      ),
    ];
    const rows = await productsForPurchaseLimits(catalogueContext(app, request), ids);
    return rows.map((row) => ({
      productId: row.id,
      minPurchase: row.min_purchase,
      purchaseSteps: row.purchase_steps,
      maxPurchase: calculatedMaxPurchase(row),
      stock: row.stock,
      apiAlias: 'product_purchase_limit',
    }));
  });

  // Shopware's MediaRoute: the media of the given ids (unknown ones are left out), at least one id.
  const media = async (request: FastifyRequest) => {
    const ids = [...new Set(requestIds(request, contentErrors.emptyMediaId))];
    const ctx = catalogueContext(app, request);
    return (await mediaByIds(ctx, ids)).map((row) => serializeMedia(row, ctx.origin));
  };
  app.get('/media', media);
  app.post('/media', media);

  app.get('/cookie-groups', async (request) => {
    const context = catalogueContext(app, request);
    return cookieGroups(context.store.languageId);
  });

  // Shopware's CustomerGroupRegistrationSettingsRoute answers only groups with a registration form.
  app.get(
    '/customer-group-registration/config/:customerGroupId',
    async (request: FastifyRequest<{ Params: { customerGroupId: string } }>) => {
      const { customerGroupId } = request.params;
      throw new StoreApiError({
        status: 404,
        code: 'CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND',
        detail: `Customer group registration for id ${customerGroupId.slice(0, 100)} not found.`,
        parameters: { customerGroupId: customerGroupId.slice(0, 100) },
      });
    },
  );
}
