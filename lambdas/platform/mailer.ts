import { Buffer } from 'node:buffer';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { BRAND } from '@shop/shared/brand';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { awsClientOptions } from './aws.ts';
import { config } from './config.ts';

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

/** The port use cases send email through. */
export interface Mailer {
  send(mail: Mail): Promise<{ messageId: string }>;
}

let sharedClient: SESv2Client | undefined;
/** One SES client per container, reused by every mailer and every invocation. */
function sesClient(): SESv2Client {
  sharedClient ??= new SESv2Client(awsClientOptions(config.sesEndpoint()));
  return sharedClient;
}

/**
 * Sends through SES v2 as a raw MIME message (composed by nodemailer), the one form that
 * carries attachments. The sender is read here, at cold start, so a missing MAIL_FROM fails
 * at once with its name.
 */
export function createSesMailer(client: SESv2Client = sesClient()): Mailer {
  const from = { name: BRAND.name, address: config.mailFrom() };
  return {
    async send(mail) {
      const message = new MailComposer({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html !== undefined ? { html: mail.html } : {}),
        attachments: (mail.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          content: Buffer.from(attachment.content.buffer, attachment.content.byteOffset, attachment.content.byteLength),
          contentType: attachment.contentType,
        })),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        headers: { ...mail.headers, ...(mail.idempotencyKey ? { 'X-Idempotency-Key': mail.idempotencyKey } : {}) },
      }).compile();
      const raw = await message.build();
      const result = await client.send(new SendEmailCommand({ Content: { Raw: { Data: raw } } }));
      // SES always answers with an id; the MIME Message-ID stands in should a stand-in not.
      return { messageId: result.MessageId ?? message.messageId() };
    },
  };
}

export interface FakeMailer extends Mailer {
  /** Every mail sent, in order, duplicates included, so a test can count them. */
  readonly sent: (Mail & { messageId: string })[];
  /** Makes the next sends fail with this error (to test what a use case does when SES is down). */
  failWith(error: Error | undefined): void;
}

/** An in-memory mailer for use-case tests. */
export function createFakeMailer(): FakeMailer {
  const sent: (Mail & { messageId: string })[] = [];
  let failure: Error | undefined;
  return {
    sent,
    failWith(error) {
      failure = error;
    },
    async send(mail) {
      if (failure) throw failure;
      const messageId = `fake-${sent.length + 1}`;
      sent.push({ ...mail, messageId });
      return { messageId };
    },
  };
}
