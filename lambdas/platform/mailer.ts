import { randomUUID } from 'node:crypto';
import type { Message } from '@aws-sdk/client-sesv2';
import { BRAND } from '@shop/shared/brand';
import { awsClientOptions } from './aws.ts';
import { config } from './config.ts';
import { log } from './log.ts';
import { createSesApi, type SesApi } from './sesApi.ts';
import { headerText } from './mailHeaderText.ts';
import { dynamoSuppressionList, mailAddress, maskedAddress, type Suppression, type SuppressionList } from './mailSuppression.ts';
import { countMetric } from './metrics.ts';
import { dynamoSentMails, MAIL_KEY_TAG, mailKeyTag, type SentMail, type SentMails } from './sentMails.ts';

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go when not to the sender (the contact form: the visitor who wrote). */
  replyTo?: string;
  /** Further headers, e.g. `List-Unsubscribe` on newsletter mail. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /**
   * Names the reason for this mail (e.g. `invoice:17/ZG1/1`). SES cannot deduplicate, so the
   * caller keeps its own record of what it sent; the key travels in an `X-Idempotency-Key`
   * header so that a duplicate, should one happen, can be traced.
   */
  idempotencyKey?: string;
}

/**
 * What became of a mail: SES took it, or the shop did not send it because its address is on the
 * suppression list. Not sending is an answer, not an error: retrying would never change it.
 */
export type SendResult = { status: 'sent'; messageId: string } | { status: 'suppressed'; suppression: Suppression };

/** The port use cases send email through. */
export interface Mailer {
  send(mail: Mail): Promise<SendResult>;
  /**
   * SES's word that it took the mail of this idempotency key (its `Send` event, kept by
   * lambdas/platform/sentMails.ts). An outbox asks before it tries a mail again, so a worker that
   * died after SES took the mail does not send it twice; a first try need not ask.
   */
  sentBefore(idempotencyKey: string): Promise<SentMail | undefined>;
}

/** The one line and metric of a mail not sent, whoever sent it. */
function notSent(mail: Mail, suppression: Suppression): SendResult {
  log.warn('mail not sent: the address is on the suppression list', {
    to: maskedAddress(mail.to),
    idempotencyKey: mail.idempotencyKey,
    reason: suppression.reason,
    detail: suppression.detail,
    suppressedAt: suppression.recordedAt,
    feedbackId: suppression.feedbackId,
  });
  countMetric('MailSuppressed', 1, { name: 'reason', value: suppression.reason });
  return { status: 'suppressed', suppression };
}

let sharedClient: SesApi | undefined;
/** One SES client per container, reused by every mailer and every invocation. */
function sesClient(): SesApi {
  sharedClient ??= createSesApi(awsClientOptions(config.sesEndpoint()));
  return sharedClient;
}

/**
 * Puts a test's stand-in in place of SES for every mailer made without a client, whenever it was
 * made (a handler makes its mailer when it loads); `undefined` puts SES back.
 */
export function useSesApi(api: SesApi | undefined): void {
  sharedClient = api;
}

const UTF8 = 'UTF-8';

/** The mail as SES v2's simple content: SES writes the MIME, attachments and headers included. */
function simpleMessage(mail: Mail): Message {
  const headers = { ...mail.headers, ...(mail.idempotencyKey ? { 'X-Idempotency-Key': mail.idempotencyKey } : {}) };
  const headerList = Object.entries(headers).map(([Name, Value]) => ({ Name, Value }));
  return {
    Subject: { Data: headerText(mail.subject), Charset: UTF8 },
    Body: {
      Text: { Data: mail.text, Charset: UTF8 },
      ...(mail.html !== undefined ? { Html: { Data: mail.html, Charset: UTF8 } } : {}),
    },
    ...(headerList.length > 0 ? { Headers: headerList } : {}),
    ...(mail.attachments?.length
      ? {
          Attachments: mail.attachments.map((attachment) => ({
            FileName: attachment.filename,
            RawContent: attachment.content,
            ContentType: attachment.contentType,
            ContentDisposition: 'ATTACHMENT' as const,
            ContentTransferEncoding: 'BASE64' as const,
          })),
        }
      : {}),
  };
}

