import { apiError } from '../errors.js';

// The Admin API's errors as Shopware answers them: league/oauth2-server's OAuthServerException codes for the
// token route and the bearer check (code = league's numeric code as a string, title = its message, detail = the
// hint), Shopware's own codes elsewhere (shared/reference/admin-api.md §1.2, §1.3).

const ACCESS_DENIED = 'The resource owner or authorization server denied the request.';
const INVALID_REFRESH = 'The refresh token is invalid.';

export const deskErrors = {
  /** 401 for every refused bearer token; only the detail says why. */
  accessDenied: (detail: string) => apiError(401, '9', detail, { title: ACCESS_DENIED }),
  /** Wrong password or unknown account: the same answer. */
  badCredentials: () =>
    apiError(400, '6', 'The user credentials were incorrect.', {
      title: 'The user credentials were incorrect.',
    }),
  missingParameter: (name: string) =>
    apiError(400, '3', `Check the \`${name}\` parameter`, {
      title:
        'The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.',
    }),
  unsupportedGrantType: () =>
    apiError(400, '2', 'Check that all required parameters have been provided', {
      title: 'The authorization grant type is not supported by the authorization server.',
    }),
  invalidClient: () =>
    apiError(401, '4', 'Client authentication failed', { title: 'Client authentication failed' }),
  invalidRefreshToken: () =>
    apiError(401, '8', 'Cannot decrypt the refresh token', { title: INVALID_REFRESH }),
  revokedRefreshToken: () => apiError(401, '8', 'Token has been revoked', { title: INVALID_REFRESH }),
  expiredRefreshToken: () => apiError(401, '8', 'Token has expired', { title: INVALID_REFRESH }),
  throttled: (seconds: number) =>
    apiError(429, 'FRAMEWORK__AUTH_THROTTLED', `Auth throttled for ${seconds} seconds.`, {
      parameters: { seconds },
    }),
  /** A staff token on an owner-only route (Shopware: missing privilege). */
  ownerOnly: () =>
    apiError(
      403,
      'FRAMEWORK__MISSING_PRIVILEGE_ERROR',
      JSON.stringify({ message: 'Missing privilege', missingPrivileges: ['desk:owner'] }),
    ),
};
