import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { queryKeys } from '../../api/queryKeys';
import type { CustomerAddress } from '../../api/types';
import { useShop } from '../../api/ShopContext';
import { AddressForm } from '../../ui/form/AddressForm';
import { addressLines, EMPTY_ADDRESS, toAddressBody } from '../../api/address';
import { createAddress } from '../../api/accountApi';
import { SelectField } from '../../ui/form/Field';
import type { AddressValues } from '../../ui/form/schemas';
import { useAddressChoices, useAddresses } from '../../api/useAccount';
import styles from './checkout.module.css';
import type { EnquiryFormState } from './useEnquiryForm';

/**
 * Billing and delivery address: chosen from the customer's address book (POST /account/list-address) or
 * entered with the account's address form; 'delivery address same as billing' sets both at once.
 */
export function AddressSection({ form }: { form: EnquiryFormState }) {
  const { t } = useTranslation('checkout');
  const { client } = useShop();
  const queryClient = useQueryClient();
  const { data: addresses = [] } = useAddresses();
  const { salutations, countries, defaultCountryId } = useAddressChoices();
  const { billingAddressId, shippingAddressId } = form.values;
  const [same, setSame] = useState(billingAddressId === shippingAddressId);
  const [adding, setAdding] = useState(false);
  const sameId = useId();

  const label = (address: CustomerAddress) => addressLines(address, countries, salutations).join(', ');
  const options = (
    <>
      <option value="">{t('address.choose')}</option>
      {addresses.map((address) => (
        <option key={address.id} value={address.id}>
          {label(address)}
        </option>
      ))}
    </>
  );
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const save = async (values: AddressValues) => {
    const created = await createAddress(client, toAddressBody(values));
    await queryClient.invalidateQueries({ queryKey: queryKeys.addresses() });
    setAdding(false);
    form.chooseBillingAddress(created.id, same);
  };

  return (
    <fieldset className={styles.group} aria-busy={form.busy?.endsWith('Address') || undefined}>
      <legend className={styles.legend}>{t('address.legend')}</legend>
      <SelectField
        ref={form.target('billingAddress')}
        label={t('address.billing')}
        required
        value={billingAddressId ?? ''}
        error={message(form.errors.billingAddress)}
        onChange={(event) => event.target.value && form.chooseBillingAddress(event.target.value, same)}
      >
        {options}
      </SelectField>
      <div className={styles.check}>
        <input
          id={sameId}
          type="checkbox"
          checked={same}
          onChange={(event) => {
            setSame(event.target.checked);
            if (event.target.checked && billingAddressId) form.chooseShippingAddress(billingAddressId);
          }}
        />
        <label htmlFor={sameId}>{t('address.same')}</label>
      </div>
      {!same && (
        <SelectField
          ref={form.target('shippingAddress')}
          label={t('address.shipping')}
          required
          value={shippingAddressId ?? ''}
          error={message(form.errors.shippingAddress)}
          onChange={(event) => event.target.value && form.chooseShippingAddress(event.target.value)}
        >
          {options}
        </SelectField>
      )}
      {adding ? (
        <AddressForm
          title={t('address.new')}
          initial={{ ...EMPTY_ADDRESS, countryId: defaultCountryId }}
          salutations={salutations}
          countries={countries}
          save={save}
          cancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className={styles.secondary} onClick={() => setAdding(true)}>
          {t('address.add')}
        </button>
      )}
    </fieldset>
  );
}
