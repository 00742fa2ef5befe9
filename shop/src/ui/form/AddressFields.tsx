import { useTranslation } from 'react-i18next';
import type { FieldErrors, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import type { Country, Salutation } from '../../api/types';
import { countryName, salutationName, selectableSalutations } from '../../api/address';
import styles from './form.module.css';
import { ADDRESS_FIELDS, type AddressValues } from './schemas';
import { SelectField, TextField } from './Field';

type FieldBinding = { registration: UseFormRegisterReturn; error: string | undefined };
export type AddressBindings = Record<keyof AddressValues, FieldBinding>;

/**
 * Binds (registers) every address field of a form holding an address, in display order, each with its
 * message (`message` translates a field error's key). Called in the form's own render before its other
 * fields, so react-hook-form focuses the first invalid field in the order they are shown.
 */
export function bindAddress<T extends AddressValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  message: (key: string | undefined) => string | undefined,
): AddressBindings {
  const addressErrors = errors as FieldErrors<AddressValues>;
  return Object.fromEntries(
    ADDRESS_FIELDS.map((name): [string, FieldBinding] => [
      name,
      { registration: register(name as Path<T>), error: message(addressErrors[name]?.message) },
    ]),
  ) as AddressBindings;
}

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
  const ac = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  const text = (name: keyof AddressValues, required: boolean, autoComplete: string) => {
    const { registration, error } = bind[name];
    return (
      <TextField
        label={t(`fields.${name}`)}
        required={required}
        error={error}
        autoComplete={autoComplete}
        {...registration}
      />
    );
  };
  const salutation = bind.salutationId;
  const country = bind.countryId;
  return (
    <>
      <div className={styles.row}>
        <SelectField label={t('fields.salutationId')} error={salutation.error} {...salutation.registration}>
          <option value="">{t('form.noSalutation')}</option>
          {selectableSalutations(salutations).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {salutationName(entry)}
            </option>
          ))}
        </SelectField>
        {text('title', false, 'honorific-prefix')}
      </div>
      <div className={styles.row}>
        {text('firstName', true, ac('given-name'))}
        {text('lastName', true, ac('family-name'))}
      </div>
      <div className={styles.row}>
        {text('company', false, ac('organization'))}
        {text('department', false, 'off')}
      </div>
      {text('street', true, ac('street-address'))}
      <div className={styles.row}>
        {text('zipcode', true, ac('postal-code'))}
        {text('city', true, ac('address-level2'))}
      </div>
      <SelectField label={t('fields.countryId')} required error={country.error} {...country.registration}>
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
