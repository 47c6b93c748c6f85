import { useMessages } from '../../../i18n/messages.ts';
import { TextField } from '../../../ui/Field.tsx';
import type { CheckoutErrors, CompanyForm } from '../checkoutForm.ts';

export interface CompanyFieldsProps {
  value: CompanyForm;
  onChange: (company: CompanyForm) => void;
  errors: CheckoutErrors;
}

/** The company's name and OIB, asked for once "Buying for a company" is ticked. */
export function CompanyFieldset({ value, onChange, errors }: CompanyFieldsProps) {
  const t = useMessages('checkout').company;
  return (
    <fieldset className="billing">
      <legend className="checkout__heading">{t.legend}</legend>
      <p className="checkout__hint">{t.hint}</p>
      <TextField
        id="company-name"
        label={t.name}
        autoComplete="organization"
        required
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        error={errors.companyName}
      />
      <TextField
        id="company-oib"
        label={t.oib}
        inputMode="numeric"
        maxLength={11}
        required
        value={value.oib}
        onChange={(event) => onChange({ ...value, oib: event.target.value })}
        error={errors.companyOib}
      />
    </fieldset>
  );
}
