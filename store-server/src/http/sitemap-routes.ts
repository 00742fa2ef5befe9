import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentErrors } from '../domain/content-errors.js';
import { sitemapFiles, sitemapXml } from '../services/seo.js';
import { storeContextOf } from './store-context.js';

// GET /sitemap and GET /sitemap/{filePath} (Shopware's SitemapRoute and SitemapFileRoute), from services/seo.ts:
// `sitemap{n}.xml`, or `.xml.gz` gzipped.

const FILE = /^sitemap([1-9]\d{0,4})\.xml(\.gz)?$/;

export function registerSitemapRoutes(app: FastifyInstance): void {
  app.get('/sitemap', (request: FastifyRequest) => sitemapFiles(app, storeContextOf(request)));

  app.get(
    '/sitemap/:filePath',
    async (request: FastifyRequest<{ Params: { filePath: string } }>, reply: FastifyReply) => {
      const store = storeContextOf(request);
      const match = FILE.exec(request.params.filePath);
      if (!match) throw contentErrors.sitemapFileNotFound(request.params.filePath);
      const xml = await sitemapXml(app, store, Number(match[1]) - 1);
      if (xml === null) throw contentErrors.sitemapFileNotFound(request.params.filePath);
      if (match[2]) return reply.type('application/gzip').send(gzipSync(xml));
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  );
}
