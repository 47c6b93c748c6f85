import { useCountryOptions } from '../../../i18n/countryNames.ts';
import { useMessages } from '../../../i18n/messages.ts';
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
  /** Only the first and last name: who collects a consumer's pickup. */
  namesOnly?: boolean;
}

/** Country, names, street and number, extra info, city, ZIP code and phone. */
export function AddressFields({ idPrefix, value, onChange, errors = {}, required, namesOnly = false }: AddressFieldsProps) {
  const t = useMessages('checkout').address;
  const countries = useCountryOptions();
  const section = idPrefix === 'billing' ? 'billing' : 'shipping';
  // Street and number share one message, shown once under the pair.
  const streetError = errors.street ?? errors.streetNo;
  const streetErrorId = `${idPrefix}-street-error`;
  const text = (field: AddressField, autoComplete?: string, type = 'text') => {
    const inStreetPair = field === 'street' || field === 'streetNo';
    return (
      <TextField
        id={`${idPrefix}-${field}`}
        label={t[field]}
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
  if (namesOnly) {
    return (
      <div className="address-fields">
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
      </div>
    );
  }
  return (
    <div className="address-fields">
      <SelectField
        id={`${idPrefix}-country`}
        label={t.country}
        value={value.country}
        onChange={(event) => onChange('country', event.target.value)}
        required={required}
        error={errors.country}
        autoComplete={`${section} country`}
        className="field--country"
      >
        {countries.map((country) => (
          <option key={country.code || 'placeholder'} value={country.code} disabled={!country.code && required}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {text('firstName', 'given-name')}
      {text('lastName', 'family-name')}
      <div className={`address-fields__street${streetError ? ' field--invalid' : ''}`}>
        {text('street', 'address-line1')}
        {text('streetNo')}
        {streetError ? (
          <p className="field__error" id={streetErrorId}>
            {streetError}
          </p>
        ) : null}
      </div>
      {text('additionalInformation', 'address-line2')}
      {text('city', 'address-level2')}
      {text('zipCode', 'postal-code')}
      {text('phone', 'tel', 'tel')}
    </div>
  );
}
