import { useMemo } from 'react';
import { useTranslation } from './useTranslation';
import { useCurrencyCode } from '../api/queries';
import { DEFAULT_CURRENCY, formatNumber, formatPrice, formatWeight } from './format';

/** Formatting in the interface language, with the context's currency. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const currency = useCurrencyCode(DEFAULT_CURRENCY);
  return useMemo(
    () => ({
      locale,
      price: (amount: number) => formatPrice(amount, locale, currency),
      weight: (kilograms: number) => formatWeight(kilograms, locale),
      number: (value: number) => formatNumber(value, locale),
    }),
    [locale, currency],
  );
}
