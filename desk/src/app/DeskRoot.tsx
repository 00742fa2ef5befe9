import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { DeskClient } from '../api/client';
import { DeskContext } from '../api/DeskContext';
import { deskApi } from '../api/desk';
import { LoginPage } from '../features/login/LoginPage';
import { DeskRoutes } from './DeskRoutes';

/** The desk: the login while signed out, else the shell and its pages. */
export function DeskRoot({ client, i18n }: { client: DeskClient; i18n: I18n }) {
  const services = useMemo(() => ({ client, api: deskApi(client) }), [client]);
  const queryClient = useMemo(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: true } } }),
    [],
  );
  const signedIn = useSyncExternalStore(client.subscribe, client.isSignedIn);
  useEffect(() => {
    // Nothing of one session is shown in the next.
    if (!signedIn) queryClient.clear();
  }, [signedIn, queryClient]);
  useEffect(() => {
    const setLang = (language: string) => document.documentElement.setAttribute('lang', language);
    setLang(i18n.language);
    i18n.on('languageChanged', setLang);
    return () => i18n.off('languageChanged', setLang);
  }, [i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <DeskContext.Provider value={services}>
        <QueryClientProvider client={queryClient}>
          {signedIn ? <DeskRoutes /> : <LoginPage />}
        </QueryClientProvider>
      </DeskContext.Provider>
    </I18nextProvider>
  );
}
