import { BRAND } from '@shop/shared/brand';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { companyFooterHtml, companyFooterText } from '../platform/companyFooter.ts';
import { escapeHtml } from '../platform/html.ts';
import { MAIL_WORDS, shopPageUrl } from '../platform/mailLanguage.ts';
import { mailPage } from '../platform/mailPage.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** Where a mail's links lead and the language it is written in (English when not said). */
export interface MailLinks {
  shopUrl: string;
  language?: Language;
}

export const languageOfMail = (links: MailLinks): Language => links.language ?? DEFAULT_LANGUAGE;

export function signatureText(links: MailLinks): string {
  const words = MAIL_WORDS[languageOfMail(links)];
  const language = languageOfMail(links);
  return [words.questions, `${words.regards}\n${BRAND.name}\n${shopPageUrl(links.shopUrl, language)}`, companyFooterText(language)].join(
    '\n\n',
  );
}

export function signatureHtml(links: MailLinks): string {
  const words = MAIL_WORDS[languageOfMail(links)];
  const email = escapeHtml(BRAND.email);
  const home = escapeHtml(shopPageUrl(links.shopUrl, languageOfMail(links)));
  return [
    `<p>${escapeHtml(words.questionsBefore)} <a href="mailto:${email}">${email}</a>.</p>`,
    `<p>${escapeHtml(words.regards)}<br>${escapeHtml(BRAND.name)}<br><a href="${home}">${home}</a></p>`,
    companyFooterHtml(languageOfMail(links)),
  ].join('\n');
}

/** Label and value rows, as a table in the HTML. */
export function factsHtml(rows: readonly [string, string][]): string[] {
  return [
    '<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px">',
    ...rows.map(
      ([label, value]) =>
        `<tr><td style="color:#6f6a63;padding-right:16px">${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`,
    ),
    '</table>',
  ];
}

export const factsText = (rows: readonly [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

/** A mail about an order in the shop's own look: a greeting, paragraphs, an optional table of facts and a link. */
export function orderStepEmail(
  input: { subject: string; customerName?: string; paragraphs: string[]; facts?: [string, string][]; link?: { text: string; url: string } },
  links: MailLinks,
): EmailContent {
  const language = languageOfMail(links);
  const greeting = MAIL_WORDS[language].greeting(input.customerName);
  const facts = input.facts ?? [];
  const text = [
    greeting,
    ...input.paragraphs,
    ...(facts.length ? [factsText(facts)] : []),
    ...(input.link ? [`${input.link.text}: ${input.link.url}`] : []),
    signatureText(links),
  ].join('\n\n');
  const html = mailPage(input.subject, language, [
    `<p>${escapeHtml(greeting)}</p>`,
    ...input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(facts.length ? factsHtml(facts) : []),
    ...(input.link ? [`<p><a href="${escapeHtml(input.link.url)}">${escapeHtml(input.link.text)}</a></p>`] : []),
    signatureHtml(links),
  ]);
  return { subject: input.subject, text, html };
}
