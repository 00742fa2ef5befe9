import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  paymentMethodDefinition,
  searchPaymentMethods,
  searchShippingMethods,
  shippingMethodDefinition,
  type ShippingMethodWithDeliveryTime,
} from '../db/repositories/method-repository.js';
import { applyIncludes } from '../domain/criteria/includes.js';
import { storeApiErrors } from '../domain/errors.js';
import { requestCriteria } from './criteria-input.js';
import { serializePaymentMethod, serializeShippingMethod } from './serializers/context-entities.js';
import { entitySearchResult } from './serializers/search-result.js';

// GET|POST /payment-method and /shipping-method. `onlyAvailable` is accepted: no availability rules exist
// in this shop yet, so every active method is available.

function serializeDeliveryTime(row: ShippingMethodWithDeliveryTime) {
  return {
    id: row.delivery_time_id,
    name: row.delivery_name,
    min: row.delivery_min,
    max: row.delivery_max,
    unit: row.delivery_unit,
    customFields: null,
    createdAt: row.delivery_created_at,
    updatedAt: null,
    translated: { name: row.delivery_name, customFields: {} },
    apiAlias: 'delivery_time' as const,
  };
}

export function registerMethodRoutes(app: FastifyInstance): void {
  const paymentMethods = async (request: FastifyRequest) => {
    const context = request.storeContext;
    if (!context) throw storeApiErrors.internal();
    const criteria = requestCriteria(request, paymentMethodDefinition);
    const page = await searchPaymentMethods(app.db, context.chain, criteria);
    const elements = page.rows.map(serializePaymentMethod);
    const result = entitySearchResult('payment_method', criteria, elements, page.total);
    return applyIncludes(result, criteria.includes, criteria.excludes);
  };
  app.get('/payment-method', paymentMethods);
  app.post('/payment-method', paymentMethods);

  const shippingMethods = async (request: FastifyRequest) => {
    const context = request.storeContext;
    if (!context) throw storeApiErrors.internal();
    const criteria = requestCriteria(request, shippingMethodDefinition);
    const page = await searchShippingMethods(app.db, context.chain, criteria);
    const withDeliveryTime = criteria.associations.deliveryTime !== undefined;
    const elements = page.rows.map((row) => ({
      ...serializeShippingMethod(row),
      ...(withDeliveryTime ? { deliveryTime: serializeDeliveryTime(row) } : {}),
    }));
    const result = entitySearchResult('shipping_method', criteria, elements, page.total);
    return applyIncludes(result, criteria.includes, criteria.excludes);
  };
  app.get('/shipping-method', shippingMethods);
  app.post('/shipping-method', shippingMethods);
}
