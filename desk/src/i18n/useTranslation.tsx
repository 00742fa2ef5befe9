import { I18nProvider, useLingui } from '@lingui/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DeskI18n, TFunction } from './createI18n';

const DeskI18nContext = createContext<DeskI18n | null>(null);

/** Provides the desk's translations (and Lingui's, whose changes re-render the translated components). */
export function TranslationProvider({ i18n, children }: { i18n: DeskI18n; children: ReactNode }) {
  return (
    <DeskI18nContext value={i18n}>
      <I18nProvider i18n={i18n.lingui}>{children}</I18nProvider>
    </DeskI18nContext>
  );
}

/** The translate function of the `desk` group (`group:key` names another) and the desk's translations. */
export function useTranslation(): { t: TFunction; i18n: DeskI18n } {
  const i18n = useContext(DeskI18nContext);
  if (!i18n) throw new Error('useTranslation needs a TranslationProvider');
  const { i18n: lingui } = useLingui(); // a new value whenever the locale changes
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `lingui` changes with the locale
  const t = useMemo<TFunction>(() => (key, values) => i18n.t(key, values), [i18n, lingui]);
  return { t, i18n };
}
