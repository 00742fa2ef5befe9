// The server's memory budget (issue 19: peak RSS ≤ 300 MB under the bench's 50 connections on 100,000 variants),
// in one place: every cache that holds memory for longer than a request has its bound here, and so has V8's heap.
//
// Where the memory of one process goes (measured on SQLite with 100,000 variants, Node 20):
// - about 50 MB the node binary's code and shared libraries (file-backed, shared between processes);
// - about 26 MB live JavaScript heap after the start (module code and sources, Fastify, Kysely), ~35 MB under load;
// - V8's young generation: two semi-spaces (SEMI_SPACE_MB each) that every allocation passes through;
// - the old generation's garbage between two full collections: V8 lets it grow to a multiple of the live heap
//   before it collects; a smaller OLD_SPACE_MB makes it collect earlier (its growing factor shrinks with it);
// - malloc'd memory of SQLite (page cache, prepared statements), zlib and Node's buffers: 20–40 MB;
// - the caches below, each bounded in bytes.
// Node flags apply only at the process's start: `npm start` and the bench pass SERVER_NODE_ARGS (a test checks
// that package.json's start script carries exactly these).

/** The response cache of catalogue answers (listing, detail), MB of kept bodies and keys (RESPONSE_CACHE_MB). */
export const DEFAULT_RESPONSE_CACHE_MB = 64;

/**
 * The catalogue memo of cart calculations (products with their JSON, shipping matrices, countries), MB of its
 * entries' JSON text; the heap holds about two to three times that as objects.
 */
export const CATALOGUE_MEMO_MB = 8;

/**
 * One semi-space of V8's young generation, MB (Node's default on 64 bits: 16, so 32 MB resident once used).
 * 4 MB collects the young generation more often; each collection is cheaper (a request's objects are few KB).
 */
export const SEMI_SPACE_MB = 4;

/**
 * V8's old generation, MB: the ceiling of the live heap (the process stops with an out-of-memory error above it)
 * and, being small, the reason V8 collects garbage at about 1.3× the live heap instead of up to 4×. The live heap
 * is ~35 MB under load; a start that re-applies the seed to 100,000 variants briefly holds ~180 MB.
 */
export const OLD_SPACE_MB = 256;

/** The node options of a server process (before `--import tsx src/cli.ts`). */
export const SERVER_NODE_ARGS: readonly string[] = [
  `--max-semi-space-size=${SEMI_SPACE_MB}`,
  `--max-old-space-size=${OLD_SPACE_MB}`,
];

/** MB → bytes. */
export const megabytes = (mb: number): number => mb * 1024 * 1024;
