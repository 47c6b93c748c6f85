import { BRAND } from '@shop/shared/brand';
import type { Language } from '@shop/shared/language';
import { companyFooterHtml } from '../platform/companyFooter.ts';
import { escapeHtml } from '../platform/html.ts';

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
  return [
    '<!doctype html>',
    `<html lang="${options.language ?? 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(options.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;color:#1f1d1a;font-size:15px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px 28px">',
    `<p style="font-size:24px;font-weight:bold;color:#5b4636;margin:0 0 16px">${escapeHtml(BRAND.name)}</p>`,
    ...options.blocks.map(paragraph),
    ...(options.button
      ? [
          `<p><a href="${escapeHtml(options.button.url)}" style="display:inline-block;background:#5b4636;color:#ffffff;padding:10px 18px;text-decoration:none">${escapeHtml(options.button.label)}</a></p>`,
          `<p style="font-size:13px;color:#6f6a63">${escapeHtml(options.button.url)}</p>`,
        ]
      : []),
    ...(options.footer ?? []).map((block) => paragraph({ ...block, small: true })),
    ...(options.internal ? [] : [companyFooterHtml(options.language ?? 'en')]),
    '</div></body></html>',
  ].join('\n');
}

/** One line of a header field: no line breaks or other control characters from a visitor's input. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
