import { type AdminMessageList, type AdminMessageRow, MessageListQuery, MessageParams } from '@shop/shared/contract/adminMessages';
import { getMessage, listMessages, markHandled } from '../../content/contactInbox.ts';
import { shopInbox } from '../../content/contentAdapters.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { shopAuditLog } from '../../staff/staffAdapters.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';

/** The messages desk: the contact form's inbox, newest first, each marked handled by whoever answered it. */
export const handler = deskOf({
  'GET /api/admin/messages': staffRoute(
    { role: 'staff', query: MessageListQuery },
    async ({ query, now }): Promise<AdminMessageList> => ({ data: await listMessages(query.show ?? 'open', now, shopInbox) }),
  ),
  'GET /api/admin/messages/{id}': staffRoute({ role: 'staff', params: MessageParams }, ({ params }) => getMessage(params.id, shopInbox)),
  'POST /api/admin/messages/{id}/handled': staffRoute(
    { role: 'staff', params: MessageParams },
    async ({ params, staff, now }): Promise<AdminMessageRow> => {
      const { before, after } = await markHandled(params.id, staff, now, shopInbox);
      await recordAudit(
        shopAuditLog,
        staff,
        { action: 'messages.handled', subject: { kind: 'message', id: after.id }, before, after },
        now,
      );
      return after;
    },
  ),
});
