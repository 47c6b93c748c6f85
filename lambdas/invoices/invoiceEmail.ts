import { BRAND, SELLER } from '@shop/shared/brand';
import type { TransferDetails } from '@shop/shared/contract/orders';
import type { Language } from '@shop/shared/language';
import { type Cents, formatEuro } from '@shop/shared/money';
import { escapeHtml } from '../platform/html.ts';
import { MAIL_WORDS, mailDate } from '../platform/mailLanguage.ts';
import { mailPage } from '../platform/mailPage.ts';
import type { InvoiceDocument } from './invoiceDocument.ts';
import type { CreditNoteRefund } from './invoiceStore.ts';
import { CHECK_RECEIPT, fiscalLines, invoiceCheckUrl } from './fiscalText.ts';
import { type EmailContent, factsHtml, factsText, languageOfMail, type MailLinks, signatureHtml, signatureText } from './mailLayout.ts';

/** `17/ZG1/1` → `Tkanica-racun-17-ZG1-1.pdf`: a file name every mail client and OS accepts. */
export function invoicePdfFilename(invoice: Pick<InvoiceDocument, 'number' | 'kind'>): string {
  const word = invoice.kind === 'creditNote' ? 'odobrenje' : 'racun';
  return `${BRAND.name}-${word}-${invoice.number.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
}

/** The texts of the invoice and bank-transfer mails in each language (docs/decisions/047). */
const en = {
  paidWith: {
    CARD: 'by card',
    PAYPAL: 'with PayPal',
    BANK_TRANSFER: 'by bank transfer',
    GIFT_CARD: 'with a gift card',
  } satisfies Record<InvoiceDocument['paymentMethod'], string>,
  invoiceSubject: (number: string, orderNumber: string) => `Your ${BRAND.name} invoice ${number} for order ${orderNumber}`,
  totalPaid: (how: string, amount: string) => `Total paid ${how}: ${amount}`,
  nothingToPay: 'Nothing to pay: a 100 % discount took all of it.',
  totalPaidInParts: (total: string, first: string, second: string) => `Total paid: ${total}, ${first} and ${second}`,
  totalToPay: (amount: string) => `Total to pay: ${amount}`,
  invoiceIntro: (number: string, orderNumber: string) =>
    `Thank you for your order ${orderNumber}. Your invoice ${number} is attached to this email as a PDF.`,
  creditNoteSubject: (number: string, orderNumber: string) => `Your ${BRAND.name} refund for order ${orderNumber}: credit note ${number}`,
  refundIntro: (amount: string, orderNumber: string) => `We have refunded ${amount} of your order ${orderNumber}.`,
  refundParts: (provider: string | undefined, giftCard: string | undefined, code: string | undefined) =>
    [
      provider ? `${provider} goes back the way you paid; your bank or PayPal shows it within 5 to 10 days.` : '',
      giftCard ? `${giftCard} is back on your gift card ${code ?? ''}, which you can use for six months at least.`.replace(' ,', ',') : '',
    ]
      .filter(Boolean)
      .join(' '),
  refundedSoFar: (amount: string) => `Refunded of the order in all: ${amount}`,
  creditNoteAttached: (number: string) => `Your credit note ${number} is attached to this email as a PDF.`,
  // An export is charged without VAT; the buyer should know the import VAT is theirs.
  exportLine: 'Your order is delivered outside the EU: no VAT is charged (export). Import VAT and duties may be charged on delivery.',
  transferSubject: (orderNumber: string) => `${BRAND.name} order ${orderNumber}: bank transfer details`,
  transferIntro: (orderNumber: string) =>
    `Thank you for your order ${orderNumber}. Please pay by bank transfer within 3 business days with these details:`,
  recipient: 'Recipient',
  amount: 'Amount',
  bank: 'Bank',
  providerReference: 'Reference',
  orderReference: 'Reference',
  exactReference: (orderNumber: string) =>
    `Please give exactly this reference: it is how your transfer is matched to order ${orderNumber}.`,
  transferRules: [
    'Please pay within 3 business days.',
    'A transfer may take up to 3 days to reach us; we ship your order once it has arrived.',
    'If the payment has not arrived within 7 days, the order is cancelled.',
  ],
  transferCancelledSubject: (orderNumber: string) => `${BRAND.name} order ${orderNumber} is cancelled`,
  transferCancelled: (amount: string, orderNumber: string, placed: string) => [
    `We have not received the bank transfer of ${amount} for your order ${orderNumber} of ${placed}, so after 7 days we have cancelled the order and put its pieces back on the shelf.`,
    'You owe us nothing. If you have sent the money in the meantime, reply to this email and we will refund it or restore your order, whichever you prefer.',
    'You are welcome to order again at any time.',
  ],
};

const hr: typeof en = {
  paidWith: {
    CARD: 'karticom',
    PAYPAL: 'putem PayPala',
    BANK_TRANSFER: 'uplatom na račun',
    GIFT_CARD: 'poklon karticom',
  },
  invoiceSubject: (number, orderNumber) => `Račun ${number} za Vašu narudžbu ${orderNumber}`,
  totalPaid: (how, amount) => `Ukupno plaćeno ${how}: ${amount}`,
  nothingToPay: 'Ništa za platiti: popust od 100 % obuhvatio je cijeli iznos.',
  totalPaidInParts: (total, first, second) => `Ukupno plaćeno: ${total}, od toga ${first} i ${second}`,
  totalToPay: (amount) => `Ukupno za plaćanje: ${amount}`,
  invoiceIntro: (number, orderNumber) =>
    `Hvala Vam na narudžbi ${orderNumber}. U privitku ovog e-maila šaljemo Vam račun ${number} u PDF obliku.`,
  creditNoteSubject: (number, orderNumber) => `${BRAND.name}: povrat novca za narudžbu ${orderNumber}, odobrenje ${number}`,
  refundIntro: (amount, orderNumber) => `Za Vašu narudžbu ${orderNumber} vratili smo Vam ${amount}.`,
  refundParts: (provider, giftCard, code) =>
    [
      provider ? `${provider} vraćamo na način na koji ste platili; Vaša banka ili PayPal prikazat će povrat u roku od 5 do 10 dana.` : '',
      giftCard
        ? `${giftCard} vraćeno je na Vašu poklon karticu ${code ?? ''}, koju možete koristiti još najmanje šest mjeseci.`.replace(' ,', ',')
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  refundedSoFar: (amount) => `Ukupno vraćeno za narudžbu: ${amount}`,
  creditNoteAttached: (number) => `U privitku ovog e-maila šaljemo Vam odobrenje ${number} u PDF obliku.`,
  exportLine:
    'Vaša se narudžba dostavlja izvan EU-a pa se PDV ne obračunava (izvoz). Pri preuzimanju pošiljke mogu Vam biti naplaćeni uvozni PDV i carina.',
  transferSubject: (orderNumber) => `${BRAND.name}: podaci za uplatu za narudžbu ${orderNumber}`,
  transferIntro: (orderNumber) =>
    `Hvala Vam na narudžbi ${orderNumber}. Molimo Vas da je u roku od 3 radna dana platite uplatom na račun prema ovim podacima:`,
  recipient: 'Primatelj',
  amount: 'Iznos',
  bank: 'Banka',
  providerReference: 'Referenca plaćanja',
  orderReference: 'Poziv na broj',
  exactReference: (orderNumber) => `Molimo Vas da upišete točno ovu referencu: po njoj se Vaša uplata povezuje s narudžbom ${orderNumber}.`,
  transferRules: [
    'Molimo Vas da uplatu izvršite u roku od 3 radna dana.',
    'Uplati može trebati do 3 dana da stigne do nas; narudžbu šaljemo čim je zaprimimo.',
    'Ako uplata ne stigne u roku od 7 dana, narudžba se otkazuje.',
  ],
  transferCancelledSubject: (orderNumber) => `${BRAND.name}: narudžba ${orderNumber} je otkazana`,
  transferCancelled: (amount, orderNumber, placed) => [
    `Uplatu od ${amount} za Vašu narudžbu ${orderNumber} od ${placed} nismo zaprimili pa smo nakon 7 dana narudžbu otkazali, a njezine proizvode vratili na policu.`,
    'Ništa nam ne dugujete. Ako ste u međuvremenu ipak uplatili novac, odgovorite na ovaj e-mail pa ćemo Vam ga vratiti ili obnoviti narudžbu, kako Vam više odgovara.',
    'Uvijek ste nam dobrodošli s novom narudžbom.',
  ],
};

const TEXT: Record<Language, typeof en> = { en, hr };

/** Paid partly with a gift card and partly by another means: the mail names each part. */
const mixed = (invoice: InvoiceDocument) => invoice.giftCardApplied > 0 && invoice.paymentMethod !== 'GIFT_CARD' && invoice.totalToPay > 0;

/** The email that carries the invoice PDF (attached by the caller, named by invoicePdfFilename). */
export function invoiceEmail(invoice: InvoiceDocument, links: MailLinks, refund?: CreditNoteRefund): EmailContent {
  const language = languageOfMail(links);
  const t = TEXT[language];
  const creditNote = invoice.kind === 'creditNote';
  const subject = creditNote
    ? t.creditNoteSubject(invoice.number, invoice.orderNumber)
    : t.invoiceSubject(invoice.number, invoice.orderNumber);
  // A gift card that covered everything leaves 0 € to pay; the amount it paid says more.
  const paidAmount = invoice.paymentMethod === 'GIFT_CARD' ? invoice.giftCardApplied : invoice.totalToPay;
  // A credit note's mail is the refund's: this refund, where it went, and all refunded so far, each on its own.
  const refunded = -(invoice.totalToPay + invoice.giftCardApplied);
  const totalLine = creditNote
    ? t.refundedSoFar(formatEuro(refund?.refundedSoFar ?? refunded))
    : invoice.totalToPay === 0 && invoice.giftCardApplied === 0
      ? t.nothingToPay
      : invoice.paid && mixed(invoice)
        ? t.totalPaidInParts(
            formatEuro(invoice.totalToPay + invoice.giftCardApplied),
            `${formatEuro(invoice.totalToPay)} ${t.paidWith[invoice.paymentMethod]}`,
            `${formatEuro(invoice.giftCardApplied)} ${t.paidWith.GIFT_CARD}`,
          )
        : invoice.paid
          ? t.totalPaid(t.paidWith[invoice.paymentMethod], formatEuro(paidAmount))
          : t.totalToPay(formatEuro(invoice.totalToPay));
  const intro = creditNote
    ? [
        t.refundIntro(formatEuro(refund?.amount ?? refunded), invoice.orderNumber),
        t.refundParts(
          invoice.totalToPay ? formatEuro(-invoice.totalToPay) : undefined,
          invoice.giftCardApplied ? formatEuro(-invoice.giftCardApplied) : undefined,
          refund?.giftCardCode,
        ),
        t.creditNoteAttached(invoice.number),
      ]
        .filter(Boolean)
        .join(' ')
    : t.invoiceIntro(invoice.number, invoice.orderNumber);
  const transfer =
    !invoice.paid && invoice.paymentMethod === 'BANK_TRANSFER'
      ? transferDetails({ orderNumber: invoice.orderNumber, total: invoice.totalToPay }, language)
      : undefined;
  const exportLine = invoice.vatScheme === 'EXPORT' ? t.exportLine : undefined;
  // The fiscal lines are bilingual, as on the invoice itself.
  const fiscal = fiscalLines(invoice);
  const checkUrl = invoiceCheckUrl(invoice);
  const greeting = MAIL_WORDS[language].greeting(invoice.buyer.name);
  const text = [
    greeting,
    intro,
    totalLine,
    ...(exportLine ? [exportLine] : []),
    ...(transfer ? [transfer.text] : []),
    ...(checkUrl ? [[...fiscal, `${CHECK_RECEIPT}: ${checkUrl}`].join('\n')] : []),
    signatureText(links),
  ].join('\n\n');

  const html = mailPage(subject, language, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="font-size:18px"><strong>${escapeHtml(totalLine)}</strong></p>`,
    ...(exportLine ? [`<p>${escapeHtml(exportLine)}</p>`] : []),
    ...(transfer ? [transfer.html] : []),
    ...(checkUrl
      ? [
          `<p style="font-size:12px;color:#6f6a63">${fiscal.map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(checkUrl)}">${CHECK_RECEIPT}</a></p>`,
        ]
      : []),
    signatureHtml(links),
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

/** A mail of a greeting, paragraphs and the signature. */
function letter(subject: string, customerName: string | undefined, paragraphs: { text: string; html: string }[], links: MailLinks) {
  const language = languageOfMail(links);
  const greeting = MAIL_WORDS[language].greeting(customerName);
  const text = [greeting, ...paragraphs.map((p) => p.text), signatureText(links)].join('\n\n');
  const html = mailPage(subject, language, [`<p>${escapeHtml(greeting)}</p>`, ...paragraphs.map((p) => p.html), signatureHtml(links)]);
  return { subject, text, html };
}

const paragraph = (text: string) => ({ text, html: `<p>${escapeHtml(text)}</p>` });

/** The instructions sent when a shopper chooses to pay by bank transfer (SPEC: pay within 3 business days). */
export function bankTransferEmail(order: BankTransferOrder, links: MailLinks): EmailContent {
  const language = languageOfMail(links);
  const t = TEXT[language];
  return letter(
    t.transferSubject(order.orderNumber),
    order.customerName,
    [paragraph(t.transferIntro(order.orderNumber)), transferDetails(order, language)],
    links,
  );
}

export interface CancelledTransferOrder extends BankTransferOrder {
  /** When the order was placed (ISO). */
  placedAt: string;
}

/** The bank transfer did not arrive within 7 days: the order is cancelled and nothing is owed. */
export function transferCancelledEmail(order: CancelledTransferOrder, links: MailLinks): EmailContent {
  const language = languageOfMail(links);
  const t = TEXT[language];
  const paragraphs = t.transferCancelled(formatEuro(order.total), order.orderNumber, mailDate(order.placedAt, language));
  return letter(t.transferCancelledSubject(order.orderNumber), order.customerName, paragraphs.map(paragraph), links);
}

function transferDetails(order: BankTransferOrder, language: Language): { text: string; html: string } {
  const t = TEXT[language];
  const { transfer } = order;
  const rows: [string, string][] = transfer
    ? [
        [t.recipient, transfer.accountHolder || SELLER.company],
        ['IBAN', transfer.iban],
        ...(transfer.bic ? [['BIC', transfer.bic] as [string, string]] : []),
        [t.amount, formatEuro(transfer.amount || order.total)],
        [t.providerReference, transfer.reference],
      ]
    : [
        [t.recipient, `${SELLER.company}, ${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}`],
        ['IBAN', SELLER.iban],
        [t.bank, SELLER.bank],
        [t.amount, formatEuro(order.total)],
        [t.orderReference, order.orderNumber],
      ];
  const rules = [...(transfer ? [t.exactReference(order.orderNumber)] : []), ...t.transferRules];
  const text = [factsText(rows), rules.join('\n')].join('\n\n');
  const html = [...factsHtml(rows), ...rules.map((rule) => `<p>${escapeHtml(rule)}</p>`)].join('\n');
  return { text, html };
}
