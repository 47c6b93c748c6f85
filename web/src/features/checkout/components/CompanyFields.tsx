import { lazy, Suspense } from 'react';
import { useMessages } from '../../../i18n/messages.ts';
import type { CompanyFieldsProps } from './CompanyFieldset.tsx';

// Few shoppers buy for a company: the fields' code comes when the box is ticked.
const CompanyFieldset = lazy(() => import('./CompanyFieldset.tsx').then((m) => ({ default: m.CompanyFieldset })));

/**
 * "Buying for a company": ticked, the company's name and OIB are asked for, and the invoice is
 * an R1 invoice made out to the company at the billing address.
 */
export function CompanyFields(props: CompanyFieldsProps) {
  const { value, onChange } = props;
  const t = useMessages('checkout').company;
  return (
    <>
      <label className="checkbox">
        <input type="checkbox" checked={value.forCompany} onChange={(event) => onChange({ ...value, forCompany: event.target.checked })} />
        {t.buyingForCompany}
      </label>
      {value.forCompany ? (
        <Suspense fallback={null}>
          <CompanyFieldset {...props} />
        </Suspense>
      ) : null}
    </>
  );
}
