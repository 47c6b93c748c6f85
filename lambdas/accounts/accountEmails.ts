import { BRAND } from '@shop/shared/brand';
import { escapeHtml } from '../platform/html.ts';
import type { Mail } from '../platform/mailer.ts';
import { ACTIVATION_CODE_HOURS, RESET_CODE_HOURS } from './oneTimeCode.ts';

/** The SPA routes the emailed links open (docs/decisions/006-accounts.md). */
export const activationLink = (shopUrl: string, userId: string, code: string) => `${shopUrl}/activate/${userId}/${code}`;
export const recoverPasswordLink = (shopUrl: string, userId: string, code: string) => `${shopUrl}/recover-password/${userId}/${code}`;

interface Letter {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  link: { url: string; label: string };
  after: string[];
  shopUrl: string;
}

/**
 * A mail greets by name only an account whose owner confirmed its email: a pending account's
 * name was typed by whoever registered with that address, who may not be its owner.
 */
const greetingFor = (to: { firstName?: string; status?: string }) =>
  to.firstName && to.status === 'ACTIVE' ? `Dear ${to.firstName},` : 'Hello,';

/** One plain layout for the account emails; every value put into the HTML is escaped. */
function compose(letter: Letter): Mail {
  const signature = `Warm regards,\n${BRAND.name}\n${letter.shopUrl}`;
  const text = [letter.greeting, ...letter.paragraphs, `${letter.link.label}:\n${letter.link.url}`, ...letter.after, signature].join(
    '\n\n',
  );
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;color:#1f1d1a;font-size:15px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px 28px">',
    `<p style="font-size:24px;font-weight:bold;color:#5b4636;margin:0 0 16px">${escapeHtml(BRAND.name)}</p>`,
    `<p>${escapeHtml(letter.greeting)}</p>`,
    ...letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(letter.link.url)}" style="display:inline-block;background:#5b4636;color:#ffffff;padding:10px 18px;text-decoration:none">${escapeHtml(letter.link.label)}</a></p>`,
    `<p style="font-size:13px;color:#6f6a63">${escapeHtml(letter.link.url)}</p>`,
    ...letter.after.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>Warm regards,<br>${escapeHtml(BRAND.name)}<br><a href="${escapeHtml(letter.shopUrl)}">${escapeHtml(letter.shopUrl)}</a></p>`,
    '</div></body></html>',
  ].join('\n');
  return { to: letter.to, subject: letter.subject, text, html };
}

const notYou = `If this was not you, you can ignore this email. Questions? Write to ${BRAND.email}.`;

/** Sent to a new account: the one link that activates it. */
export function activationEmail(to: { email: string; firstName: string; status?: string }, link: string, shopUrl: string): Mail {
  return compose({
    to: to.email,
    subject: `Confirm your ${BRAND.name} account`,
    greeting: greetingFor(to),
    paragraphs: [`Thank you for registering at ${BRAND.name}. Please confirm your email address to activate your account.`],
    link: { url: link, label: 'Activate my account' },
    after: [`The link works once, for ${ACTIVATION_CODE_HOURS} hours.`, notYou],
    shopUrl,
  });
}

/** Sent instead when someone registers with an email that already has an account. */
export function registrationAttemptEmail(to: { email: string; firstName?: string; status?: string }, link: string, shopUrl: string): Mail {
  return compose({
    to: to.email,
    subject: `Someone tried to register at ${BRAND.name} with your email`,
    greeting: greetingFor(to),
    paragraphs: [
      `Someone just tried to create a ${BRAND.name} account with this email address, but you already have one, so nothing was changed.`,
      'If it was you and you have forgotten your password, you can set a new one here:',
    ],
    link: { url: link, label: 'Set a new password' },
    after: [`The link works once, for ${RESET_CODE_HOURS} hour.`, notYou],
    shopUrl,
  });
}

/** Sent when a password reset is asked for. */
export function passwordResetEmail(to: { email: string; firstName?: string; status?: string }, link: string, shopUrl: string): Mail {
  return compose({
    to: to.email,
    subject: `Reset your ${BRAND.name} password`,
    greeting: greetingFor(to),
    paragraphs: ['We received a request to reset the password of your account. Choose a new password here:'],
    link: { url: link, label: 'Set a new password' },
    after: [`The link works once, for ${RESET_CODE_HOURS} hour. Your password stays as it is until you choose a new one.`, notYou],
    shopUrl,
  });
}

/** Sent when the owner deleted the account: what went, what the law makes the shop keep, and that the email may register again. */
export function accountDeletedEmail(to: { email: string; firstName: string }, shopUrl: string): Mail {
  return compose({
    to: to.email,
    subject: `Your ${BRAND.name} account has been deleted`,
    greeting: `Dear ${to.firstName},`,
    paragraphs: [
      'As you asked, we deleted your account: your profile, addresses and children, your newsletter subscription, your back-in-stock notices and your messages to us. Your reviews stay on the products under the name "Former customer". Your orders no longer carry your name, address, email or phone.',
      'The law makes us keep your invoices (the Croatian Accounting Act: 11 years) and their fiscal record, as they were issued.',
      'You are welcome back at any time; you can register again with this email address.',
    ],
    link: { url: shopUrl, label: `Visit ${BRAND.name}` },
    after: [`If you did not ask for this, write to ${BRAND.email} at once.`],
    shopUrl,
  });
}
