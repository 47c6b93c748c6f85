import { TextField } from '../../../ui/Field.tsx';
import type { CheckoutErrors, CompanyForm } from '../checkoutForm.ts';

interface CompanyFieldsProps {
  value: CompanyForm;
  onChange: (company: CompanyForm) => void;
  errors: CheckoutErrors;
}

/**
 * "Buying for a company": ticked, the company's name and OIB are asked for, and the invoice is
 * an R1 invoice made out to the company at the billing address.
 */
export function CompanyFields({ value, onChange, errors }: CompanyFieldsProps) {
  return (
    <>
      <label className="checkbox">
        <input type="checkbox" checked={value.forCompany} onChange={(event) => onChange({ ...value, forCompany: event.target.checked })} />
        Buying for a company
      </label>
      {value.forCompany ? (
        <fieldset className="billing">
          <legend className="checkout__heading">Company (R1 invoice)</legend>
          <p className="checkout__hint">The invoice is made out to the company at the billing address, with its OIB.</p>
          <TextField
            id="company-name"
            label="Company name"
            autoComplete="organization"
            required
            value={value.name}
            onChange={(event) => onChange({ ...value, name: event.target.value })}
            error={errors.companyName}
          />
          <TextField
            id="company-oib"
            label="OIB"
            inputMode="numeric"
            maxLength={11}
            required
            value={value.oib}
            onChange={(event) => onChange({ ...value, oib: event.target.value })}
            error={errors.companyOib}
          />
        </fieldset>
      ) : null}
    </>
  );
}
