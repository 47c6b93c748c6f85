import type { SubscriberExport, SubscriberList } from '@shop/shared/contract/adminNewsletter';
import { dynamoNewsletterReader } from '../../content/dynamoContentReader.ts';
import { confirmedSubscribers, subscribersCsv } from '../../content/subscriberList.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { shopAuditLog } from '../../staff/staffAdapters.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';

/** The newsletter desk, owners only (the addresses are personal data): the confirmed subscribers, and their CSV; it only reads. */
export const handler = deskOf({
  'GET /api/admin/newsletter/subscribers': staffRoute(
    { role: 'owner' },
    async (): Promise<SubscriberList> => ({ data: await confirmedSubscribers(dynamoNewsletterReader) }),
  ),
  'GET /api/admin/newsletter/export': staffRoute({ role: 'owner' }, async ({ staff, now }): Promise<SubscriberExport> => {
    const subscribers = await confirmedSubscribers(dynamoNewsletterReader);
    // Personal data leaving the shop: who took it, and when, is kept.
    await recordAudit(
      shopAuditLog,
      staff,
      { action: 'newsletter.export', subject: { kind: 'newsletter', id: 'subscribers' }, after: { count: subscribers.length } },
      now,
    );
    return { filename: `subscribers-${now.toISOString().slice(0, 10)}.csv`, csv: subscribersCsv(subscribers), count: subscribers.length };
  }),
});
