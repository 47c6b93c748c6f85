import useSWR from 'swr';
import type { SendInvoiceEmailRequest } from '@shop/shared/contract/orders';
import { request } from '../../../platform/http.ts';

export const sendInvoiceEmailKey = (invoiceId: string, email: string) =>
  ['POST', `/api/invoices/${encodeURIComponent(invoiceId)}/sendEmail`, email] as const;

export const fetchSendInvoiceEmail = ([, path, email]: ReturnType<typeof sendInvoiceEmailKey>): Promise<unknown> =>
  request<unknown>(path, { method: 'POST', body: { email } satisfies SendInvoiceEmailRequest });

/** Emails the invoice once it exists; like its creation, safe to repeat and asked once per visit. */
export function useSendInvoiceEmail(invoice: { invoiceId: string; userEmail: string } | undefined) {
  return useSWR(invoice ? sendInvoiceEmailKey(invoice.invoiceId, invoice.userEmail) : null, fetchSendInvoiceEmail, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
