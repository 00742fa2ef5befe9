import type { FastifyInstance } from 'fastify';
import { offerPdf, sendOffer } from '../../services/offers.js';
import { requireDeskUser } from './desk-auth.js';

// The desk's offer routes (this server's extension in the style of Shopware's /api/_action routes):
// POST /api/_action/order/{id}/offer sends an offer (services/offers.ts), GET …/offer/{offerId}/pdf answers its
// PDF for the desk's preview and download. Staff and owners alike.

type OrderParams = { Params: { orderId: string } };
type PdfParams = { Params: { orderId: string; offerId: string } };

export function registerOfferRoutes(app: FastifyInstance): void {
  app.post<OrderParams>('/_action/order/:orderId/offer', async (request) => {
    const offer = await sendOffer(app, requireDeskUser(request), request.params.orderId, request.body);
    return { data: offer };
  });

  app.get<PdfParams>('/_action/order/:orderId/offer/:offerId/pdf', async (request, reply) => {
    requireDeskUser(request);
    const pdf = await offerPdf(app, request.params.orderId, request.params.offerId);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `inline; filename="${pdf.fileName}"`)
      .type('application/pdf')
      .send(pdf.content);
  });
}
