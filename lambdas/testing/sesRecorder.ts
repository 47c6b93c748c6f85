import { useSesApi } from '../platform/mailer.ts';
import type { SendEmailRequest, SendEmailResponse, SesApi } from '../platform/sesApi.ts';

/** SES answered in memory: what every mailer made without a client sent, and what it is told. */
export interface SesRecorder {
  /** Every request sent since the recorder started or was reset, in order. */
  readonly calls: SendEmailRequest[];
  /** Answers every later send with this (the default: a message id). */
  resolves(answer: SendEmailResponse): void;
  /** Makes every later send fail with this error, as SES's refusal would. */
  rejects(error: Error): void;
  /** Forgets the calls and answers with a message id again. */
  reset(): void;
  /** Puts SES back. */
  restore(): void;
}

/** Puts a recorder in place of SES for every mailer made without a client (lambdas/platform/mailer.ts's `useSesApi`). */
export function recordSes(): SesRecorder {
  const calls: SendEmailRequest[] = [];
  let answer: () => Promise<SendEmailResponse>;
  const recorder: SesRecorder = {
    calls,
    resolves: (response) => {
      answer = async () => response;
    },
    rejects: (error) => {
      answer = async () => {
        throw error;
      };
    },
    reset: () => {
      calls.length = 0;
      recorder.resolves({ MessageId: 'mail-1' });
    },
    restore: () => useSesApi(undefined),
  };
  recorder.reset();
  const api: SesApi = {
    sendEmail: (request) => {
      calls.push(request);
      return answer();
    },
  };
  useSesApi(api);
  return recorder;
}
