import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/queryKeys';
import type { SalesChannelContext } from '../../api/types';
import { DEFAULT_CURRENCY } from './config';
import { formatNumber, formatPrice, formatWeight } from './price';

/**
 * Formatting in the interface language, with the context's currency (the start-up put the context in the
 * cache; this hook never fetches it).
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { data: context } = useQuery<SalesChannelContext | null>({
    queryKey: queryKeys.context(),
    queryFn: () => null,
    enabled: false,
  });
  const currency = context?.currency?.isoCode ?? DEFAULT_CURRENCY;
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
