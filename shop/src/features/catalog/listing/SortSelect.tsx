import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ProductListingResult } from '../../../api/types';
import styles from './listing.module.css';
import { translatedText } from '../../../ui/text/backendText';

type Sorting = ProductListingResult['availableSortings'][number];

/** The sorting choice; labels are the server's translated labels. */
export function SortSelect(props: {
  sortings: Sorting[];
  current: string | undefined;
  onChange: (order: string) => void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  if (props.sortings.length === 0) return null;
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('catalog.sortBy')}</label>
      <select
        id={id}
        className={styles.select}
        value={props.current ?? props.sortings[0]?.key}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.sortings.map((sorting) => (
          <option key={sorting.key} value={sorting.key}>
            {translatedText(sorting, 'label') || sorting.key}
          </option>
        ))}
      </select>
    </div>
  );
}
