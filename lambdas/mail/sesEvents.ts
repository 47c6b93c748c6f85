import * as z from 'zod/mini';
import { MalformedMessage } from '../platform/queueBatch.ts';

/**
 * What reaches the mail events' queue: SES's event of a send in the shop's configuration set
 * (the shape SES publishes to SNS: https://docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-contents.html),
 * wrapped by SNS in its notification, as an SQS subscription without raw message delivery
 * receives it. Only the fields the shop reads are checked; SES adds others over time.
 */

const SnsNotification = z.object({
  Type: z.literal('Notification'),
  MessageId: z.string(),
  Message: z.string(),
  TopicArn: z.optional(z.string()),
  Timestamp: z.optional(z.string()),
});

const SentMail = z.object({
  messageId: z.string(),
  timestamp: z.string(),
  destination: z.array(z.string()),
  source: z.optional(z.string()),
  // Which of the shop's mails it was, for the operator reading the log.
  commonHeaders: z.optional(z.object({ subject: z.optional(z.string()) })),
  // The send's message tags and SES's own (`ses:configuration-set`), each a list of values.
  tags: z.optional(z.record(z.string(), z.array(z.string()))),
});

const Recipient = z.object({ emailAddress: z.string() });

export const BOUNCE_TYPES = ['Permanent', 'Transient', 'Undetermined'] as const;

const BounceEvent = z.object({
  eventType: z.literal('Bounce'),
  bounce: z.object({
    bounceType: z.enum(BOUNCE_TYPES),
    bounceSubType: z.string(),
    bouncedRecipients: z.array(z.extend(Recipient, { diagnosticCode: z.optional(z.string()) })),
    timestamp: z.string(),
    feedbackId: z.string(),
  }),
  mail: SentMail,
});

const ComplaintEvent = z.object({
  eventType: z.literal('Complaint'),
  complaint: z.object({
    complainedRecipients: z.array(Recipient),
    timestamp: z.string(),
    feedbackId: z.string(),
    // Absent when the recipient's provider does not say; SES writes null for a subtype it has not.
    complaintFeedbackType: z.optional(z.string()),
    complaintSubType: z.optional(z.nullable(z.string())),
  }),
  mail: SentMail,
});

const RejectEvent = z.object({
  eventType: z.literal('Reject'),
  reject: z.object({ reason: z.string() }),
  mail: SentMail,
});

const DeliveryDelayEvent = z.object({
  eventType: z.literal('DeliveryDelay'),
  deliveryDelay: z.object({ delayType: z.string(), delayedRecipients: z.array(Recipient), timestamp: z.string() }),
  mail: SentMail,
});

/** SES took the mail and will try to deliver it: what a retry asks before sending again (lambdas/platform/sentMails.ts). */
const SendEvent = z.object({
  eventType: z.literal('Send'),
  send: z.optional(z.object({})),
  mail: SentMail,
});

const SesEvent = z.discriminatedUnion('eventType', [SendEvent, BounceEvent, ComplaintEvent, RejectEvent, DeliveryDelayEvent]);
export type SesEvent = z.infer<typeof SesEvent>;
export type BounceEvent = z.infer<typeof BounceEvent>;
export type ComplaintEvent = z.infer<typeof ComplaintEvent>;

/** What SES publishes once, when an SNS topic becomes an event destination: not an event, and nothing to do. */
const SETUP_NOTICE = 'Successfully validated SNS topic for Amazon SES event publishing';

export type MailEventMessage =
  | { kind: 'event'; event: SesEvent; notificationId: string }
  /** SES's word that the destination works, or an event type the destination was later given and the shop does not read. */
  | { kind: 'ignored'; what: string; notificationId: string };

/** A message that is no SES event in an SNS notification: the consumer fails it rather than guess. */
export class MalformedMailEvent extends MalformedMessage {
  constructor(reason: string) {
    super(`Not an SES event in an SNS notification: ${reason}`);
  }
}

function json(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedMailEvent(`${what} is not JSON`);
  }
}

const issues = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || '(top)'}: ${issue.message}`).join('; ');

/** Reads one SQS message body of the mail events' queue. */
export function readMailEventMessage(body: string): MailEventMessage {
  const notification = SnsNotification.safeParse(json(body, 'the message body'));
  if (!notification.success) throw new MalformedMailEvent(`the SNS notification: ${issues(notification.error)}`);
  const { Message, MessageId } = notification.data;
  if (Message.startsWith(SETUP_NOTICE)) return { kind: 'ignored', what: 'the setup notice of SES', notificationId: MessageId };
  const message = json(Message, 'the SNS message');
  const type = z.object({ eventType: z.string() }).safeParse(message);
  if (!type.success) throw new MalformedMailEvent(`the SES event has no eventType`);
  const event = SesEvent.safeParse(message);
  if (event.success) return { kind: 'event', event: event.data, notificationId: MessageId };
  if (!['Send', 'Bounce', 'Complaint', 'Reject', 'DeliveryDelay'].includes(type.data.eventType)) {
    return { kind: 'ignored', what: `an event of type ${type.data.eventType}`, notificationId: MessageId };
  }
  throw new MalformedMailEvent(`the ${type.data.eventType} event: ${issues(event.error)}`);
}
