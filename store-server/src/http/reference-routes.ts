import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { GERMAN_LANGUAGE_ID } from '../constants.js';
import { criteriaErrors } from '../domain/criteria/criteria-errors.js';
import { StoreApiError } from '../domain/errors.js';
import { loadMedia } from '../db/repositories/catalogue-loaders.js';
import { searchPage, type SearchFields } from '../db/criteria-sql.js';
import { toDefinition } from '../db/repositories/definitions.js';
import { contentErrors } from '../domain/content-errors.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import { isHexId } from '../domain/ids.js';
import { REQUEST_LIMITS } from '../domain/limits.js';
import { catalogueContext } from './catalogue-context.js';
import { rawCriteria, requestCriteria } from './criteria-input.js';
import { serializeMedia } from '../serializers/catalogue-entities.js';
import { serializeCurrency } from '../serializers/context-entities.js';
import { entitySearchResult } from '../serializers/search-result.js';

// Reference data of the Store API: /currency, /country-state/{countryId}, /media and /cookie-groups.

const currencyFields: SearchFields = {
  id: { type: 'id', expression: sql.ref('c.id') },
  isoCode: { type: 'string', expression: sql.ref('c.iso_code') },
  symbol: { type: 'string', expression: sql.ref('c.symbol') },
  factor: { type: 'number', expression: sql.ref('c.factor') },
  position: { type: 'number', expression: sql.ref('c.position') },
  isSystemDefault: { type: 'boolean', expression: sql.ref('c.is_system_default') },
  name: { type: 'string', expression: sql`coalesce(t.name, f.name, c.iso_code)` },
  shortName: { type: 'string', expression: sql`coalesce(t.short_name, f.short_name, c.iso_code)` },
};
const currencyDefinition = toDefinition('currency', currencyFields, {});

/** Country states: this shop keeps none (an address needs no state in DE, AT, CH), so the list is empty. */
const countryStateFields: SearchFields = {
  id: { type: 'id', expression: sql.ref('id') },
  countryId: { type: 'id', expression: sql.ref('id') },
  shortCode: { type: 'string', expression: sql.ref('id') },
  name: { type: 'string', expression: sql.ref('id') },
  position: { type: 'number', expression: sql.ref('id') },
  active: { type: 'boolean', expression: sql.ref('id') },
};
const countryStateDefinition = toDefinition('country_state', countryStateFields, {});

/** Shopware's default cookie groups (CookieProvider) for a shop that sets only technically required cookies. */
function cookieGroups(german: boolean) {
  const entry = (name: string, cookie: string, extra: Record<string, unknown> = {}) => ({
    name,
    cookie,
    hidden: false,
    ...extra,
    apiAlias: 'cookie_entry',
  });
  return [
    {
      isRequired: true,
      name: german ? 'Technisch erforderlich' : 'Technically required',
      description: german
        ? 'Cookies, die für den Betrieb dieses Shops erforderlich sind:'
        : 'Cookies required for this shop to function:',
      entries: [
        entry(german ? 'Sitzung' : 'Session', 'session-'),
        entry(german ? 'Zeitzone' : 'Timezone', 'timezone'),
        entry(german ? 'Cookie-Einstellungen' : 'Cookie preferences', 'cookie-preference', {
          value: '1',
          expiration: 30,
          hidden: true,
        }),
      ],
      apiAlias: 'cookie_group',
    },
  ];
}

export function registerReferenceRoutes(app: FastifyInstance): void {
  // A plain array (Shopware's CurrencyRoute): the currencies of the sales channel (its default and its domains').
  const currencies = async (request: FastifyRequest) => {
    const ctx = catalogueContext(app, request);
    const criteria = requestCriteria(request, currencyDefinition);
    const channel = ctx.store.salesChannel;
    const query = app.db
      .selectFrom('currency as c')
      .leftJoin('currency_translation as t', (j) =>
        j.onRef('t.currency_id', '=', 'c.id').on('t.language_id', '=', ctx.chain.current),
      )
      .leftJoin('currency_translation as f', (j) =>
        j.onRef('f.currency_id', '=', 'c.id').on('f.language_id', '=', ctx.chain.fallback),
      )
      .selectAll('c')
      .select([
        sql<string>`coalesce(t.short_name, f.short_name, c.iso_code)`.as('short_name'),
        sql<string>`coalesce(t.name, f.name, c.iso_code)`.as('name'),
      ])
      .where((eb) =>
        eb.or([
          eb('c.id', '=', channel.currency_id),
          eb(
            'c.id',
            'in',
            eb
              .selectFrom('sales_channel_domain')
              .select('currency_id')
              .where('sales_channel_id', '=', channel.id),
          ),
        ]),
      );
    const page = await searchPage(query, criteria, currencyFields, [sql.ref('c.position'), sql.ref('c.id')]);
    return applyIncludes(page.rows.map(serializeCurrency), criteria.includes, criteria.excludes);
  };
  app.get('/currency', currencies);
  app.post('/currency', currencies);

  const countryStates = async (request: FastifyRequest<{ Params: { countryId: string } }>) => {
    const criteria = requestCriteria(request, countryStateDefinition);
    return applyIncludes(
      entitySearchResult('country_state', criteria, [], 0),
      criteria.includes,
      criteria.excludes,
    );
  };
  app.get('/country-state/:countryId', countryStates);
  app.post('/country-state/:countryId', countryStates);

  // Shopware's MediaRoute: `ids` (body, or ids[] in the query) → the media in the order found; none → 400.
  const media = async (request: FastifyRequest) => {
    const ctx = catalogueContext(app, request);
    const raw = rawCriteria(request);
    const given = raw.ids ?? raw['ids[]'];
    const list = typeof given === 'string' ? given.split('|') : Array.isArray(given) ? given : [];
    if (list.length === 0) throw contentErrors.emptyMediaId();
    const limit = REQUEST_LIMITS.listValues;
    if (list.length > limit)
      throw new StoreApiError(
        criteriaErrors.invalidParameter('/ids', `The ids may hold at most ${limit} ids.`, { limit }),
      );
    const ids = [...new Set(list.filter(isHexId))];
    const rows = await loadMedia(app.db, ctx.chain, ids);
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [serializeMedia(row, ctx.origin)] : [];
    });
  };
  app.get('/media', media);
  app.post('/media', media);

  app.get('/cookie-groups', async (request: FastifyRequest) => {
    const ctx = catalogueContext(app, request);
    const elements = cookieGroups(ctx.store.languageId === GERMAN_LANGUAGE_ID);
    return {
      elements,
      hash: createHash('md5').update(JSON.stringify(elements)).digest('hex'),
      languageId: ctx.store.languageId,
      apiAlias: 'cookie_groups_hash',
    };
  });
}
