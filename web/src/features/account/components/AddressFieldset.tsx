import { COUNTRIES } from '@shop/shared/countries';
import { SelectField, TextField } from '../../../ui/Field.tsx';
import type { AddressKey, AddressValues } from '../addressForm.ts';
import type { FieldErrors } from '../forms.ts';

interface AddressFieldsetProps {
  legend: string;
  /** Prefix of the controls' ids, e.g. `register-address`. */
  idPrefix: string;
  value: AddressValues;
  onChange: (field: AddressKey, value: string) => void;
  /** Messages keyed by the address field (`city`). */
  errors: FieldErrors;
}

const FIELDS: readonly { key: Exclude<AddressKey, 'country'>; label: string; autoComplete: string; optional?: boolean; type?: string }[] = [
  { key: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { key: 'company', label: 'Company', autoComplete: 'organization', optional: true },
  { key: 'street', label: 'Street', autoComplete: 'address-line1' },
  { key: 'streetNo', label: 'Street Number', autoComplete: 'off' },
  { key: 'additionalInformation', label: 'Apartment, extra info', autoComplete: 'address-line2', optional: true },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'zipCode', label: 'ZIP Code', autoComplete: 'postal-code' },
];

/** An account address (SPEC §3): country required, company and extra information optional. */
export function AddressFieldset({ legend, idPrefix, value, onChange, errors }: AddressFieldsetProps) {
  const text = ({ key, label, autoComplete, optional, type }: (typeof FIELDS)[number]) => (
    <TextField
      key={key}
      id={`${idPrefix}-${key}`}
      label={optional ? `${label} (optional)` : label}
      type={type ?? 'text'}
      value={value[key]}
      onChange={(event) => onChange(key, event.target.value)}
      required={!optional}
      autoComplete={autoComplete}
      error={errors[key]}
      className={`field--${key}`}
    />
  );
  return (
    <fieldset className="account-fieldset address-fieldset">
      <legend className="account-fieldset__legend">{legend}</legend>
      {FIELDS.map(text)}
      <SelectField
        id={`${idPrefix}-country`}
        label="Country"
        value={value.country}
        onChange={(event) => onChange('country', event.target.value)}
        required
        autoComplete="country"
        error={errors.country}
        className="field--country"
      >
        {COUNTRIES.map((country) => (
          <option key={country.code || 'placeholder'} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        type="tel"
        value={value.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        required
        autoComplete="tel"
        error={errors.phone}
        className="field--phone"
      />
    </fieldset>
  );
}
