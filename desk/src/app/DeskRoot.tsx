import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { DeskClient } from '../api/client';
import { DeskContext } from '../api/DeskContext';
import { deskApi } from '../api/desk';
import { LoginPage } from '../features/login/LoginPage';
import type { DeskI18n } from '../i18n/createI18n';
import { TranslationProvider } from '../i18n/useTranslation';
import { DeskRoutes } from './DeskRoutes';

/** The desk: the login while signed out, else the shell and its pages. */
export function DeskRoot({ client, i18n }: { client: DeskClient; i18n: DeskI18n }) {
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
    const setLang = () => document.documentElement.setAttribute('lang', i18n.language);
    setLang();
    return i18n.lingui.on('change', setLang);
  }, [i18n]);
  return (
    <TranslationProvider i18n={i18n}>
      <DeskContext.Provider value={services}>
        <QueryClientProvider client={queryClient}>
          {signedIn ? <DeskRoutes /> : <LoginPage />}
        </QueryClientProvider>
      </DeskContext.Provider>
    </TranslationProvider>
  );
}
