import { COMPANY_REGISTER, SELLER } from '@shop/shared/brand';
import { registerLine } from '@shop/shared/companyRegister';
import type { Language } from '@shop/shared/language';
import { escapeHtml } from './html.ts';

/**
 * What every mail the shop sends ends with, as a company's business letters must say it
 * (Zakon o trgovačkim društvima čl. 21): the company, its seat and OIB, the court register data,
 * and the bank and IBAN. Each mail layout (lambdas/invoices/mailLayout.ts,
 * lambdas/content/contentEmail.ts, lambdas/accounts/accountEmails.ts) puts these lines last.
 */
export function companyFooterLines(language: Language): string[] {
  return [
    `${SELLER.company}, ${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}, OIB ${SELLER.oib}`,
    registerLine(COMPANY_REGISTER, language),
    `IBAN ${SELLER.iban}, ${SELLER.bank}`,
  ];
}

/** The footer as the plain-text part of a mail ends with it. */
export const companyFooterText = (language: Language): string => companyFooterLines(language).join('\n');

/** The footer as the HTML part of a mail ends with it: small and grey, below the signature. */
export const companyFooterHtml = (language: Language): string =>
  `<p style="color:#6f6a63;font-size:12px;line-height:1.4">${companyFooterLines(language).map(escapeHtml).join('<br>')}</p>`;
