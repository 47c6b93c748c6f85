import { BRAND } from '@shop/shared/brand';
import type { Mail } from '../platform/mailer.ts';
import { emailHtml } from './contentEmail.ts';

/** The SPA routes the emailed links open (docs/decisions/009-content.md). */
export const confirmSubscriptionLink = (shopUrl: string, token: string) => `${shopUrl}/newsletter/confirm/${token}`;
export const unsubscribeLink = (shopUrl: string, token: string) => `${shopUrl}/newsletter/unsubscribe/${token}`;

/** Sent on every subscription request: the one link that makes the subscription count. */
export function confirmationEmail(to: string, link: string, validDays: number): Mail {
  const subject = `Please confirm your ${BRAND.name} newsletter subscription`;
  const intro = `Thank you for signing up for the ${BRAND.name} newsletter: stories from our workshop, new collections and the odd mending tip, about twice a month.`;
  const ask = 'Please confirm that this is your email address. Until you do, we will not send you any newsletter.';
  const after = [
    `The link works for ${validDays} days.`,
    `If you did not ask for this, ignore this email: without the confirmation your address is deleted and you will hear nothing more from us.`,
  ];
  return {
    to,
    subject,
    text: [intro, ask, `Confirm my subscription:\n${link}`, ...after, `Warm regards,\n${BRAND.name}`].join('\n\n'),
    html: emailHtml({
      subject,
      blocks: [{ text: intro }, { text: ask }],
      button: { url: link, label: 'Confirm my subscription' },
      footer: after.map((text) => ({ text })),
    }),
  };
}

/**
 * Every newsletter email is made here, and this asks for the unsubscribe link: the link is in
 * the body of each one, and in the List-Unsubscribe header mail programs show as a button.
 */
export function newsletterEmail(options: { to: string; subject: string; paragraphs: readonly string[]; unsubscribeUrl: string }): Mail {
  const leave = `You get this email because you subscribed to the ${BRAND.name} newsletter. Unsubscribe with one click: ${options.unsubscribeUrl}`;
  return {
    to: options.to,
    subject: options.subject,
    text: [...options.paragraphs, `Warm regards,\n${BRAND.name}`, leave].join('\n\n'),
    html: emailHtml({
      subject: options.subject,
      blocks: options.paragraphs.map((text) => ({ text })),
      footer: [
        { text: `You get this email because you subscribed to the ${BRAND.name} newsletter.` },
        { text: `Unsubscribe: ${options.unsubscribeUrl}` },
      ],
    }),
    headers: { 'List-Unsubscribe': `<${options.unsubscribeUrl}>, <mailto:${BRAND.email}?subject=unsubscribe>` },
  };
}

/** The first newsletter email, sent when a subscription is confirmed. */
export function welcomeEmail(to: string, unsubscribeUrl: string, shopUrl: string): Mail {
  return newsletterEmail({
    to,
    subject: `Welcome to the ${BRAND.name} newsletter`,
    paragraphs: [
      'Dobrodošli, and thank you for confirming your subscription!',
      'About twice a month we will write about what is happening in our Zagreb workshop: new collections before they reach the shop, the people who knit, weave and sew them, and how to make your clothes last.',
      `While you wait for the first one, our blog has a few stories to start with: ${shopUrl}/blog`,
    ],
    unsubscribeUrl,
  });
}
