import type { FastifyInstance } from 'fastify';
import { CSV_MAX_BYTES } from '../../domain/desk/catalogue-changes.js';
import {
  exportProductsCsv,
  importProductsCsv,
  parseDeskProductCriteria,
  patchDeskProduct,
  readDeskProduct,
  searchDeskProducts,
} from '../../services/desk/desk-catalogue.js';
import { rawCriteria } from '../criteria-input.js';
import { requireDeskUser } from './desk-auth.js';

/** The desk's catalogue: search, edit one variant, CSV export and import (with dry run). */
export function registerDeskProductRoutes(app: FastifyInstance): void {
  app.post('/search/product', async (request) => {
    requireDeskUser(request);
    return searchDeskProducts(app, parseDeskProductCriteria(rawCriteria(request)));
  });

  app.get<{ Params: { id: string } }>('/product/:id', async (request) => {
    requireDeskUser(request);
    return readDeskProduct(app, request.params.id);
  });

  app.patch<{ Params: { id: string } }>('/product/:id', async (request, reply) => {
    await patchDeskProduct(app, requireDeskUser(request), request.params.id, request.body);
    return reply.code(204).header('Location', `/api/product/${request.params.id}`).send();
  });

  app.get('/_action/desk/product-export', async (request, reply) => {
    requireDeskUser(request);
    const csv = await exportProductsCsv(app);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="products.csv"')
      .send(csv);
  });

  // The CSV travels as a JSON string: room for the largest CSV accepted plus its escaping.
  app.post('/_action/desk/product-import', { bodyLimit: CSV_MAX_BYTES * 2 }, async (request) =>
    importProductsCsv(app, requireDeskUser(request), request.body),
  );
}
