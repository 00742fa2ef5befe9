import { describe, expect, it } from 'vitest';
import { errorEnvelope, StoreApiError, storeApiErrors, violation } from './errors.js';

describe('error envelope', () => {
  it('uses a string status, the HTTP status text as title and [] for empty parameters', () => {
    expect(errorEnvelope({ status: 412, code: 'X', detail: 'd' })).toEqual({
      errors: [
        { status: '412', code: 'X', title: 'Precondition Failed', detail: 'd', meta: { parameters: [] } },
      ],
    });
  });

  it('keeps filled parameters as an object and adds source.pointer', () => {
    const item = errorEnvelope(violation('IS_BLANK_ERROR', '/languageId', 'blank', { '{{ value }}': '""' }))
      .errors[0];
    expect(item).toEqual({
      status: '400',
      code: 'VIOLATION::IS_BLANK_ERROR',
      title: 'Constraint violation error',
      detail: 'blank',
      source: { pointer: '/languageId' },
      meta: { parameters: { '{{ value }}': '""' } },
    });
  });

  it('omits meta for Symfony-style errors with code "0"', () => {
    expect(storeApiErrors.accessKeyMissing().toEnvelope()).toEqual({
      errors: [
        { status: '401', code: '0', title: 'Unauthorized', detail: 'Header "sw-access-key" is required.' },
      ],
    });
  });

  it('takes its HTTP status from the first error and keeps all errors', () => {
    const error = new StoreApiError(
      { status: 400, code: 'A', detail: 'a' },
      { status: 400, code: 'B', detail: 'b', pointer: '/b' },
    );
    expect(error.status).toBe(400);
    expect(error.toEnvelope().errors.map((e) => e.code)).toEqual(['A', 'B']);
  });
});
