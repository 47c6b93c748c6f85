import { systemClock } from '../../platform/clock.ts';
import { log } from '../../platform/log.ts';
import { queueConsumer } from '../../platform/queueBatch.ts';
import { feedbackPorts, handleMailEvent } from '../mailFeedback.ts';
import { type MailEventMessage, readMailEventMessage } from '../sesEvents.ts';

const ports = feedbackPorts(systemClock);

/**
 * SQS consumer of SES's bounces and complaints (cdk/lib/mail.ts: configuration set → SNS →
 * this queue). Each message is one event; putting an address on the list twice changes nothing,
 * so a message delivered again is harmless. A message that fails, or that is no SES event, is
 * retried alone and then dead-lettered, where the operator reads it (docs/runbook.md).
 */
export const handler = queueConsumer<MailEventMessage>({
  queue: 'mailEvents',
  what: 'mail event',
  read: readMailEventMessage,
  // SNS's notification id: one id from SES's event to the suppression it caused.
  correlationId: (message) => message.notificationId,
  handle: async (message, record) => {
    if (message.kind === 'ignored') log.info('mail event ignored', { messageId: record.messageId, what: message.what });
    else await handleMailEvent(message.event, ports);
  },
});
