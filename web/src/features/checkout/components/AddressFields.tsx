import { COUNTRIES } from '@shop/shared/countries';
import { SelectField, TextField } from '../../../ui/Field.tsx';
import type { AddressField, AddressForm, CheckoutErrors } from '../checkoutForm.ts';

interface AddressFieldsProps {
  /** Prefix of the controls' ids: `delivery`, `billing`. */
  idPrefix: string;
  value: AddressForm;
  onChange: (field: AddressField, value: string) => void;
  errors?: CheckoutErrors;
  /** Delivery fields are all marked required; billing ones are not (SPEC §5). */
  required: boolean;
}

/** Country, names, street and number, extra info, city, ZIP code and phone. */
export function AddressFields({ idPrefix, value, onChange, errors = {}, required }: AddressFieldsProps) {
  const section = idPrefix === 'billing' ? 'billing' : 'shipping';
  // Street and number share one message, shown once under the pair.
  const streetError = errors.street ?? errors.streetNo;
  const streetErrorId = `${idPrefix}-street-error`;
  const text = (field: AddressField, label: string, autoComplete?: string, type = 'text') => {
    const inStreetPair = field === 'street' || field === 'streetNo';
    return (
      <TextField
        id={`${idPrefix}-${field}`}
        label={label}
        type={type}
        value={value[field]}
        onChange={(event) => onChange(field, event.target.value)}
        required={required && field !== 'additionalInformation'}
        error={inStreetPair ? undefined : errors[field]}
        autoComplete={autoComplete ? `${section} ${autoComplete}` : 'off'}
        className={`field--${field}`}
        {...(inStreetPair && streetError ? { 'aria-invalid': true, 'aria-describedby': streetErrorId } : {})}
      />
    );
  };
  return (
    <div className="address-fields">
      <SelectField
        id={`${idPrefix}-country`}
        label="Country"
        value={value.country}
        onChange={(event) => onChange('country', event.target.value)}
        required={required}
        error={errors.country}
        autoComplete={`${section} country`}
        className="field--country"
      >
        {COUNTRIES.map((country) => (
          <option key={country.code || 'placeholder'} value={country.code} disabled={!country.code && required}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {text('firstName', 'First name', 'given-name')}
      {text('lastName', 'Last name', 'family-name')}
      <div className={`address-fields__street${streetError ? ' field--invalid' : ''}`}>
        {text('street', 'Street', 'address-line1')}
        {text('streetNo', 'Street number')}
        {streetError ? (
          <p className="field__error" id={streetErrorId}>
            {streetError}
          </p>
        ) : null}
      </div>
      {text('additionalInformation', 'Apartment, extra info', 'address-line2')}
      {text('city', 'City', 'address-level2')}
      {text('zipCode', 'ZIP code', 'postal-code')}
      {text('phone', 'Phone', 'tel', 'tel')}
    </div>
  );
}
