// The server's memory budget (issue 19: peak RSS ≤ 300 MB under the bench's 50 connections on 100,000 variants),
// in one place: every cache that holds memory for longer than a request has its bound here, and so has V8's heap.
//
// Where the memory of one process goes (SQLite, 100,000 variants, Node 20; `npm run bench:api -w bench`):
// - ~50 MB the node binary's code and shared libraries (file-backed, shared between processes);
// - ~26 MB live JavaScript heap after the start (module code and sources: Fastify, Kysely, nodemailer, our
//   modules), ~35 MB under load;
// - V8's young generation: two semi-spaces of SEMI_SPACE_MB that every allocation passes through (32 MB,
//   resident once used);
// - the old generation's garbage between two full collections: V8 lets the old generation grow to a multiple
//   of its live size before it collects again, up to 4× by default (~110 MB of garbage under the bench's
//   /context load); HEAP_GROWING_PERCENT holds it to 2×;
// - malloc'd memory of SQLite (page cache, prepared statements), zlib and Node's buffers: 20–55 MB;
// - the caches below, each bounded in bytes.
// Node and V8 options apply only at the process's start: `npm start` and the bench pass SERVER_NODE_ARGS (a
// test checks that package.json's start script carries exactly these).

/** The response cache of catalogue answers (listing, detail), MB of kept bodies and keys (RESPONSE_CACHE_MB). */
export const DEFAULT_RESPONSE_CACHE_MB = 64;

/**
 * The catalogue memo of cart calculations (the products' stock columns, ~100 bytes a product), MB of its
 * entries' JSON text.
 */
export const CATALOGUE_MEMO_MB = 1;

/**
 * The reference memo beside it (the products but their stock, with their JSON: a few KB each; shipping methods
 * with their prices, countries, payment methods: a few entries per language and method; kept across enquiries),
 * MB of its entries' JSON text (as objects they take more heap than as text).
 */
export const REFERENCE_MEMO_MB = 8;

/**
 * One semi-space of V8's young generation, MB (Node's default on 64 bits, 32 MB resident once used). 8 MB saved
 * 16 MB of peak RSS but cost add-to-cart ~10% more server CPU per request in A/B runs (twice the young
 * collections); cached reads did not change. Kept explicit so that it stays a decision.
 */
export const SEMI_SPACE_MB = 16;

/**
 * How far V8 lets the old generation grow past what the last full collection left alive, percent (V8's
 * --heap-growing-percent; by default it picks 10–300% from its own speed measurements).
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * V8's old generation, MB: a ceiling, ~10× the live heap under load (a start that re-applies the seed to 100,000
 * variants holds 105–180 MB of heap for a moment). Above it the process stops with an out-of-memory error instead of growing
 * without bound.
 */
export const OLD_SPACE_MB = 384;

/** The node options of a server process (before `--import tsx src/cli.ts`). */
export const SERVER_NODE_ARGS: readonly string[] = [
  `--max-semi-space-size=${SEMI_SPACE_MB}`,
  `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
  `--max-old-space-size=${OLD_SPACE_MB}`,
];

/** MB → bytes. */
export const megabytes = (mb: number): number => mb * 1024 * 1024;
