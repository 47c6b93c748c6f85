import { useSqsApi } from '../platform/queue.ts';
import type { SqsApi } from '../platform/sqsApi.ts';

/** One message as a test sees it sent: its queue's URL and its body. */
export interface SentMessage {
  QueueUrl: string;
  MessageBody: string;
}

/** SQS answered in memory: every message sent (a batch's one by one), and what each is answered. */
export interface SqsRecorder {
  readonly sent: SentMessage[];
  /** Answers each later message with this (by default a message id), or throws what it throws. */
  answers(answer: (message: SentMessage) => { MessageId: string }): void;
  /** Forgets what was sent and answers with a message id again. */
  reset(): void;
  /** Puts SQS back. */
  restore(): void;
}

/** Puts a recorder in place of SQS for every send of lambdas/platform/queue.ts (`useSqsApi`). */
export function recordSqs(): SqsRecorder {
  const sent: SentMessage[] = [];
  let answer: (message: SentMessage) => { MessageId: string };
  const recorder: SqsRecorder = {
    sent,
    answers: (next) => {
      answer = next;
    },
    reset: () => {
      sent.length = 0;
      answer = () => ({ MessageId: `message-${sent.length}` });
    },
    restore: () => useSqsApi(undefined),
  };
  recorder.reset();
  const take = (message: SentMessage) => {
    sent.push(message);
    return answer(message);
  };
  const api: SqsApi = {
    sendMessage: async ({ QueueUrl = '', MessageBody = '' }) => take({ QueueUrl, MessageBody }),
    sendMessageBatch: async ({ QueueUrl = '', Entries = [] }) => ({
      Successful: Entries.map((entry) => ({
        Id: entry.Id,
        ...take({ QueueUrl, MessageBody: entry.MessageBody ?? '' }),
        MD5OfMessageBody: '',
      })),
      Failed: [],
    }),
  };
  useSqsApi(api);
  return recorder;
}
