import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Customer, CustomerAddress } from '../../api/types';
import { useShop } from '../../api/ShopContext';
import { LoadingPage } from '../../ui/LoadingPage';
import pages from '../../ui/pages.module.css';
import styles from '../../ui/form/form.module.css';
import {
  addressLines,
  addressKind,
  addressMarks,
  addressSummary,
  canDelete,
  EMPTY_ADDRESS,
  sortAddresses,
  toAddressBody,
  toAddressValues,
} from '../../api/address';
import * as api from '../../api/accountApi';
import { apiFailure, GENERIC_ERROR, type Message } from '../../api/errors';
import { AddressForm } from '../../ui/form/AddressForm';
import { FormError, StatusMessage } from '../../ui/form/Messages';
import type { AddressValues } from '../../ui/form/schemas';
import { useAddressChoices, useAddresses, useAddressRefresh } from '../../api/useAccount';

type Editing = null | 'new' | string;

/**
 * Billing and delivery addresses: the list with the defaults marked; add, edit, delete (not a default),
 * set as default billing / shipping. Each change ends with 'address changed successfully'.
 */
export function AddressBook({ customer, headingId }: { customer: Customer; headingId: string }) {
  const { t } = useTranslation('account');
  const { client } = useShop();
  const { data: addresses, isPending, isError } = useAddresses();
  const { salutations, countries, defaultCountryId } = useAddressChoices();
  const refreshAddresses = useAddressRefresh();
  const [editing, setEditing] = useState<Editing>(null);
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  const done = async () => {
    await refreshAddresses();
    setEditing(null);
    setChanged(true);
    addButton.current?.focus();
  };

  const save = (address: CustomerAddress | null) => async (values: AddressValues) => {
    setChanged(false);
    const body = toAddressBody(values);
    if (address) await api.updateAddress(client, address.id, body);
    else await api.createAddress(client, body);
    await done();
  };

  const act = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setChanged(false);
    try {
      await action();
      await done();
    } catch (error) {
      console.warn('[shop] address action failed', error);
      const code = apiFailure(error).errors[0]?.code ?? '';
      setFailure(
        code === 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT' || code === 'CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE'
          ? { key: 'addresses.cannotDeleteDefault' }
          : GENERIC_ERROR,
      );
    } finally {
      setBusy(false);
    }
  };

  const formFor = (address: CustomerAddress | null) => (
    <AddressForm
      title={address ? t('addresses.edit') : t('addresses.new')}
      initial={address ? toAddressValues(address) : { ...EMPTY_ADDRESS, countryId: defaultCountryId }}
      salutations={salutations}
      countries={countries}
      save={save(address)}
      cancel={() => {
        setEditing(null);
        addButton.current?.focus();
      }}
    />
  );

  return (
    <>
      <h2 id={headingId}>{t('addresses.heading')}</h2>
      <StatusMessage>{changed ? t('addresses.changed') : null}</StatusMessage>
      <FormError message={failure} />
      {isPending && <LoadingPage label={t('loading.addresses')} />}
      {isError && <FormError message={GENERIC_ERROR} />}
      {addresses && addresses.length === 0 && <p className={styles.note}>{t('addresses.none')}</p>}
      {addresses && addresses.length > 0 && (
        <ul className={styles.addresses} aria-labelledby={headingId}>
          {sortAddresses(addresses, customer).map((address) => {
            const marks = addressMarks(address, customer);
            // Each button names the address it acts on (visible text first, WCAG 2.5.3).
            const named = {
              kind: t(`addresses.kind.${addressKind(marks)}`),
              address: addressSummary(address),
            };
            if (editing === address.id) return <li key={address.id}>{formFor(address)}</li>;
            return (
              <li key={address.id} className={styles.address}>
                {(marks.defaultBilling || marks.defaultShipping) && (
                  <ul className={styles.marks}>
                    {marks.defaultBilling && <li className={styles.mark}>{t('addresses.defaultBilling')}</li>}
                    {marks.defaultShipping && (
                      <li className={styles.mark}>{t('addresses.defaultShipping')}</li>
                    )}
                  </ul>
                )}
                <address className={styles.addressLines}>
                  {addressLines(address, countries, salutations).map((line, index) => (
                    <span key={index}>
                      {line}
                      <br />
                    </span>
                  ))}
                </address>
                <div className={styles.addressActions}>
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={t('addresses.editFor', named)}
                    onClick={() => setEditing(address.id)}
                  >
                    {t('addresses.editButton')}
                  </button>
                  {!marks.defaultBilling && (
                    <button
                      type="button"
                      className={styles.secondary}
                      aria-label={t('addresses.setDefaultBillingFor', named)}
                      onClick={() => void act(() => api.setDefaultAddress(client, 'billing', address.id))}
                    >
                      {t('addresses.setDefaultBilling')}
                    </button>
                  )}
                  {!marks.defaultShipping && (
                    <button
                      type="button"
                      className={styles.secondary}
                      aria-label={t('addresses.setDefaultShippingFor', named)}
                      onClick={() => void act(() => api.setDefaultAddress(client, 'shipping', address.id))}
                    >
                      {t('addresses.setDefaultShipping')}
                    </button>
                  )}
                  {canDelete(address, customer) && (
                    <button
                      type="button"
                      className={`${styles.secondary} ${styles.danger}`}
                      aria-label={t('addresses.deleteFor', named)}
                      onClick={() => void act(() => api.deleteAddress(client, address.id))}
                    >
                      {t('addresses.delete')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <button
        ref={addButton}
        type="button"
        className={pages.button}
        aria-expanded={editing === 'new'}
        onClick={() => setEditing('new')}
      >
        {t('addresses.add')}
      </button>
      {editing === 'new' && formFor(null)}
    </>
  );
}
