import { isValidOib } from '@shop/shared/oib';
import type { InvoiceDocument } from '../invoices/invoiceDocument.ts';

/**
 * Whether an invoice is exchanged as an eRačun: the buyer is a company with a Croatian OIB, the
 * sale is taxed in Croatia, and it is not paid by card. A business paying by card gets a receipt
 * fiscalised as in retail, naming its OIB (OibPrimateljaRacuna, fiscaliseInvoice.ts): the one
 * exception the sources name (decision 057). PayPal, a gift card and a bank transfer are none of
 * it, so those get an eRačun: the strictest reading.
 */
export function isERacun(document: Pick<InvoiceDocument, 'buyer' | 'vatScheme' | 'paymentMethod'>): boolean {
  const oib = document.buyer.company?.oib;
  return Boolean(oib && isValidOib(oib)) && (document.vatScheme ?? 'DOMESTIC') === 'DOMESTIC' && document.paymentMethod !== 'CARD';
}
