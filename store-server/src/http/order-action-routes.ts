import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GERMAN_LANGUAGE_ID } from '../constants.js';
import { shopOwnerEmail } from '../options.js';
import {
  changeOrderPayment,
  handleSessionPayment,
  orderActionErrors,
  withdrawEnquiry,
} from '../services/order-actions.js';
import { requireCustomer } from '../services/account.js';
import { decideOnOffer, downloadDocument } from '../services/offers.js';
import { storeContextOf } from './store-context.js';
import { rawCriteria } from './criteria-input.js';

// POST /order/state/cancel, POST /order/payment, GET|POST /handle-payment, GET|POST
// /document/download/{documentId}/{deepLinkCode} and GET /order/download/{orderId}/{downloadId}
// (services/order-actions.ts, documents: services/offers.ts), and this server's extension (like Klarna's
// session route; Shopware has no offers): POST /order/offer/accept and /order/offer/decline {orderId}.

type DocumentParams = { Params: { documentId: string; deepLinkCode: string } };
type DownloadParams = { Params: { orderId: string; downloadId: string } };

export function registerOrderActionRoutes(app: FastifyInstance): void {
  const buyerOf = async (request: FastifyRequest) => {
    const { context, customer } = await requireCustomer(app.db, storeContextOf(request), {
      allowGuest: true,
    });
    return { context, buyer: { customerId: customer.id, salesChannelId: context.salesChannel.id } };
  };

  app.post('/order/state/cancel', async (request) => {
    const { context, buyer } = await buyerOf(request);
    const state = await withdrawEnquiry(app.db, buyer, request.body, {
      ownerEmail: shopOwnerEmail(app.serverOptions),
      german: context.languageId === GERMAN_LANGUAGE_ID,
      now: app.now(),
    });
    app.mailDelivery.kick();
    return state;
  });

  app.post('/order/payment', async (request) => {
    const { buyer } = await buyerOf(request);
    await changeOrderPayment(app.db, buyer, request.body);
    return { success: true, apiAlias: 'array_struct' };
  });

  const pay = async (request: FastifyRequest) => {
    const context = storeContextOf(request);
    // Query and body merged, as Shopware's route reads both.
    const answer = await handleSessionPayment(app, context, rawCriteria(request));
    return { ...answer, apiAlias: 'array_struct' };
  };
  app.post('/handle-payment', pay);
  app.get('/handle-payment', pay);

  const offerDecision = (decision: 'accept' | 'decline') => async (request: FastifyRequest) => {
    const { context, buyer } = await buyerOf(request);
    return decideOnOffer(app, buyer, request.body, decision, context.languageId === GERMAN_LANGUAGE_ID);
  };
  app.post('/order/offer/accept', offerDecision('accept'));
  app.post('/order/offer/decline', offerDecision('decline'));

  const documentDownload = async (request: FastifyRequest<DocumentParams>, reply: FastifyReply) => {
    // The order's customer by session, or a guest by the order's email and zipcode in the body (DocumentRoute).
    const document = await downloadDocument(app, storeContextOf(request), request.params, {
      body: request.body,
      ip: request.ip,
    });
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `inline; filename="${document.fileName}"`)
      .type(document.contentType)
      .send(document.content);
  };
  app.post<DocumentParams>('/document/download/:documentId/:deepLinkCode', documentDownload);
  app.get<DocumentParams>('/document/download/:documentId/:deepLinkCode', documentDownload);

  app.get<DownloadParams>('/order/download/:orderId/:downloadId', async (request) => {
    await buyerOf(request);
    throw orderActionErrors.downloadNotFound(request.params.downloadId);
  });
}
