import type { Language } from '@shop/shared/language';
import { companyFooterHtml } from '../platform/companyFooter.ts';
import { escapeHtml } from '../platform/html.ts';
import { mailButton, mailPage } from '../platform/mailPage.ts';

/**
 * The look of the shop's emails (as the account emails have it), for the content emails.
 * Every value goes through escapeHtml: nothing a visitor wrote becomes markup. A mail to a
 * customer ends with the company's register data (lambdas/platform/companyFooter.ts); its text
 * part adds companyFooterText itself.
 */
export interface EmailBlock {
  /** A paragraph; `pre` keeps the visitor's line breaks. */
  text: string;
  pre?: boolean;
  small?: boolean;
}

export function emailHtml(options: {
  subject: string;
  blocks: readonly EmailBlock[];
  button?: { url: string; label: string };
  footer?: readonly EmailBlock[];
  /** The language the mail is written in; English when not said. */
  language?: Language;
  /** A mail to the shop's own inbox, which needs no company footer. */
  internal?: boolean;
}): string {
  const paragraph = (block: EmailBlock) => {
    const style = [block.pre ? 'white-space:pre-wrap' : '', block.small ? 'font-size:13px;color:#6f6a63' : ''].filter(Boolean).join(';');
    return `<p${style ? ` style="${style}"` : ''}>${escapeHtml(block.text)}</p>`;
  };
  return mailPage(options.subject, options.language ?? 'en', [
    ...options.blocks.map(paragraph),
    ...(options.button ? mailButton(options.button.url, options.button.label) : []),
    ...(options.footer ?? []).map((block) => paragraph({ ...block, small: true })),
    ...(options.internal ? [] : [companyFooterHtml(options.language ?? 'en')]),
  ]);
}

/** One line of a header field: no line breaks or other control characters from a visitor's input. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
