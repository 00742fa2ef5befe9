// How a database error should be answered: some say "try again" rather than "bug". PostgreSQL names them by
// SQLSTATE (error.code); the pg driver's own connection errors carry a Node code or only a message.

/** SQLSTATEs of a transaction that PostgreSQL aborted to let another one go on: running it again succeeds. */
const RETRYABLE_TRANSACTION_STATES = new Set([
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);

/** SQLSTATEs and Node codes of a database that cannot be reached or dropped the connection. */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, or the server shuts down
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or shutting down
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg and pg-pool throw, with no code, when a connection breaks, is broken, or cannot be had in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** The error and the errors it wraps (`cause`, AggregateError's `errors`), at most a few levels deep. */
function* errorChain(error: unknown, depth = 0): Generator<unknown> {
  if (error === null || error === undefined || depth > 4) return;
  yield error;
  if (typeof error !== 'object') return;
  yield* errorChain((error as { cause?: unknown }).cause, depth + 1);
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner)) for (const each of inner) yield* errorChain(each, depth + 1);
}

/** A deadlock or serialization failure: the transaction was rolled back and may simply run again. */
export function isRetryableTransactionError(error: unknown): boolean {
  for (const each of errorChain(error)) {
    const code = codeOf(each);
    if (code !== undefined && RETRYABLE_TRANSACTION_STATES.has(code)) return true;
  }
  return false;
}

/**
 * The database is not reachable at the moment (connection refused, lost, terminated by the server, no
 * connection to be had in time; SQLSTATE class 08 connection_exception): a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const each of errorChain(error)) {
    const code = codeOf(each);
    if (code !== undefined && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    const message = each instanceof Error ? each.message : '';
    if (UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
  }
  return false;
}
