import { dateTimeParts, type FiscalReceipt } from './fiscalReceipt.ts';

/** The Tax Administration's page that checks a receipt. */
export const RECEIPT_CHECK_URL = 'https://porezna.gov.hr/rn';

/**
 * What the receipt's QR code holds (Pravilnik o fiskalizaciji, čl. 18.a–18.c; the technical
 * specification's chapter on the QR code): the check page with the JIR (or the ZKI while CIS has
 * not answered), the date and time as `yyyyMMdd_HHmm` and the total in cents, e.g.
 * `https://porezna.gov.hr/rn?jir=…&datv=20260314_1042&izn=12345`.
 */
export function receiptCheckUrl(receipt: Pick<FiscalReceipt, 'dateTime' | 'total' | 'zki'> & { jir?: string }): string {
  const { day, month, year, hour, minute } = dateTimeParts(receipt.dateTime);
  const code = receipt.jir ? `jir=${receipt.jir}` : `zki=${receipt.zki}`;
  return `${RECEIPT_CHECK_URL}?${code}&datv=${year}${month}${day}_${hour}${minute}&izn=${receipt.total}`;
}
