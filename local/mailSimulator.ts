import { randomUUID } from 'node:crypto';
import { LOCAL_ACCOUNT_ID } from './environment.ts';

/**
 * SES's mailbox simulator on the local stack: a mail to one of its addresses is taken like any
 * other, and then SES's word on it comes back as it does from SES
 * (https://docs.aws.amazon.com/ses/latest/dg/send-an-email-from-console.html#send-email-simulator):
 * an event of the configuration set, in the shape SES publishes to SNS, in SNS's notification,
 * onto the `mailEvents` queue. Labels (`bounce+order-17@…`) behave as their address.
 */
export const SIMULATOR_DOMAIN = 'simulator.amazonses.com';

/** What each address of the simulator does: only bounces and complaints are events the set publishes. */
const OUTCOMES = {
  success: undefined,
  // An automatic reply goes to the sender's mailbox; SES publishes no event of it.
  ooto: undefined,
  bounce: 'bounce',
  complaint: 'complaint',
  suppressionlist: 'suppressed',
} as const;

export type SimulatedFeedback = 'bounce' | 'complaint' | 'suppressed';

/** The feedback a mail to `address` brings, or undefined for an address that is no simulator's or brings none. */
export function simulatedFeedback(address: string): SimulatedFeedback | undefined {
  const [local, domain] = address.trim().toLowerCase().split('@');
  if (domain !== SIMULATOR_DOMAIN || !local) return undefined;
  const box = local.split('+')[0] as keyof typeof OUTCOMES;
  return Object.hasOwn(OUTCOMES, box) ? OUTCOMES[box] : undefined;
}

export interface SentMail {
  messageId: string;
  /** The From header or the send's FromEmailAddress. */
  source: string;
  destination: readonly string[];
  subject?: string;
  configurationSet: string;
  /** The send's message tags (`EmailTags`), by name. */
  tags?: Record<string, string>;
  sentAt: Date;
}

/** SES's feedback ids end in a part that counts the recipient; one recipient each here. */
const feedbackId = () => `0100019${randomUUID().replaceAll('-', '')}-000000`;

function mailObject(mail: SentMail, region: string) {
  const fromDomain = /@([^\s>]+)/.exec(mail.source)?.[1] ?? 'localhost';
  return {
    timestamp: mail.sentAt.toISOString(),
    source: mail.source,
    sourceArn: `arn:aws:ses:${region}:${LOCAL_ACCOUNT_ID}:identity/${fromDomain}`,
    sendingAccountId: LOCAL_ACCOUNT_ID,
    messageId: mail.messageId,
    destination: [...mail.destination],
    headersTruncated: false,
    headers: [],
    commonHeaders: { from: [mail.source], to: [...mail.destination], messageId: mail.messageId, subject: mail.subject ?? '' },
    tags: {
      ...Object.fromEntries(Object.entries(mail.tags ?? {}).map(([name, value]) => [name, [value]])),
      'ses:configuration-set': [mail.configurationSet],
      'ses:source-ip': ['127.0.0.1'],
      'ses:from-domain': [fromDomain],
      'ses:caller-identity': ['local'],
    },
  };
}

/** The `Send` event SES publishes once it took a mail in a configuration set, with the send's tags. */
export function sendEvent(mail: SentMail, region: string): Record<string, unknown> {
  return { eventType: 'Send', mail: mailObject(mail, region), send: {} };
}

/** The event SES publishes for `recipient` of `mail`, a second after the send, as the simulator answers. */
export function simulatedEvent(kind: SimulatedFeedback, recipient: string, mail: SentMail, region: string): Record<string, unknown> {
  const at = new Date(mail.sentAt.getTime() + 1000).toISOString();
  if (kind === 'complaint') {
    return {
      eventType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: recipient }],
        timestamp: at,
        feedbackId: feedbackId(),
        userAgent: 'Amazon SES Mailbox Simulator',
        complaintFeedbackType: 'abuse',
        arrivalDate: at,
      },
      mail: mailObject(mail, region),
    };
  }
  const suppressed = kind === 'suppressed';
  return {
    eventType: 'Bounce',
    bounce: {
      bounceType: 'Permanent',
      bounceSubType: suppressed ? 'Suppressed' : 'General',
      bouncedRecipients: [
        {
          emailAddress: recipient,
          action: 'failed',
          status: '5.1.1',
          diagnosticCode: suppressed
            ? 'Amazon SES has suppressed sending to this address because it has a recent history of bouncing as an invalid address.'
            : 'smtp; 550 5.1.1 user unknown',
        },
      ],
      timestamp: at,
      feedbackId: feedbackId(),
      ...(suppressed ? {} : { reportingMTA: 'dsn; localhost' }),
    },
    mail: mailObject(mail, region),
  };
}

/** An event as an SQS subscription of the topic receives it with raw message delivery off. */
export function snsNotification(topicArn: string, event: Record<string, unknown>, at: Date = new Date()): string {
  const messageId = randomUUID();
  return JSON.stringify({
    Type: 'Notification',
    MessageId: messageId,
    TopicArn: topicArn,
    Message: JSON.stringify(event),
    Timestamp: at.toISOString(),
    SignatureVersion: '1',
    // Nothing checks it: the queue's policy, not the signature, is what admits SNS's messages.
    Signature: 'LOCAL',
    SigningCertURL: 'http://localhost/SimpleNotificationService-local.pem',
    UnsubscribeURL: `http://localhost/?Action=Unsubscribe&SubscriptionArn=${topicArn}:${messageId}`,
  });
}

/** Every value of one header of a raw MIME message, folded lines joined. */
export function rawHeader(raw: Buffer, name: string): string[] {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw
    .subarray(0, end < 0 ? raw.length : end)
    .toString('utf8')
    .replace(/\r\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  return head
    .split('\r\n')
    .filter((line) => line.toLowerCase().startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim());
}

/** The addresses of a raw MIME message's To, Cc and Bcc headers. */
export const rawRecipients = (raw: Buffer): string[] =>
  ['To', 'Cc', 'Bcc'].flatMap((name) => rawHeader(raw, name)).flatMap((value) => value.match(/[^\s<>,;:"]+@[^\s<>,;:"]+/g) ?? []);
