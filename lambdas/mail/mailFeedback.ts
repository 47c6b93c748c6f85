import type { Clock } from '../platform/clock.ts';
import { log } from '../platform/log.ts';
import { maskedAddress, type Suppression, suppress } from '../platform/mailSuppression.ts';
import { countMetric } from '../platform/metrics.ts';
import { MAIL_KEY_TAG, recordSentMail, type SentMail } from '../platform/sentMails.ts';
import type { SesEvent } from './sesEvents.ts';

/**
 * What the shop does with SES's word on a mail it sent (docs/decisions/052): a hard bounce or a
 * complaint puts each address it names on the suppression list, so the shop never mails it
 * again until the operator lifts it; a soft bounce (a full mailbox, a server that is down) is
 * counted and mailed again next time, as is what SES rejected or could not deliver yet. A send
 * of a keyed mail is kept, so that a retry of it sends nothing (docs/decisions/070).
 */
export interface FeedbackPorts {
  clock: Clock;
  /** Puts an address on the suppression list, once (lambdas/platform/mailSuppression.ts). */
  suppress: (entry: Omit<Suppression, 'recordedAt'>, now: Date) => Promise<'suppressed' | 'already'>;
  /** Keeps SES's word that it took the mail of a key's tag (lambdas/platform/sentMails.ts). */
  recordSent: (tag: string, mail: SentMail, now: Date) => Promise<'recorded' | 'already'>;
}

export const feedbackPorts = (clock: Clock): FeedbackPorts => ({ clock, suppress, recordSent: recordSentMail });

/** The addresses an event put on the list now, and those it found there already. */
export interface FeedbackOutcome {
  suppressed: string[];
  already: string[];
}

async function suppressEach(
  recipients: readonly { emailAddress: string }[],
  entry: Omit<Suppression, 'email' | 'recordedAt'>,
  ports: FeedbackPorts,
): Promise<FeedbackOutcome> {
  const outcome: FeedbackOutcome = { suppressed: [], already: [] };
  for (const { emailAddress } of recipients) {
    const result = await ports.suppress({ ...entry, email: emailAddress }, ports.clock.now());
    outcome[result].push(emailAddress.toLowerCase());
  }
  return outcome;
}

export async function handleMailEvent(event: SesEvent, ports: FeedbackPorts): Promise<FeedbackOutcome> {
  const mail = { messageId: event.mail.messageId, sentAt: event.mail.timestamp, subject: event.mail.commonHeaders?.subject };
  switch (event.eventType) {
    case 'Send': {
      // One tag value per key; a mail the shop sent without a key (or another sender in the set) has none.
      const tag = event.mail.tags?.[MAIL_KEY_TAG]?.[0];
      if (tag) await ports.recordSent(tag, { messageId: event.mail.messageId, sentAt: event.mail.timestamp }, ports.clock.now());
      return { suppressed: [], already: [] };
    }
    case 'Bounce': {
      const { bounceType, bounceSubType, bouncedRecipients, timestamp, feedbackId } = event.bounce;
      countMetric('MailBounced', bouncedRecipients.length || 1, { name: 'bounceType', value: bounceType });
      const recipients = bouncedRecipients.map((r) => maskedAddress(r.emailAddress));
      if (bounceType !== 'Permanent') {
        log.info('mail bounced for now; the address stays mailable', { ...mail, bounceType, bounceSubType, recipients, feedbackId });
        return { suppressed: [], already: [] };
      }
      const detail = `${bounceType}/${bounceSubType}`;
      const outcome = await suppressEach(bouncedRecipients, { reason: 'bounce', detail, at: timestamp, feedbackId }, ports);
      log.warn('mail bounced for good; the address is suppressed', { ...mail, detail, recipients, feedbackId, ...counts(outcome) });
      return outcome;
    }
    case 'Complaint': {
      const { complainedRecipients, complaintFeedbackType, timestamp, feedbackId } = event.complaint;
      countMetric('MailComplained', complainedRecipients.length || 1);
      const detail = complaintFeedbackType ?? 'complaint';
      const outcome = await suppressEach(complainedRecipients, { reason: 'complaint', detail, at: timestamp, feedbackId }, ports);
      const recipients = complainedRecipients.map((r) => maskedAddress(r.emailAddress));
      log.warn('a recipient complained about a mail; the address is suppressed', {
        ...mail,
        detail,
        recipients,
        feedbackId,
        ...counts(outcome),
      });
      return outcome;
    }
    case 'Reject':
      // SES found a virus in what the shop sent: nothing about the recipient, everything about the mail.
      countMetric('MailRejected');
      log.error('SES rejected a mail', { ...mail, reason: event.reject.reason });
      return { suppressed: [], already: [] };
    case 'DeliveryDelay':
      countMetric('MailDelayed', event.deliveryDelay.delayedRecipients.length || 1);
      log.info('SES could not deliver a mail yet and keeps trying', {
        ...mail,
        delayType: event.deliveryDelay.delayType,
        recipients: event.deliveryDelay.delayedRecipients.map((r) => maskedAddress(r.emailAddress)),
      });
      return { suppressed: [], already: [] };
  }
}

const counts = (outcome: FeedbackOutcome) => ({ newlySuppressed: outcome.suppressed.length, alreadySuppressed: outcome.already.length });
