import { useEffect } from 'react';
import { adoptSessionCache, reloadLanguageDependent, resetSessionCache } from './sessionCache';
import { useShop } from '../api/ShopContext';

/**
 * Keeps the query cache true to the session and the language: a session replaced after 3600 s idle drops
 * everything cached for it, a token taken over from another tab reloads the session's data, and a language
 * change reloads what the server translates under keys without a language (the cart's line labels…).
 */
export function useSessionTruth(): void {
  const { onSessionReplaced, languageId, queryClient, client } = useShop();

  useEffect(
    () =>
      onSessionReplaced((reason) => {
        if (reason === 'expired') resetSessionCache(queryClient);
        else adoptSessionCache(queryClient, client);
      }),
    [onSessionReplaced, queryClient, client],
  );

  useEffect(() => {
    let previous = languageId.get();
    return languageId.subscribe(() => {
      const next = languageId.get();
      if (previous !== null && next !== previous) reloadLanguageDependent(queryClient, client);
      previous = next;
    });
  }, [languageId, queryClient, client]);
}
