import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createDeskClient, REFRESH_TOKEN_KEY } from '../api/client';
import { DeskRoot } from '../app/DeskRoot';
import { createI18n } from '../i18n/createI18n';
import type { LocaleCode } from '../i18n/locales';
import { createFetchDouble, type Route } from './fetchDouble';

export const ME = { data: { id: 'u1', email: 'owner@example.com', name: 'Olga Owner', role: 'owner' } };

/**
 * The whole desk at a path against the fetch double; `signedIn` starts with a refresh token in
 * sessionStorage (as after a reload), so the first call refreshes.
 */
export function renderDesk(
  path: string,
  routes: Record<string, Route>,
  { signedIn = true, language = 'en-GB' }: { signedIn?: boolean; language?: LocaleCode } = {},
) {
  if (signedIn) window.sessionStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-0');
  const double = createFetchDouble({
    'POST /oauth/token': {
      token_type: 'Bearer',
      expires_in: 600,
      access_token: 'access-1',
      refresh_token: 'refresh-1',
    },
    'GET /_info/me': ME,
    'POST /search/order': { total: 0, data: [], aggregations: {} },
    ...routes,
  });
  const client = createDeskClient({ fetch: double.fetch, storage: window.sessionStorage });
  const i18n = createI18n(language);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <DeskRoot client={client} i18n={i18n} />
    </MemoryRouter>,
  );
  return { ...view, ...double, client, i18n };
}
