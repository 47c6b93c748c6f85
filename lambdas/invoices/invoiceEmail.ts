import { BRAND, SELLER } from '@shop/shared/brand';
import type { TransferDetails } from '@shop/shared/contract/orders';
import { type Cents, formatEuro } from '@shop/shared/money';
import { escapeHtml } from '../platform/html.ts';
import type { InvoiceDocument } from './invoiceDocument.ts';
import { CHECK_RECEIPT, fiscalLines, invoiceCheckUrl } from './fiscalText.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** `17/ZG1/1` → `Tkanica-racun-17-ZG1-1.pdf`: a file name every mail client and OS accepts. */
export function invoicePdfFilename(invoice: Pick<InvoiceDocument, 'number'>): string {
  return `${BRAND.name}-racun-${invoice.number.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
}

const PAYMENT_METHOD_WORDS: Record<InvoiceDocument['paymentMethod'], string> = {
  CARD: 'by card',
  PAYPAL: 'with PayPal',
  BANK_TRANSFER: 'by bank transfer',
  GIFT_CARD: 'with a gift card',
};

/** The email that carries the invoice PDF (attached by the caller, named by invoicePdfFilename). */
export function invoiceEmail(invoice: InvoiceDocument, links: { shopUrl: string }): EmailContent {
  const subject = `Your ${BRAND.name} invoice ${invoice.number} for order ${invoice.orderNumber}`;
  // A gift card that covered everything leaves 0 € to pay; the amount it paid says more.
  const paidAmount = invoice.paymentMethod === 'GIFT_CARD' ? invoice.giftCardApplied : invoice.totalToPay;
  const totalLine = invoice.paid
    ? `Total paid ${PAYMENT_METHOD_WORDS[invoice.paymentMethod]}: ${formatEuro(paidAmount)}`
    : `Total to pay: ${formatEuro(invoice.totalToPay)}`;
  const intro = `Thank you for your order ${invoice.orderNumber}. Your invoice ${invoice.number} is attached to this email as a PDF.`;
  const transfer =
    !invoice.paid && invoice.paymentMethod === 'BANK_TRANSFER'
      ? transferDetails({ orderNumber: invoice.orderNumber, total: invoice.totalToPay })
      : undefined;

  // An export is charged without VAT; the buyer should know the import VAT is theirs.
  const exportLine =
    invoice.vatScheme === 'EXPORT'
      ? 'Your order is delivered outside the EU: no VAT is charged (export). Import VAT and duties may be charged on delivery.'
      : undefined;
  const fiscal = fiscalLines(invoice);
  const checkUrl = invoiceCheckUrl(invoice);
  const text = [
    `Dear ${invoice.buyer.name},`,
    intro,
    totalLine,
    ...(exportLine ? [exportLine] : []),
    ...(transfer ? [transfer.text] : []),
    ...(checkUrl ? [[...fiscal, `${CHECK_RECEIPT}: ${checkUrl}`].join('\n')] : []),
    signatureText(links.shopUrl),
  ].join('\n\n');

  const html = page(subject, [
    `<p>Dear ${escapeHtml(invoice.buyer.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="font-size:18px"><strong>${escapeHtml(totalLine)}</strong></p>`,
    ...(exportLine ? [`<p>${escapeHtml(exportLine)}</p>`] : []),
    ...(transfer ? [transfer.html] : []),
    ...(checkUrl
      ? [
          `<p style="font-size:12px;color:#6f6a63">${fiscal.map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(checkUrl)}">${CHECK_RECEIPT}</a></p>`,
        ]
      : []),
    signatureHtml(links.shopUrl),
  ]);
  return { subject, text, html };
}

/** What the bank-transfer email needs to know of the order. */
export interface BankTransferOrder {
  orderNumber: string;
  /** What to transfer, in cents. */
  total: Cents;
  /** Whom to greet; a plain greeting when unknown. */
  customerName?: string;
  /**
   * The payment provider's account and reference for this payment. Money sent there with that
   * reference is matched to the order by the provider; without them the shop's own account
   * and the order number are given, and the operator matches the transfer.
   */
  transfer?: TransferDetails;
}

/** The instructions sent when a shopper chooses to pay by bank transfer (SPEC: pay within 3 business days). */
export function bankTransferEmail(order: BankTransferOrder, links: { shopUrl: string }): EmailContent {
  const subject = `${BRAND.name} order ${order.orderNumber}: bank transfer details`;
  const greeting = order.customerName ? `Dear ${order.customerName},` : 'Hello,';
  const intro = `Thank you for your order ${order.orderNumber}. Please pay by bank transfer within 3 business days with these details:`;
  const transfer = transferDetails(order);
  const text = [greeting, intro, transfer.text, signatureText(links.shopUrl)].join('\n\n');
  const html = page(subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    transfer.html,
    signatureHtml(links.shopUrl),
  ]);
  return { subject, text, html };
}

export interface CancelledTransferOrder extends BankTransferOrder {
  /** When the order was placed (ISO). */
  placedAt: string;
}

