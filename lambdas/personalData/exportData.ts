import { BRAND, SELLER } from '@shop/shared/brand';
import { exportFileName, type PersonalDataExport } from '@shop/shared/contract/personalData';
import { languageOfRequest, type StockNotificationItem } from '../notifications/stockNotificationKeys.ts';
import type { Clock } from '../platform/clock.ts';
import { HttpResponse } from '../platform/http.ts';
import type { CustomerRecord } from '../accounts/customerRecord.ts';
import { collect, type PersonalDataReader } from './personalDataStore.ts';

/** What the export reads with: the person's data (personalDataAdapters.ts wires the tables). */
export interface ExportPorts {
  clock: Clock;
  data: PersonalDataReader;
}

/** Fields of the stored items that are the shop's workings (keys, counters, hashes), not the person's data. */
const WORKINGS = new Set([
  'pk',
  'sk',
  'personKey',
  'customerKey',
  'emailKey',
  'statusKey',
  'dueKey',
  'dueAt',
  'version',
  'unpaidCounters',
  'withdrawalKey',
  'passwordHash',
  'tokenVersion',
  'activationCodeHash',
  'resetCodeHash',
  'unsubscribeToken',
  'expiresAt',
  'acknowledgementAttempts',
  'lastAcknowledgementError',
]);

const without = (item: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).filter(([field]) => !WORKINGS.has(field)));

/**
 * Everything the shop keeps about the logged-in customer (GDPR Art. 15 and 20), in one JSON
 * document: the account, its addresses and children, its orders with their lines and invoices'
 * numbers, reviews, newsletter subscription, back-in-stock notices, contact messages and
 * withdrawals. Each found by a key or an index, never a Scan (docs/decisions/024-personal-data.md).
 */
export async function exportPersonalData(account: CustomerRecord, { clock, data }: ExportPorts): Promise<PersonalDataExport> {
  const now = clock.now();
  const [orders, reviews, byEmail, newsletter] = await Promise.all([
    collect(data.ordersOf(account.email)),
    collect(data.reviewsBy(account.id)),
    collect(data.keptFor(account.email)),
    data.newsletterOf(account.email),
  ]);
  const [invoices, withdrawals] = await Promise.all([data.invoicesOf(orders), data.withdrawalsFrom(orders)]);
  const invoiceNumber = new Map(invoices.map((invoice) => [invoice.id, invoice.document.number]));
  const { addresses, children, ...profile } = account;
  await data.audit(account.id, 'DATA_EXPORTED', now);
  return {
    exportedAt: now.toISOString(),
    controller: { name: SELLER.company, email: BRAND.email },
    account: without(profile),
    addresses: (addresses ?? []).map(without),
    children: (children ?? []).map(without),
    orders: orders.map((order) => ({
      ...without(order),
      ...(order.invoiceId ? { invoiceNumber: invoiceNumber.get(order.invoiceId) ?? null } : {}),
    })),
    invoices: invoices.map((invoice) => ({
      invoiceNumber: invoice.document.number,
      orderNumber: invoice.document.orderNumber,
      issuedAt: invoice.document.issuedAt ?? null,
    })),
    reviews: reviews.map(without),
    newsletter: newsletter ? without(newsletter) : null,
    backInStockNotices: byEmail
      .filter((item): item is StockNotificationItem => item.pk.startsWith('NOTIFY#'))
      .map((notice) => ({
        productId: notice.productId,
        size: notice.size,
        createdAt: notice.createdAt,
        language: languageOfRequest(notice),
      })),
    contactMessages: byEmail.filter((item) => !item.pk.startsWith('NOTIFY#')).map(without),
    withdrawals: withdrawals.map(without),
  };
}

/** GET /api/auth/exportMyData: the document as a file to download. */
export async function exportPersonalDataFile(account: CustomerRecord, ports: ExportPorts): Promise<HttpResponse> {
  const data = await exportPersonalData(account, ports);
  return new HttpResponse(200, data, {
    'content-disposition': `attachment; filename="${exportFileName(new Date(data.exportedAt))}"`,
  });
}
