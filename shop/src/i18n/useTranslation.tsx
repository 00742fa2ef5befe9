import { I18nProvider, useLingui } from '@lingui/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ShopI18n, TFunction } from './createI18n';
import type { Namespace } from './locales';

const ShopI18nContext = createContext<ShopI18n | null>(null);

/** Provides the shop's translations (and Lingui's, whose changes re-render the translated components). */
export function TranslationProvider({ i18n, children }: { i18n: ShopI18n; children: ReactNode }) {
  return (
    <ShopI18nContext value={i18n}>
      <I18nProvider i18n={i18n.lingui}>{children}</I18nProvider>
    </ShopI18nContext>
  );
}

/**
 * The translate function of message groups (the first group that has a key wins; `group:key` names one)
 * and the shop's translations. Suspends while a group is not loaded in the active locale yet.
 */
export function useTranslation(namespaces: Namespace | readonly Namespace[] = 'common'): {
  t: TFunction;
  i18n: ShopI18n;
} {
  const i18n = useContext(ShopI18nContext);
  if (!i18n) throw new Error('useTranslation needs a TranslationProvider');
  const { i18n: lingui } = useLingui(); // a new value whenever messages or locale change
  const groups = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = groups.join(',');
  // Suspends until the groups are there, the way react-i18next did (a thrown promise): the same promise for
  // the same groups and locale, marked fulfilled once loaded, so a loaded group costs nothing.
  const loading: Promise<void> & { status?: string } = i18n.loadNamespaces(groups);
  if (loading.status !== 'fulfilled') throw loading;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the groups; `lingui` changes with the messages
  const t = useMemo(() => i18n.translator(groups), [i18n, key, lingui]);
  return { t, i18n };
}
