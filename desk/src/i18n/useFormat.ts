import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormat, type Format } from './format';

export function useFormat(): Format {
  const { i18n } = useTranslation();
  return useMemo(() => createFormat(i18n.language), [i18n.language]);
}
