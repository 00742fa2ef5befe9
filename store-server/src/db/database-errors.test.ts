import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isRetryableTransactionError } from './database-errors.js';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('isRetryableTransactionError', () => {
  it('is true for a deadlock and a serialization failure, also wrapped as a cause', () => {
    expect(isRetryableTransactionError(pgError('40P01', 'deadlock detected'))).toBe(true);
    expect(isRetryableTransactionError(pgError('40001', 'could not serialize access'))).toBe(true);
    expect(isRetryableTransactionError(new Error('wrapped', { cause: pgError('40P01') }))).toBe(true);
  });

  it('is false for other errors: a unique violation, a lost connection, a bug', () => {
    expect(isRetryableTransactionError(pgError('23505', 'duplicate key'))).toBe(false);
    expect(isRetryableTransactionError(pgError('57P01', 'terminating connection'))).toBe(false);
    expect(isRetryableTransactionError(new TypeError('x is undefined'))).toBe(false);
    expect(isRetryableTransactionError(undefined)).toBe(false);
    expect(isRetryableTransactionError('40P01')).toBe(false);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises a terminated or refused connection and a pool that found no connection in time', () => {
    expect(
      isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // pg's connect() of several addresses rejects with an AggregateError of the refusals.
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED')], 'connect failed'))).toBe(true);
  });

  it('is false for errors of the query or the data, and for a deadlock (retried, not refused)', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('40P01', 'deadlock detected'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('SQLITE_BUSY', 'database is locked'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection refused by the SMTP server'))).toBe(false);
  });
});
