import { useTranslation } from 'react-i18next';

/** An order state in words (its technical name for one the desk does not know). */
export function StateName({ state }: { state: string }) {
  const { t } = useTranslation();
  return <span className={`state state-${state}`}>{t(`states.${state}`, { defaultValue: state })}</span>;
}
