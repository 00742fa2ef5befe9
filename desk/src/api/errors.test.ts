import { actionErrorMessage, DeskApiError, loginErrorMessage, retryAfterSeconds } from './errors';

describe('errors in words', () => {
  it('never tells which of email and password was wrong', () => {
    expect(loginErrorMessage(new DeskApiError(401, [{ code: '6' }], null))).toEqual({
      key: 'login.wrongCredentials',
    });
    expect(loginErrorMessage(new DeskApiError(400, [{ code: '6' }], null))).toEqual({
      key: 'login.wrongCredentials',
    });
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toEqual({ key: 'errors.network' });
    expect(loginErrorMessage(new DeskApiError(500, [], null))).toEqual({ key: 'errors.generic' });
  });

  it("names a throttle's wait from Retry-After or the envelope", () => {
    expect(retryAfterSeconds('12', [])).toBe(12);
    expect(retryAfterSeconds(null, [{ meta: { parameters: { seconds: 4.2 } } }])).toBe(5);
    expect(retryAfterSeconds(null, [])).toBeNull();
    expect(loginErrorMessage(new DeskApiError(429, [], null, 7))).toEqual({
      key: 'errors.throttledSeconds',
      values: { count: 7 },
    });
    expect(loginErrorMessage(new DeskApiError(429, [], null))).toEqual({ key: 'errors.throttled' });
  });

  it('names known codes and statuses of signed-in calls', () => {
    expect(
      actionErrorMessage(new DeskApiError(400, [{ code: 'SYSTEM__ILLEGAL_STATE_TRANSITION' }], null)),
    ).toEqual({
      key: 'errors.illegalTransition',
    });
    expect(actionErrorMessage(new DeskApiError(404, [], null))).toEqual({ key: 'errors.notFound' });
    expect(actionErrorMessage(new DeskApiError(403, [], null))).toEqual({ key: 'errors.forbidden' });
  });
});
