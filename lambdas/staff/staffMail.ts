import { BRAND } from '@shop/shared/brand';
import type { StaffRole } from '@shop/shared/contract/admin';
import { escapeHtml } from '../platform/html.ts';
import { mailButton, mailPage } from '../platform/mailPage.ts';
import type { Mail } from '../platform/mailer.ts';

/** The SPA's page an invitation link opens. */
export const invitationLink = (shopUrl: string, staffId: string, code: string) => `${shopUrl}/admin/invitation/${staffId}/${code}`;

/** The invitation to the back office: a link to set a password and add the second factor to an authenticator app. */
export function invitationMail(to: { email: string; name: string; role: StaffRole }, link: string, expiresAt: string): Mail {
  const subject = `Your ${BRAND.name} back-office account`;
  const paragraphs = [
    `Hello ${to.name},`,
    `you are invited to the ${BRAND.name} back office as ${to.role === 'owner' ? 'an owner' : 'staff'}. Open the link to choose a password and add the back office to an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…), which gives the 6-digit code you sign in with.`,
  ];
  const after = [
    `The link works once, until ${expiresAt.slice(0, 16).replace('T', ' ')} UTC. If you did not expect it, ignore this email.`,
  ];
  const text = [...paragraphs, `Set up my account:\n${link}`, ...after, BRAND.name].join('\n\n');
  const html = mailPage(subject, 'en', [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...mailButton(link, 'Set up my account'),
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
  ]);
  return { to: to.email, subject, text, html };
}
