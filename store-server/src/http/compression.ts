// gzip and Brotli for Store API answers. A real Shopware sits behind a web server that compresses JSON; without
// it a listing of 24 products is ~200 KB on the wire (a second at a mobile network's 1.6 Mbit/s). Catalogue
// answers from the response cache are compressed once per cache entry, with gzip and with Brotli (a listing of
// 24 products: 7.6 KB gzip, 4.9 KB Brotli); everything else is gzipped per answer, asynchronously (zlib's thread
// pool), when it is large enough for that to pay off.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { memoizeText } from '../domain/text-memo.js';

/** Answers smaller than this go as they are: gzip's header and the work cost more than they save. */
export const COMPRESS_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);

/** Compressed once and kept (the response cache): zlib's default level, the smallest answers. */
export const gzipBody = (body: Buffer | string): Promise<Buffer> => gzipAsync(body);

const brotliAsync = promisify(brotliCompress);

/**
 * Compressed once and kept (the response cache): Brotli at quality 5, about as fast as gzip's default level
 * (1.4 ms for a listing of 24 products); qualities above 6 cost 7–100× the time for a few percent more.
 */
export const brotliBody = (body: Buffer | string): Promise<Buffer> =>
  brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });

/**
 * Answers up to this size are gzipped on the event loop (gzipSync), larger ones in zlib's thread pool. Handing a
 * small body to the pool costs far more than compressing it: measured on this project's 2-core machine, a 10 KB
 * JSON body took 158 µs of CPU through zlib.gzip and 28 µs through gzipSync (30 KB: 144 vs 59 µs; 200 KB: 789
 * vs 653 µs, where blocking the loop for ~0.65 ms is not worth it). The cart's profile under load had 11% of
 * its CPU in the pool's hand-off.
 */
export const GZIP_ON_LOOP_MAX_BYTES = 64 * 1024;

/**
 * Compressed for one answer (a cart, a context): zlib's fastest level. On the JSON of a cart it costs about a
 * third of the default level's CPU for answers a few percent larger (the cart's CPU profile had gzip on top).
 */
export async function gzipForOneAnswer(body: Buffer | string): Promise<Buffer> {
  const options = { level: constants.Z_BEST_SPEED };
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  return size <= GZIP_ON_LOOP_MAX_BYTES ? gzipSync(body, options) : gzipAsync(body, options);
}

/**
 * Whether an Accept-Encoding header allows gzip: listed (or `*`) with a q-value above 0, and not refused by
 * a more specific `gzip;q=0`. A client sends the same header with every request: each text is read once.
 */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  return header ? headerAcceptsGzip(header) : false;
}

/** The q-values an Accept-Encoding header gives gzip and Brotli (`*` stands for an encoding not listed). */
function encodingQualities(header: string): { gzip: number; br: number } {
  let gzipQ: number | undefined;
  let brQ: number | undefined;
  let anyQ: number | undefined;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const parsed = qParam === undefined ? 1 : Number(qParam.slice(2));
    const q = Number.isFinite(parsed) ? parsed : 0;
    const name = coding.trim();
    if (name === 'gzip' || name === 'x-gzip') gzipQ = q;
    else if (name === 'br') brQ = q;
    else if (name === '*') anyQ = q;
  }
  return { gzip: gzipQ ?? anyQ ?? 0, br: brQ ?? anyQ ?? 0 };
}

const headerAcceptsGzip = memoizeText((header) => encodingQualities(header).gzip > 0, {
  maxEntries: 256,
  maxChars: 256,
});

export type KeptEncoding = 'br' | 'gzip';

/**
 * The encoding of a kept (cached) answer for an Accept-Encoding header: Brotli when the client accepts it at
 * least as much as gzip (every current browser sends `gzip, deflate, br, zstd`), else gzip, else none.
 */
export function keptAnswerEncoding(acceptEncoding: string | string[] | undefined): KeptEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  return header ? headerKeptEncoding(header) : null;
}

const headerKeptEncoding = memoizeText(
  (header): KeptEncoding | null => {
    const q = encodingQualities(header);
    if (q.br > 0 && q.br >= q.gzip) return 'br';
    return q.gzip > 0 ? 'gzip' : null;
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

/** Marks the reply as carrying a body in this encoding (the body itself is the caller's). */
export function markEncoded(reply: FastifyReply, encoding: KeptEncoding): void {
  reply.header('Content-Encoding', encoding);
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
  const compressed = await gzipForOneAnswer(payload);
  reply.header('Content-Encoding', 'gzip');
  reply.removeHeader('Content-Length');
  return compressed;
}
