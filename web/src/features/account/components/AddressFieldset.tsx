import { useCountryOptions } from '../../../i18n/countryNames.ts';
import { useMessages } from '../../../i18n/messages.ts';
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
  /** Said under the legend. */
  hint?: string;
  /** The address as a whole may be left out (registration): no field is marked required. */
  optional?: boolean;
}

/** The text fields in the order shown; each one's label is the catalogue's word under its key. */
const FIELDS: readonly { key: Exclude<AddressKey, 'country'>; autoComplete: string; optional?: boolean; type?: string }[] = [
  { key: 'firstName', autoComplete: 'given-name' },
  { key: 'lastName', autoComplete: 'family-name' },
  { key: 'company', autoComplete: 'organization', optional: true },
  { key: 'street', autoComplete: 'address-line1' },
  { key: 'streetNo', autoComplete: 'off' },
  { key: 'additionalInformation', autoComplete: 'address-line2', optional: true },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'zipCode', autoComplete: 'postal-code' },
];

/** An account address (SPEC §3): country required, company and extra information optional. */
export function AddressFieldset({
  legend,
  idPrefix,
  value,
  onChange,
  errors,
  hint,
  optional: wholeOptional = false,
}: AddressFieldsetProps) {
  const t = useMessages('account');
  const countries = useCountryOptions();
  const text = ({ key, autoComplete, optional, type }: (typeof FIELDS)[number]) => (
    <TextField
      key={key}
      id={`${idPrefix}-${key}`}
      label={optional ? t.fields.optional(t.fields[key]) : t.fields[key]}
      type={type ?? 'text'}
      value={value[key]}
      onChange={(event) => onChange(key, event.target.value)}
      required={!optional && !wholeOptional}
      autoComplete={autoComplete}
      error={errors[key]}
      className={`field--${key}`}
    />
  );
  return (
    <fieldset className="account-fieldset address-fieldset">
      <legend className="account-fieldset__legend">{legend}</legend>
      {hint ? <p className="account-fieldset__hint field--wide">{hint}</p> : null}
      {FIELDS.map(text)}
      <SelectField
        id={`${idPrefix}-country`}
        label={t.fields.country}
        value={value.country}
        onChange={(event) => onChange('country', event.target.value)}
        required={!wholeOptional}
        autoComplete="country"
        error={errors.country}
        className="field--country"
      >
        {countries.map((country) => (
          <option key={country.code || 'placeholder'} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-phone`}
        label={t.fields.phone}
        type="tel"
        value={value.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        required={!wholeOptional}
        autoComplete="tel"
        error={errors.phone}
        className="field--phone"
      />
    </fieldset>
  );
}