/**
 * Sends through SES v2 as simple content, which carries attachments and headers since 2025 (SES
 * writes the MIME: docs/decisions/089), in the configuration set whose events report bounces,
 * complaints and each send; an address on the suppression list is not sent to. A keyed mail
 * carries its key as a message tag, and a retry whose mail SES took before is not sent again. The
 * sender and the set are read here, at cold start, so a missing MAIL_FROM or
 * MAIL_CONFIGURATION_SET fails at once with its name.
 */
export function createSesMailer(
  client?: SesApi,
  suppressions: SuppressionList = dynamoSuppressionList(),
  sentMails: SentMails = dynamoSentMails(),
): Mailer {
  const from = `${headerText(BRAND.name)} <${config.mailFrom()}>`;
  const configurationSet = config.mailConfigurationSet();
  return {
    async send(mail) {
      const key = mail.idempotencyKey;
      const suppression = await suppressions.find(mail.to);
      if (suppression) return notSent(mail, suppression);
      const result = await (client ?? sesClient()).sendEmail({
        FromEmailAddress: from,
        Destination: { ToAddresses: [mail.to] },
        ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
        ConfigurationSetName: configurationSet,
        Content: { Simple: simpleMessage(mail) },
        ...(key !== undefined ? { EmailTags: [{ Name: MAIL_KEY_TAG, Value: mailKeyTag(key) }] } : {}),
      });
      // SES always answers with an id; a stand-in that did not must not make the mail look unsent.
      return { status: 'sent', messageId: result.MessageId ?? `unnamed-${randomUUID()}` };
    },
    sentBefore: (idempotencyKey) => sentMails.find(idempotencyKey),
  };
}

export interface FakeMailer extends Mailer {
  /** Every mail sent, in order, duplicates included, so a test can count them. */
  readonly sent: (Mail & { messageId: string })[];
  /** Mails not sent because their address was suppressed. */
  readonly notSent: Mail[];
  /** Makes the next sends fail with this error (to test what a use case does when SES is down). */
  failWith(error: Error | undefined): void;
  /** Puts an address on this mailer's suppression list. */
  suppress(address: string, reason?: Suppression['reason']): void;
}

/** An in-memory mailer for use-case tests. */
export function createFakeMailer(): FakeMailer {
  const sent: (Mail & { messageId: string })[] = [];
  const notSent: Mail[] = [];
  const suppressed = new Map<string, Suppression>();
  let failure: Error | undefined;
  return {
    sent,
    notSent,
    failWith(error) {
      failure = error;
    },
    suppress(address, reason = 'bounce') {
      const at = new Date().toISOString();
      const email = mailAddress(address);
      suppressed.set(email, {
        email,
        reason,
        detail: reason === 'bounce' ? 'Permanent/General' : 'abuse',
        at,
        feedbackId: `fake-feedback-${suppressed.size + 1}`,
        recordedAt: at,
      });
    },
    async send(mail) {
      if (failure) throw failure;
      const suppression = suppressed.get(mailAddress(mail.to));
      if (suppression) {
        notSent.push(mail);
        return { status: 'suppressed', suppression };
      }
      const messageId = `fake-${sent.length + 1}`;
      sent.push({ ...mail, messageId });
      return { status: 'sent', messageId };
    },
    // SES's Send event, as if it arrived the moment SES took the mail.
    async sentBefore(idempotencyKey) {
      const mail = sent.find((m) => m.idempotencyKey === idempotencyKey);
      return mail ? { messageId: mail.messageId, sentAt: new Date().toISOString() } : undefined;
    },
  };
}
