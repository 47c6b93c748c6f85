import { BRAND } from '@shop/shared/brand';
import type { Mail } from '../platform/mailer.ts';
import type { ContactMessage } from './contactMessage.ts';
import { emailHtml, headerSafe } from './contentEmail.ts';

/** The contact message as it reaches the shop's inbox; replying answers the visitor. */
export function contactForwardEmail(message: ContactMessage): Mail {
  const name = headerSafe(`${message.firstName} ${message.lastName}`);
  const subject = `Contact form: ${name}`;
  const lines = [
    `From: ${name} <${message.email}>`,
    `Received: ${message.receivedAt}`,
    ...(message.saleSpotId ? [`Sale spot: ${message.saleSpotId}`] : []),
    `Reference: ${message.id}`,
  ];
  const text = [
    `A new message came in through the contact form of ${BRAND.name}.`,
    lines.join('\n'),
    `Message:\n${message.text}`,
    `Reply to this email to answer ${headerSafe(message.firstName)} directly.`,
  ].join('\n\n');
  const html = emailHtml({
    subject,
    blocks: [
      { text: `A new message came in through the contact form of ${BRAND.name}.` },
      { text: lines.join('\n'), pre: true },
      { text: message.text, pre: true },
    ],
    footer: [{ text: `Reply to this email to answer ${headerSafe(message.firstName)} directly.` }],
    internal: true,
  });
  return { to: BRAND.email, replyTo: message.email, subject, text, html, idempotencyKey: `contact:${message.id}` };
}
