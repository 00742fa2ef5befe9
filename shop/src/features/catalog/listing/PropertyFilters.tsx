import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { displayName } from '../options';
import type { FilterGroup } from './filters';
import styles from './listing.module.css';

type Props = {
  groups: FilterGroup[];
  chosen: readonly string[];
  onToggle: (optionId: string) => void;
  onClear: () => void;
};

/**
 * Property filters: one fieldset per group (legend: the group's name), a checkbox per option. On a phone they
 * sit behind a disclosure button (aria-expanded) so that the products start within the first screen; on wider
 * screens the heading shows instead and the filters are always open.
 */
export function PropertyFilters({ groups, chosen, onToggle, onClear }: Props) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // The tick shows at once: the URL change that applies it is a router transition, which may commit later.
  // Until the chosen filters change, the page shows what was clicked.
  const [clicked, setClicked] = useState<{ from: string; chosen: Set<string> } | null>(null);
  const panelId = useId();
  if (groups.length === 0) return null;
  const chosenKey = chosen.join('|');
  const selected = clicked && clicked.from === chosenKey ? clicked.chosen : new Set(chosen);
  const toggle = (optionId: string) => {
    const next = new Set(selected);
    if (next.has(optionId)) next.delete(optionId);
    else next.add(optionId);
    setClicked({ from: chosenKey, chosen: next });
    onToggle(optionId);
  };
  return (
    <section className={styles.filters} aria-labelledby="spk-filters-heading">
      <h2 id="spk-filters-heading" className={styles.filtersHeading}>
        <span className={styles.filtersTitle}>{t('catalog.filters')}</span>
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {selected.size > 0 ? t('catalog.filtersChosen', { count: selected.size }) : t('catalog.filters')}
        </button>
      </h2>
      <div id={panelId} className={styles.filtersPanel} data-open={open}>
        {groups.map((group) => (
          <fieldset key={group.id} className={styles.fieldset}>
            <legend className={styles.legend}>{displayName(group)}</legend>
            {group.options.map((option) => (
              <label key={option.id} className={styles.checkbox}>
                <input type="checkbox" checked={selected.has(option.id)} onChange={() => toggle(option.id)} />
                <span>{displayName(option)}</span>
              </label>
            ))}
          </fieldset>
        ))}
        {selected.size > 0 && (
          <button type="button" className={styles.clear} onClick={onClear}>
            {t('catalog.clearFilters')}
          </button>
        )}
      </div>
    </section>
  );
}
