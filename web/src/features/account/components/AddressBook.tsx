import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AccountAddress, MAX_ADDRESSES, type User, type UserAddress } from '@shop/shared/contract/accounts';
import { useCountryName } from '../../../i18n/countryNames.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { type AddressKey, type AddressValues, addressBodyOf, addressValuesOf, EMPTY_ADDRESS } from '../addressForm.ts';
import { useUpdateMe } from '../api/updateMe.ts';
import { type FieldErrors, fieldErrorsOf, messageOf, serverFieldErrors, useFocusFirstInvalid, withoutError } from '../forms.ts';
import { AddressFieldset } from './AddressFieldset.tsx';
import { CheckboxField } from './CheckboxField.tsx';

/** Editing one address: its index in the list, or null for a new one. */
interface Editing {
  index: number | null;
  values: AddressValues;
  defaultAddress: boolean;
}

function AddressLines({ address }: { address: UserAddress }) {
  const countryName = useCountryName();
  return (
    <address className="address-card__lines">
      {address.firstName} {address.lastName}
      {address.company ? (
        <>
          <br />
          {address.company}
        </>
      ) : null}
      <br />
      {address.street} {address.streetNo}
      {address.additionalInformation ? `, ${address.additionalInformation}` : ''}
      <br />
      {address.zipCode} {address.city}
      <br />
      {countryName(address.country)}
      <br />
      {address.phone}
    </address>
  );
}

/** The customer's addresses, one of them the default the checkout starts from (SPEC §3, §4). */
export function AddressBook({ user }: { user: User }) {
  const t = useMessages('account');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateMe();
  useFocusFirstInvalid(formRef, attempt);
  const isEditing = editing !== null;
  useEffect(() => {
    if (isEditing) formRef.current?.querySelector('input')?.focus();
  }, [isEditing]);

  const save = async (addresses: UserAddress[]) => {
    setFailure(null);
    try {
      await update.trigger({ addresses: addresses.map((a) => ({ ...a })) });
      return true;
    } catch (error) {
      const fields = serverFieldErrors(t, error);
      setFailure(messageOf(t, error, t.addresses.failed));
      if (editing && Object.keys(fields).length > 0) setErrors(fields);
      return false;
    }
  };

  const makeDefault = (index: number) => void save(user.addresses.map((a, i) => ({ ...a, defaultAddress: i === index })));
  const remove = (index: number) => {
    const rest = user.addresses.filter((_, i) => i !== index);
    // The first one left takes over as the default when the default goes.
    if (user.addresses[index]?.defaultAddress && rest[0]) rest[0] = { ...rest[0], defaultAddress: true };
    void save(rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || update.isMutating) return;
    const address = { ...addressBodyOf(editing.values), defaultAddress: editing.defaultAddress };
    const check = AccountAddress.safeParse(address);
    if (!check.success) {
      setErrors(fieldErrorsOf(t, check.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    const others = user.addresses.map((a) => (editing.defaultAddress ? { ...a, defaultAddress: false } : a));
    const next = editing.index === null ? [...others, check.data] : others.map((a, i) => (i === editing.index ? check.data : a));
    // The first address is the default until the customer picks another.
    if (!next.some((a) => a.defaultAddress) && next[0]) next[0] = { ...next[0], defaultAddress: true };
    if (await save(next as UserAddress[])) setEditing(null);
  };

  const setField = (field: AddressKey, value: string) => {
    setEditing((current) => (current ? { ...current, values: { ...current.values, [field]: value } } : current));
    setErrors((current) => withoutError(current, field));
  };

  const startEditing = (index: number | null) => {
    const address = index === null ? null : user.addresses[index];
    setErrors({});
    setFailure(null);
    setEditing({
      index,
      values: address ? addressValuesOf(address) : { ...EMPTY_ADDRESS, firstName: user.firstName, lastName: user.lastName },
      defaultAddress: address ? address.defaultAddress : user.addresses.length === 0,
    });
  };

  return (
    <section className="profile-card" aria-labelledby="addresses-title">
      <h2 id="addresses-title" className="profile__heading">
        {t.addresses.heading}
      </h2>
      {editing ? (
        <form
          ref={formRef}
          className="profile-card__form"
          onSubmit={submit}
          noValidate
          aria-label={editing.index === null ? t.addresses.new : t.addresses.edit}
        >
          <AddressFieldset
            legend={editing.index === null ? t.addresses.new : t.addresses.edit}
            idPrefix="profile-address"
            value={editing.values}
            onChange={setField}
            errors={errors}
          />
          <CheckboxField
            id="profile-address-default"
            label={t.addresses.useAsDefault}
            checked={editing.defaultAddress}
            onChange={(event) => setEditing({ ...editing, defaultAddress: event.target.checked })}
          />
          <div role="alert">{failure ? <p className="notice notice--warning">{failure}</p> : null}</div>
          <div className="profile-card__actions">
            <button type="submit" className="button" disabled={update.isMutating} aria-busy={update.isMutating}>
              {update.isMutating ? t.common.loading : t.addresses.save}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setEditing(null)}>
              {t.common.cancel}
            </button>
          </div>
        </form>
      ) : (
        <>
          {user.addresses.length === 0 ? <p>{t.addresses.none}</p> : null}
          <ul className="address-list">
            {user.addresses.map((address, index) => (
              <li
                key={Object.values(address).join('|')}
                className={`address-card${address.defaultAddress ? ' address-card--default' : ''}`}
              >
                {address.defaultAddress ? <span className="badge badge--preorder">{t.addresses.default}</span> : null}
                <AddressLines address={address} />
                <div className="address-card__actions">
                  <button type="button" className="text-button" onClick={() => startEditing(index)}>
                    {t.addresses.editOne}
                    <span className="visually-hidden">{t.addresses.which(index + 1)}</span>
                  </button>
                  {address.defaultAddress ? null : (
                    <button type="button" className="text-button" onClick={() => makeDefault(index)} disabled={update.isMutating}>
                      {t.addresses.makeDefault}
                      <span className="visually-hidden">{t.addresses.which(index + 1)}</span>
                    </button>
                  )}
                  <button type="button" className="text-button" onClick={() => remove(index)} disabled={update.isMutating}>
                    {t.addresses.remove}
                    <span className="visually-hidden">{t.addresses.which(index + 1)}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <div role="alert">{failure ? <p className="notice notice--warning">{failure}</p> : null}</div>
          {user.addresses.length < MAX_ADDRESSES ? (
            <button type="button" className="button button--secondary" onClick={() => startEditing(null)}>
              {t.addresses.add}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
