import { BRAND } from '@shop/shared/brand';
import type { Language } from '@shop/shared/language';
import { escapeHtml } from './html.ts';

/**
 * The one look of the shop's mails: a cream page, a white column of 560 px with the brand's name
 * on top, and the mail's own blocks below. Every mail's HTML is this page around its body; what
 * goes into `body` is HTML its writer escaped.
 */
export function mailPage(title: string, language: Language, body: readonly string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;color:#1f1d1a;font-size:15px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px 28px">',
    `<p style="font-size:24px;font-weight:bold;color:#5b4636;margin:0 0 16px">${escapeHtml(BRAND.name)}</p>`,
    ...body,
    '</div></body></html>',
  ].join('\n');
}

/** A link as the mails' button, with its address written out below for a client that shows no button. */
export function mailButton(url: string, label: string): string[] {
  return [
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#5b4636;color:#ffffff;padding:10px 18px;text-decoration:none">${escapeHtml(label)}</a></p>`,
    `<p style="font-size:13px;color:#6f6a63">${escapeHtml(url)}</p>`,
  ];
}
