import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { searchPage, type SearchFields } from '../db/criteria-sql.js';
import { toDefinition } from '../db/repositories/definitions.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import { catalogueContext } from './catalogue-context.js';
import { requestCriteria } from './criteria-input.js';
import { serializeCurrency } from '../serializers/context-entities.js';
import { entitySearchResult } from '../serializers/search-result.js';

// Reference data of the Store API: /currency and /country-state/{countryId} (/media and /cookie-groups are in
// storefront-support-routes.ts).

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
}
