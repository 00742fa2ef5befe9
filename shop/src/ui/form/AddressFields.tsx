import { useTranslation } from '../../i18n/useTranslation';
import type { Path } from 'react-hook-form';
import type { FieldBinding } from './bindFields';
import type { Country, Salutation } from '../../api/types';
import { countryName, salutationName, selectableSalutations } from '../../api/address';
import styles from './form.module.css';
import { ADDRESS_FIELDS, type AddressValues } from './schemas';
import { SelectField, TextField } from './Field';

export type AddressBindings = Record<keyof AddressValues, FieldBinding>;
type NameBindings = Pick<AddressBindings, 'salutationId' | 'title' | 'firstName' | 'lastName'>;

/** Binds every address field of a form holding an address (see fieldBinder), in display order. */
export function bindAddress<T extends AddressValues>(
  field: (name: Path<T>) => FieldBinding,
): AddressBindings {
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field(name as Path<T>)])) as AddressBindings;
}

/** Salutation, title, first and last name: the start of an address, and the customer's profile. */
export function NameFields({
  bind,
  salutations,
  autoCompleteSection = '',
}: {
  bind: NameBindings;
  salutations: readonly Salutation[];
  /** Prefix of autocomplete tokens (`billing `, `shipping `) or empty. */
  autoCompleteSection?: string;
}) {
  const { t } = useTranslation('account');
  const ac = autoCompleteOf(autoCompleteSection);
  return (
    <>
      <div className={styles.row}>
        <SelectField {...bind.salutationId}>
          <option value="">{t('form.noSalutation')}</option>
          {selectableSalutations(salutations).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {salutationName(entry)}
            </option>
          ))}
        </SelectField>
        <TextField autoComplete="honorific-prefix" {...bind.title} />
      </div>
      <div className={styles.row}>
        <TextField required autoComplete={ac('given-name')} {...bind.firstName} />
        <TextField required autoComplete={ac('family-name')} {...bind.lastName} />
      </div>
    </>
  );
}

const autoCompleteOf = (section: string) => (token: string) => (section ? `${section} ${token}` : token);

/**
 * The spec's address fields: salutation, title, first name, last name, company, department, street,
 * zip code, city, country (mandatory: names, street, zip code, city, country).
 */
export function AddressFields({
  bind,
  salutations,
  countries,
  autoCompleteSection = '',
}: {
  bind: AddressBindings;
  salutations: readonly Salutation[];
  countries: readonly Country[];
  /** Prefix of autocomplete tokens (`billing `, `shipping `) or empty. */
  autoCompleteSection?: string;
}) {
  const { t } = useTranslation('account');
  const ac = autoCompleteOf(autoCompleteSection);
  const text = (name: keyof AddressValues, required: boolean, autoComplete: string) => (
    <TextField required={required} autoComplete={autoComplete} {...bind[name]} />
  );
  return (
    <>
      <NameFields bind={bind} salutations={salutations} autoCompleteSection={autoCompleteSection} />
      <div className={styles.row}>
        {text('company', false, ac('organization'))}
        {text('department', false, 'off')}
      </div>
      {text('street', true, ac('street-address'))}
      <div className={styles.row}>
        {text('zipcode', true, ac('postal-code'))}
        {text('city', true, ac('address-level2'))}
      </div>
      <SelectField required {...bind.countryId}>
        <option value="">{t('form.chooseCountry')}</option>
        {countries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {countryName(entry)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
