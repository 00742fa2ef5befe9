import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeApiErrors } from '../domain/errors.js';
import { renderDocument } from '../seed/catalogue/documents.js';
import { renderMedia } from '../seed/catalogue/media.js';

// The catalogue's files: generated SVG pictures under /media/<folder>/<file>.svg, the documents as PDF
// downloads under /media/documents/<file>.pdf, and the favicon the host page links.

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#243b53"/><path d="M6 21 16 24 26 16 16 13Z" fill="#9fb3c8"/><path d="M6 21v3l10 3v-3ZM16 24v3l10-8v-3Z" fill="#627d98"/></svg>`;
const ONE_DAY = 'public, max-age=86400';

const notFound = (request: FastifyRequest) =>
  storeApiErrors.routeNotFound(request.method, request.url.split('?')[0] ?? '/');

export async function mediaPlugin(app: FastifyInstance): Promise<void> {
  app.get('/favicon.svg', async (_request, reply) =>
    reply.header('Cache-Control', ONE_DAY).type('image/svg+xml').send(FAVICON),
  );

  app.get(
    '/media/documents/:file',
    async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      const pdf = await renderDocument(request.params.file);
      if (!pdf) throw notFound(request);
      return reply
        .header('Cache-Control', ONE_DAY)
        .header('Content-Disposition', `attachment; filename="${request.params.file}"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    '/media/:folder/:file',
    async (request: FastifyRequest<{ Params: { folder: string; file: string } }>, reply: FastifyReply) => {
      const svg = renderMedia(`media/${request.params.folder}/${request.params.file}`);
      if (svg === null) throw notFound(request);
      return reply.header('Cache-Control', ONE_DAY).type('image/svg+xml').send(svg);
    },
  );
}
