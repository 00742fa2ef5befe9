// gzip for Store API answers. A real Shopware sits behind a web server that compresses JSON; without it a
// listing of 24 products is ~200 KB on the wire (a second at a mobile network's 1.6 Mbit/s). Catalogue answers
// from the response cache are compressed once per cache entry; everything else is compressed per answer,
// asynchronously (zlib's thread pool), when it is large enough for that to pay off.
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoizeText } from '../domain/text-memo.js';

/** Answers smaller than this go as they are: gzip's header and the work cost more than they save. */
export const COMPRESS_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);

/** Compressed once and kept (the response cache): zlib's default level, the smallest answers. */
export const gzipBody = (body: Buffer | string): Promise<Buffer> => gzipAsync(body);

/**
 * Compressed for one answer (a cart, a context): zlib's fastest level. On the JSON of a cart it costs about a
 * third of the default level's CPU for answers a few percent larger (the cart's CPU profile had gzip on top).
 */
const gzipOnce = (body: Buffer | string): Promise<Buffer> =>
  gzipAsync(body, { level: constants.Z_BEST_SPEED });

/**
 * Whether an Accept-Encoding header allows gzip: listed (or `*`) with a q-value above 0, and not refused by
 * a more specific `gzip;q=0`. A client sends the same header with every request: each text is read once.
 */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  return header ? headerAcceptsGzip(header) : false;
}

const headerAcceptsGzip = memoizeText(
  (header) => {
    let gzipQ: number | undefined;
    let anyQ: number | undefined;
    for (const part of header.split(',')) {
      const [coding = '', ...params] = part.trim().toLowerCase().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const parsed = qParam === undefined ? 1 : Number(qParam.slice(2));
      const q = Number.isFinite(parsed) ? parsed : 0;
      if (coding.trim() === 'gzip' || coding.trim() === 'x-gzip') gzipQ = q;
      else if (coding.trim() === '*') anyQ = q;
    }
    return (gzipQ ?? anyQ ?? 0) > 0;
  },
  { maxEntries: 256, maxChars: 256 },
);

/** Adds Accept-Encoding to the reply's Vary header (keeping what is there, e.g. Origin). */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('Vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (values.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return;
  reply.header('Vary', [...values, 'Accept-Encoding'].join(', '));
}

/** Marks the reply as carrying a gzip body (the body itself is the caller's). */
export function markGzipped(reply: FastifyReply): void {
  reply.header('Content-Encoding', 'gzip');
  varyOnAcceptEncoding(reply);
}

/**
 * The onSend step for Store API answers: compresses a string or Buffer body of at least COMPRESS_MIN_BYTES
 * when the client accepts gzip and the body is not encoded already (cached catalogue reads come compressed).
 */
export async function compressStoreApiPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.hasHeader('Content-Encoding')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength;
  if (size < COMPRESS_MIN_BYTES) return payload;
  varyOnAcceptEncoding(reply);
  if (request.method === 'HEAD' || !acceptsGzip(request.headers['accept-encoding'])) return payload;
  const compressed = await gzipOnce(payload);
  reply.header('Content-Encoding', 'gzip');
  reply.removeHeader('Content-Length');
  return compressed;
}