/** The bank transfer did not arrive within 7 days: the order is cancelled and nothing is owed. */
export function transferCancelledEmail(order: CancelledTransferOrder, links: { shopUrl: string }): EmailContent {
  const subject = `${BRAND.name} order ${order.orderNumber} is cancelled`;
  const greeting = order.customerName ? `Dear ${order.customerName},` : 'Hello,';
  const placed = new Date(order.placedAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Zagreb',
  });
  const paragraphs = [
    `We have not received the bank transfer of ${formatEuro(order.total)} for your order ${order.orderNumber} of ${placed}, so after 7 days we have cancelled the order and put its pieces back on the shelf.`,
    'You owe us nothing. If you have sent the money in the meantime, reply to this email and we will refund it or restore your order, whichever you prefer.',
    'You are welcome to order again at any time.',
  ];
  const text = [greeting, ...paragraphs, signatureText(links.shopUrl)].join('\n\n');
  const html = page(subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    signatureHtml(links.shopUrl),
  ]);
  return { subject, text, html };
}

function transferDetails(order: BankTransferOrder): { text: string; html: string } {
  const { transfer } = order;
  const rows: [string, string][] = transfer
    ? [
        ['Recipient', transfer.accountHolder || SELLER.company],
        ['IBAN', transfer.iban],
        ...(transfer.bic ? [['BIC', transfer.bic] as [string, string]] : []),
        ['Amount', formatEuro(transfer.amount || order.total)],
        ['Reference', transfer.reference],
      ]
    : [
        ['Recipient', `${SELLER.company}, ${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}`],
        ['IBAN', SELLER.iban],
        ['Bank', SELLER.bank],
        ['Amount', formatEuro(order.total)],
        ['Reference', order.orderNumber],
      ];
  const rules = [
    ...(transfer ? [`Please give exactly this reference: it is how your transfer is matched to order ${order.orderNumber}.`] : []),
    'Please pay within 3 business days.',
    'A transfer may take up to 3 days to reach us; we ship your order once it has arrived.',
    'If the payment has not arrived within 7 days, the order is cancelled.',
  ];
  const text = [rows.map(([label, value]) => `${label}: ${value}`).join('\n'), rules.join('\n')].join('\n\n');
  const html = [
    '<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px">',
    ...rows.map(
      ([label, value]) =>
        `<tr><td style="color:#6f6a63;padding-right:16px">${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`,
    ),
    '</table>',
    ...rules.map((rule) => `<p>${escapeHtml(rule)}</p>`),
  ].join('\n');
  return { text, html };
}

function signatureText(shopUrl: string): string {
  return [
    `Questions? Reply to this email or write to ${BRAND.email}.`,
    `Warm regards,\n${BRAND.name}\n${shopUrl}`,
    `${SELLER.company}, ${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}, OIB ${SELLER.oib}`,
  ].join('\n\n');
}

function signatureHtml(shopUrl: string): string {
  const email = escapeHtml(BRAND.email);
  return [
    `<p>Questions? Reply to this email or write to <a href="mailto:${email}">${email}</a>.</p>`,
    `<p>Warm regards,<br>${escapeHtml(BRAND.name)}<br><a href="${escapeHtml(shopUrl)}">${escapeHtml(shopUrl)}</a></p>`,
    `<p style="color:#6f6a63;font-size:12px">${escapeHtml(`${SELLER.company}, ${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}, OIB ${SELLER.oib}`)}</p>`,
  ].join('\n');
}

function page(title: string, body: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;color:#1f1d1a;font-size:15px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px 28px">',
    `<p style="font-size:24px;font-weight:bold;color:#5b4636;margin:0 0 16px">${escapeHtml(BRAND.name)}</p>`,
    ...body,
    '</div></body></html>',
  ].join('\n');
}

/** A mail about an order in the shop's own look: a greeting, paragraphs, an optional table of facts and a link. */
export function orderStepEmail(
  input: { subject: string; customerName?: string; paragraphs: string[]; facts?: [string, string][]; link?: { text: string; url: string } },
  links: { shopUrl: string },
): EmailContent {
  const greeting = input.customerName ? `Dear ${input.customerName},` : 'Hello,';
  const facts = input.facts ?? [];
  const text = [
    greeting,
    ...input.paragraphs,
    ...(facts.length ? [facts.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(input.link ? [`${input.link.text}: ${input.link.url}`] : []),
    signatureText(links.shopUrl),
  ].join('\n\n');
  const html = page(input.subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    ...input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(facts.length
      ? [
          '<table role="presentation" cellpadding="4" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px">',
          ...facts.map(
            ([label, value]) =>
              `<tr><td style="color:#6f6a63;padding-right:16px">${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`,
          ),
          '</table>',
        ]
      : []),
    ...(input.link ? [`<p><a href="${escapeHtml(input.link.url)}">${escapeHtml(input.link.text)}</a></p>`] : []),
    signatureHtml(links.shopUrl),
  ]);
  return { subject: input.subject, text, html };
}
