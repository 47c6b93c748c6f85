import {
  FAILED_EVENT_QUEUES,
  type FailedEventList,
  type FailedEventOutcome,
  FailedEventParams,
} from '@shop/shared/contract/adminFailedEvents';
import { dropFailedEvent, listFailedEvents, replayFailedEvent } from '../../deadLetters/failedEvents.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { shopAuditLog } from '../../staff/staffAdapters.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';

/**
 * The failed events desk, owners only (a payment event's body carries the customer's details):
 * the queues' dead letters, each replayed to its queue or dropped. A dropped message's body is
 * kept in the audit entry, so nothing is lost unseen (docs/decisions/045).
 */
export const handler = deskOf({
  'GET /api/admin/failedEvents': staffRoute(
    { role: 'owner' },
    async (): Promise<FailedEventList> => ({ data: await listFailedEvents(FAILED_EVENT_QUEUES) }),
  ),
  'POST /api/admin/failedEvents/{queue}/{messageId}/replay': staffRoute(
    { role: 'owner', params: FailedEventParams },
    async ({ params, staff, now }): Promise<FailedEventOutcome> => {
      const message = await replayFailedEvent(params.queue, params.messageId);
      await recordAudit(
        shopAuditLog,
        staff,
        {
          action: 'failedEvents.replay',
          subject: { kind: 'failedEvent', id: params.messageId },
          before: message,
          after: { replayedTo: params.queue },
        },
        now,
      );
      return { queue: params.queue, messageId: params.messageId, outcome: 'replayed' };
    },
  ),
  'POST /api/admin/failedEvents/{queue}/{messageId}/drop': staffRoute(
    { role: 'owner', params: FailedEventParams },
    async ({ params, staff, now }): Promise<FailedEventOutcome> => {
      // Written before the message is deleted: if the entry cannot be written, the message stays.
      await dropFailedEvent(params.queue, params.messageId, (message) =>
        recordAudit(
          shopAuditLog,
          staff,
          { action: 'failedEvents.drop', subject: { kind: 'failedEvent', id: params.messageId }, before: message },
          now,
        ).then(() => undefined),
      );
      return { queue: params.queue, messageId: params.messageId, outcome: 'dropped' };
    },
  ),
});
