import { COMPANY_REGISTER } from '@shop/shared/brand';
import { registerFacts } from '@shop/shared/companyRegister';
import type { Language } from '@shop/shared/language';
import { Fragment } from 'react';

/**
 * The seller's court register data (Zakon o trgovačkim društvima čl. 21: court, MBS, share
 * capital and whether it is paid in full, the management board) as <dt>/<dd> pairs, inside a
 * legal page's list of the seller's facts.
 */
export function CompanyRegisterFacts({ language }: { language: Language }) {
  return registerFacts(COMPANY_REGISTER, language).map(([label, value]) => (
    <Fragment key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Fragment>
  ));
}
