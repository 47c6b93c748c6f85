import { SELLER } from '@shop/shared/brand';
import { type EmailContent, orderStepEmail } from '../invoices/mailLayout.ts';
import type { WithdrawalRecord } from './withdrawalRecord.ts';

/** The shop's own time, for people: "14 March 2027 at 10:03" in Zagreb. */
export function zagrebTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zagreb', dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/** What the statement withdraws from, in words. */
export function withdrawnFrom(withdrawal: Pick<WithdrawalRecord, 'wholeOrder' | 'items' | 'unknownItemNos'>): string[] {
  if (withdrawal.wholeOrder) return ['The whole order'];
  return [
    ...withdrawal.items.map((item) => `Item ${item.itemNo}: ${item.description}`),
    ...withdrawal.unknownItemNos.map((n) => `Item ${n}: the order has no item ${n}; we will write to you about it`),
  ];
}

/**
 * The acknowledgement of receipt on a durable medium (Directive 2011/83/EU Art. 11a): the
 * statement's content and the date and time it was received, and what happens next.
 */
export function withdrawalAcknowledgement(withdrawal: WithdrawalRecord, links: { shopUrl: string }): EmailContent {
  const received = zagrebTime(withdrawal.receivedAt);
  const facts: [string, string][] = [
    ['Name', withdrawal.name],
    ['Order', withdrawal.orderNumber],
    ['Email', withdrawal.email],
    ['Withdrawing from', withdrawnFrom(withdrawal).join('; ')],
    ...(withdrawal.reason ? [['Reason given', withdrawal.reason] as [string, string]] : []),
    ['Received', `${received} (Zagreb time; ${withdrawal.receivedAt} UTC)`],
    ['Reference', withdrawal.id],
  ];
  return orderStepEmail(
    {
      subject: `We have received your withdrawal from order ${withdrawal.orderNumber}`,
      // No greeting in the typed name: the statement's content below says what was sent.
      paragraphs: [
        `This confirms that we received your statement of withdrawal from order ${withdrawal.orderNumber} through the withdrawal function of our online shop on ${received}.`,
        `Please send the items back to ${SELLER.company}, ${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}, ${SELLER.country}, or bring them to our store, within 14 days from ${received}. Sending them back is at your cost.`,
        `We refund what you paid for them, including the standard delivery cost when you withdraw from the whole order, within 14 days from ${received}, to the card, PayPal or bank account you paid with. We may wait with the refund until the items are back with us or you have shown us that you sent them, whichever comes first.`,
        'This is what you sent us:',
      ],
      facts,
      link: { text: 'Returns and your right of withdrawal', url: `${links.shopUrl}/returns` },
    },
    links,
  );
}
