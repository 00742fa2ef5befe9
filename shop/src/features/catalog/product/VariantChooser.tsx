import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { PropertyGroup } from '../../../api/types';
import theme from '../../../ui/theme.module.css';
import { displayName } from '../options';
import type { Selection } from './selectionIndex';
import styles from './product.module.css';

type Props = {
  groups: PropertyGroup[];
  selection: Selection;
  onChoose: (optionId: string) => void;
  /** False for an option that does not combine with the other chosen ones (choosing it changes them). */
  combinable: (optionId: string) => boolean;
  busy: boolean;
};

/**
 * One radio group per property group (fieldset, legend: the group's name), one radio per option (named by
 * the option's name), keyed by ids. The focus stays on the chosen option.
 */
export function VariantChooser({ groups, selection, onChoose, combinable, busy }: Props) {
  const { t } = useTranslation('productDetail');
  const hintId = useId();
  return (
    <div className={styles.chooser} aria-busy={busy}>
      <p id={hintId} className={theme.visuallyHidden}>
        {t('chooser.changesOthers')}
      </p>
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.group}>
          <legend className={styles.legend}>{displayName(group)}</legend>
          <div className={styles.options}>
            {(group.options ?? []).map((option) => {
              const fits = combinable(option.id);
              return (
                <label
                  key={option.id}
                  className={fits ? styles.option : `${styles.option} ${styles.changes}`}
                >
                  <input
                    className={styles.radio}
                    type="radio"
                    name={`spk-group-${group.id}`}
                    value={option.id}
                    checked={selection[group.id] === option.id}
                    onChange={() => onChoose(option.id)}
                    aria-describedby={fits ? undefined : hintId}
                  />
                  <span className={styles.optionText}>{displayName(option)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
