import { fiscalDateTime, receiptTotal } from '../fiscal/fiscalReceipt.ts';
import { receiptCheckUrl } from '../fiscal/qr.ts';
import { type InvoiceDocument, paymentMethodsText } from './invoiceDocument.ts';

/**
 * What a fiscalised invoice shows besides its own facts (the Fiscalisation Act, NN 89/25): the
 * ZKI, the JIR (or that CIS has not answered yet), the operator, how it was paid, and the QR code
 * with which anyone can check it at the Tax Administration. Drawn from the stored document, so a
 * download after CIS answered shows the JIR.
 */

export const JIR_PENDING =
  'JIR: čeka se potvrda Porezne uprave (račun je valjan sa ZKI) / JIR pending: the Tax Administration has not confirmed yet (the receipt is valid with its ZKI)';

/** The words of the link to the check page, in the email. */
export const CHECK_RECEIPT = 'Provjera računa kod Porezne uprave / Check this receipt with the Tax Administration';

/** The Tax Administration's check URL for the invoice: with its JIR, or its ZKI while there is none. */
export function invoiceCheckUrl(document: InvoiceDocument): string | undefined {
  const fiscal = document.fiscal;
  if (!fiscal) return undefined;
  return receiptCheckUrl({
    zki: fiscal.zki,
    jir: fiscal.jir,
    dateTime: fiscal.dateTime ?? fiscalDateTime(new Date(document.issuedAt)),
    total: receiptTotal(document),
  });
}

/** The fiscal lines, one per entry, as the PDF and the email print them. */
export function fiscalLines(document: InvoiceDocument): string[] {
  const fiscal = document.fiscal;
  if (!fiscal) return [];
  return [
    `ZKI: ${fiscal.zki}`,
    fiscal.jir ? `JIR: ${fiscal.jir}` : JIR_PENDING,
    ...(fiscal.operatorCode ? [`Oznaka operatera / Operator: ${fiscal.operatorCode}`] : []),
    `Način plaćanja / Payment: ${paymentMethodsText(document)}`,
  ];
}
