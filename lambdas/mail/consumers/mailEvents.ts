import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { systemClock } from '../../platform/clock.ts';
import { correlate, log } from '../../platform/log.ts';
import { countMetric } from '../../platform/metrics.ts';
import { feedbackPorts, handleMailEvent } from '../mailFeedback.ts';
import { MalformedMailEvent, readMailEventMessage } from '../sesEvents.ts';

const ports = feedbackPorts(systemClock);

/**
 * SQS consumer of SES's bounces and complaints (cdk/lib/mail.ts: configuration set → SNS →
 * this queue). Each message is one event; putting an address on the list twice changes nothing,
 * so a message delivered again is harmless. A message that fails, or that is no SES event, is
 * retried alone and then dead-lettered, where the operator reads it (docs/runbook.md).
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const message = readMailEventMessage(record.body);
      // SNS's notification id: one id from SES's event to the suppression it caused.
      correlate(message.notificationId);
      if (message.kind === 'ignored') {
        log.info('mail event ignored', { messageId: record.messageId, what: message.what });
        continue;
      }
      await handleMailEvent(message.event, ports);
    } catch (error) {
      const malformed = error instanceof MalformedMailEvent;
      if (malformed) countMetric('MailEventMalformed');
      log.error(malformed ? 'mail event malformed' : 'mail event failed', {
        messageId: record.messageId,
        error,
        receiveCount: record.attributes?.ApproximateReceiveCount,
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
