import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyIncludes } from '../domain/criteria/includes.js';
import type { CriteriaDefinition } from '../domain/criteria/types.js';
import {
  changePassword,
  changeProfile,
  confirmRegistration,
  logIn,
  logOut,
  readCustomer,
  register,
} from '../services/account-customer.js';
import { requestCriteria } from './criteria-input.js';
import { storeContextOf } from './store-context.js';

// Registration with double opt-in, confirmation, login/logout, the customer, profile and password
// (Shopware's RegisterRoute, RegisterConfirmRoute, LoginRoute, LogoutRoute, CustomerRoute,
// ChangeCustomerProfileRoute, ChangePasswordRoute). Each route calls one use case of services/account-customer.ts
// (which owns the transaction and says why the answers deviate from Shopware where they would reveal an
// account); a new session token it returns goes out in sw-context-token.

const CONTEXT_TOKEN_RESPONSE = { redirectUrl: null, apiAlias: 'array_struct' as const };
const SUCCESS_RESPONSE = { success: true, apiAlias: 'array_struct' as const };

const noFields: CriteriaDefinition['fields'] = {};
const association = (entity: string): CriteriaDefinition => ({ entity, fields: noFields, associations: {} });
/** /account/customer criteria: Shopware's customer associations (NoneFieldsCriteria). */
export const customerDefinition: CriteriaDefinition = {
  entity: 'customer',
  fields: { id: 'id' },
  associations: {
    group: association('customer_group'),
    language: association('language'),
    lastPaymentMethod: association('payment_method'),
    defaultBillingAddress: association('customer_address'),
    activeBillingAddress: association('customer_address'),
    defaultShippingAddress: association('customer_address'),
    activeShippingAddress: association('customer_address'),
    salutation: association('salutation'),
    addresses: association('customer_address'),
    tags: association('tag'),
  },
};

export function registerAccountRoutes(app: FastifyInstance): void {
  app.post('/account/register', async (request) => {
    const { json, token } = await register(app, storeContextOf(request), request.body, request.ip);
    if (token !== undefined) request.contextToken = token;
    return json;
  });

  app.post('/account/register-confirm', async (request) => {
    const { json, token } = await confirmRegistration(app, storeContextOf(request), request.body);
    request.contextToken = token;
    return json;
  });

  app.post('/account/login', async (request) => {
    request.contextToken = await logIn(app, storeContextOf(request), request.body, request.ip);
    return CONTEXT_TOKEN_RESPONSE;
  });

  app.post('/account/logout', async (request) => {
    request.contextToken = await logOut(app, storeContextOf(request));
    return CONTEXT_TOKEN_RESPONSE;
  });

  const readCustomerRoute = async (request: FastifyRequest) => {
    const { criteria, json } = await readCustomer(app, storeContextOf(request), () =>
      requestCriteria(request, customerDefinition),
    );
    return applyIncludes(json, criteria.includes, criteria.excludes);
  };
  app.get('/account/customer', readCustomerRoute);
  app.post('/account/customer', readCustomerRoute);

  app.post('/account/change-profile', async (request) => {
    await changeProfile(app, storeContextOf(request), request.body);
    return SUCCESS_RESPONSE;
  });

  app.post('/account/change-password', async (request) => {
    request.contextToken = await changePassword(app, storeContextOf(request), request.body);
    return CONTEXT_TOKEN_RESPONSE;
  });
}
