import { isValidOib } from '@shop/shared/oib';
import type { Cents } from '@shop/shared/money';
import { CROATIAN_VAT_RATE, type VatRate } from '@shop/shared/vat';
import { zagrebParts } from '../platform/zagrebTime.ts';
import { croatianWords, type InvoiceDocument, type InvoiceLine, type VatLine } from './invoiceDocument.ts';

/**
 * The eRačun of an invoice: a UBL 2.1 Invoice under EN 16931 and the Croatian CIUS-HR 2025 with
 * its extension (docs/decisions/055-eracun-document.md); of a credit note (odobrenje), a UBL 2.1
 * CreditNote under the same rules (docs/decisions/066-eracun-credit-note.md). Pure: everything
 * comes from the stored document. The amounts are without VAT, as EN 16931 wants them; the shop's
 * VAT-inclusive lines are split so that, per rate, the line and charge nets add up to the cent to
 * the VAT base the document states (`vat`), and the totals follow the BR-CO rules exactly.
 */

/** BT-24, as HR-BR-5 demands it. */
export const CIUS_HR_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.hr:cius-2025:1.0#conformant#urn:mfin.gov.hr:ext-2025:1.0';

/** BT-23: P1, invoicing the supply of goods ordered (the process of the official examples). */
export const ERACUN_PROFILE_ID = 'P1';

/** BT-23 of a credit note: P9, credit notes or invoices with negative amounts, whatever the reason (HR-TB-1). */
export const CREDIT_NOTE_PROFILE_ID = 'P9';

/** BT-3 of a credit note (UNTDID 1001): 381, which HR-BR-25 lets name no KPD code on a line. */
export const CREDIT_NOTE_TYPE_CODE = '381';

/** The electronic address scheme of a Croatian OIB (EAS 9934), for BT-34 and BT-49. */
export const OIB_SCHEME = '9934';

/** The operator named when an invoice carries no fiscal data: the web shop itself. */
const WEB_OPERATOR = 'WEB';

/**
 * How a credit note's money went back, in UNCL 4461: the provider refunds to where the payment came
 * from. A bank transfer's refund goes to the account it was sent from, which the provider knows and
 * the shop does not; a credit transfer (30) must name that account (BR-61), so none is named.
 */
const REFUND_MEANS: Record<InvoiceDocument['paymentMethod'], { code: string; name: string } | undefined> = {
  BANK_TRANSFER: undefined,
  CARD: { code: '48', name: 'Povrat na karticu / Refund to the card' },
  PAYPAL: { code: '68', name: 'Povrat putem PayPala / Refund through PayPal' },
  GIFT_CARD: undefined,
};

/** What the shop's payment methods are in UNCL 4461 (BT-81); a gift card alone leaves nothing to pay by other means. */
const PAYMENT_MEANS: Record<InvoiceDocument['paymentMethod'], { code: string; name: string } | undefined> = {
  BANK_TRANSFER: { code: '30', name: 'Transakcijski račun / Bank transfer' },
  CARD: { code: '48', name: 'Kartica / Card' },
  PAYPAL: { code: '68', name: 'PayPal' },
  GIFT_CARD: undefined,
};

/** A bank transfer is due within three business days (SPEC: "pay within 3 business days"). */
const BANK_TRANSFER_BUSINESS_DAYS = 3;

/** `17/ZG1/1` → `eRacun-17-ZG1-1.xml`: the file an invoice's eRačun is saved as. */
export const ublFilename = (invoiceNumber: string): string => `eRacun-${invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.xml`;

export class UblRefused extends Error {
  override readonly name = 'UblRefused';
}

/** One amount of the document, net of VAT, at a rate. */
interface NetItem {
  gross: Cents;
  net: Cents;
  rate: VatRate;
}

interface Charge extends NetItem {
  reasonCode?: string;
  reason: string;
}

/**
 * The invoice as UBL 2.1 XML (UTF-8, with its declaration); a credit note as a UBL 2.1 CreditNote.
 * Throws UblRefused for what cannot be an eRačun.
 */
export function ublInvoice(document: InvoiceDocument): string {
  const credit = document.kind === 'creditNote';
  const what = credit ? 'Credit note' : 'Invoice';
  const scheme = document.vatScheme ?? 'DOMESTIC';
  if (scheme !== 'DOMESTIC')
    throw new UblRefused(`${what} ${document.number} is taxed as ${scheme}; an eRačun is issued for sales taxed in Croatia only.`);
  const company = document.buyer.company;
  const oib = company?.oib;
  if (!company || !oib || !isValidOib(oib)) {
    throw new UblRefused(`${what} ${document.number} names no company with a valid OIB; an eRačun goes to a Croatian company only.`);
  }
  if (document.lines.length === 0) throw new UblRefused(`${what} ${document.number} has no lines.`);
  if (credit && !document.corrects) throw new UblRefused(`Credit note ${document.number} names no invoice it corrects.`);
  // A credit note's line may name no KPD code (HR-BR-25 exempts type 381): a refund of part of an invoice is one line per rate.
  const withoutKpd = credit ? [] : document.lines.flatMap((line, index) => (line.kpd ? [] : [`${index + 1} (${line.productName})`]));
  if (withoutKpd.length > 0) throw new UblRefused(`Invoice ${document.number} has lines without a KPD code: ${withoutKpd.join(', ')}.`);
  const invoice = credit ? creditedAmounts(document) : document;

  const { lines, charges, vat } = netAmounts(invoice);
  const lineTotal = sum(lines.map((line) => line.net));
  const chargeTotal = sum(charges.map((charge) => charge.net));
  const taxExclusive = lineTotal + chargeTotal;
  const taxTotal = sum(vat.map((row) => row.tax));
  const taxInclusive = taxExclusive + taxTotal;
  // A credit note documents a refund made: nothing is left to pay, all of it settled (the gift card's part and the money).
  const payable = invoice.paid || credit ? 0 : invoice.totalToPay;
  // What was paid before: the gift card, and the whole rest when the invoice was issued paid.
  const prepaid = taxInclusive - payable;
  if (prepaid < 0) throw new UblRefused(`Invoice ${invoice.number} asks ${payable} cents, more than its ${taxInclusive} cents with VAT.`);
  if (credit && taxInclusive !== invoice.totalToPay + invoice.giftCardApplied) {
    throw new UblRefused(
      `Credit note ${invoice.number} states ${taxInclusive} cents with VAT but refunds ${invoice.totalToPay + invoice.giftCardApplied}.`,
    );
  }

  const issued = zagrebParts(new Date(invoice.issuedAt));
  const issueDate = `${issued.year}-${issued.month}-${issued.day}`;
  const dueDate = payable > 0 ? (invoice.dueDate ?? addBusinessDays(issueDate, BANK_TRANSFER_BUSINESS_DAYS)) : undefined;
  const means = (credit ? REFUND_MEANS : PAYMENT_MEANS)[invoice.paymentMethod];
  const supplied = invoice.supplyDate && !invoice.supplyDate.expected ? invoice.supplyDate.date : undefined;
  const notes = [`Narudžba / Order ${invoice.orderNumber}`, ...invoice.notes.filter((note) => !/PDV je uključen/.test(note))];
  const root = credit ? 'CreditNote' : 'Invoice';

  const x = new Xml();
  x.raw('<?xml version="1.0" encoding="UTF-8"?>');
  x.open(
    root,
    `xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"`,
  );
  x.leaf('cbc:CustomizationID', CIUS_HR_CUSTOMIZATION_ID);
  x.leaf('cbc:ProfileID', credit ? CREDIT_NOTE_PROFILE_ID : ERACUN_PROFILE_ID);
  x.leaf('cbc:ID', invoice.number);
  x.leaf('cbc:IssueDate', issueDate);
  x.leaf('cbc:IssueTime', `${issued.hour}:${issued.minute}:${issued.second}`);
  // A CreditNote has no DueDate of its own (BT-9 is PaymentMeans/PaymentDueDate there), and a credit note leaves nothing due.
  if (!credit) x.leaf('cbc:DueDate', dueDate);
  if (credit) x.leaf('cbc:CreditNoteTypeCode', CREDIT_NOTE_TYPE_CODE);
  else x.leaf('cbc:InvoiceTypeCode', '380');
  for (const note of notes) x.leaf('cbc:Note', note);
  x.leaf('cbc:DocumentCurrencyCode', 'EUR');
  x.block('cac:OrderReference', () => {
    // BT-13 is the buyer's own order number, which a web order has not; BT-14 is the shop's.
    x.leaf('cbc:ID', 'NA');
    x.leaf('cbc:SalesOrderID', invoice.orderNumber);
  });
  const corrected = invoice.corrects;
  if (credit && corrected) {
    // BG-3: the invoice the credit note corrects, its number and issue date (HR-BR-6) as the buyer received them.
    const at = zagrebParts(new Date(corrected.issuedAt));
    x.block('cac:BillingReference', () =>
      x.block('cac:InvoiceDocumentReference', () => {
        x.leaf('cbc:ID', corrected.number);
        x.leaf('cbc:IssueDate', `${at.year}-${at.month}-${at.day}`);
      }),
    );
  }

  const seller = invoice.seller;
  x.block('cac:AccountingSupplierParty', () => {
    x.block('cac:Party', () => {
      x.leaf('cbc:EndpointID', seller.oib, { schemeID: OIB_SCHEME });
      address(x, { street: seller.street, city: seller.city, zipCode: seller.zipCode, country: 'HR' });
      x.block('cac:PartyTaxScheme', () => {
        x.leaf('cbc:CompanyID', seller.vatId ?? `HR${seller.oib}`);
        x.block('cac:TaxScheme', () => x.leaf('cbc:ID', 'VAT'));
      });
      x.block('cac:PartyLegalEntity', () => {
        x.leaf('cbc:RegistrationName', seller.company);
        x.leaf('cbc:CompanyID', seller.oib);
      });
      x.block('cac:Contact', () => x.leaf('cbc:ElectronicMail', seller.email));
    });
    x.block('cac:SellerContact', () => {
      // HR-BT-5 and HR-BT-4: the operator's OIB and label as fiscalised; an invoice issued by the web shop alone names the company.
      x.leaf('cbc:ID', invoice.fiscal?.operatorOib ?? seller.oib);
      x.leaf('cbc:Name', invoice.fiscal?.operatorCode ?? WEB_OPERATOR);
    });
  });

  const buyer = invoice.buyer;
  x.block('cac:AccountingCustomerParty', () => {
    x.block('cac:Party', () => {
      x.leaf('cbc:EndpointID', oib, { schemeID: OIB_SCHEME });
      address(x, buyerAddress(invoice));
      x.block('cac:PartyTaxScheme', () => {
        x.leaf('cbc:CompanyID', `HR${oib}`);
        x.block('cac:TaxScheme', () => x.leaf('cbc:ID', 'VAT'));
      });
      x.block('cac:PartyLegalEntity', () => {
        x.leaf('cbc:RegistrationName', company.name);
        x.leaf('cbc:CompanyID', oib);
      });
      x.block('cac:Contact', () => {
        x.leaf('cbc:Name', buyer.name);
        x.leaf('cbc:ElectronicMail', buyer.email);
      });
    });
  });

  if (supplied) x.block('cac:Delivery', () => x.leaf('cbc:ActualDeliveryDate', supplied));
  if (means) {
    x.block('cac:PaymentMeans', () => {
      x.leaf('cbc:PaymentMeansCode', means.code, { name: means.name });
      if (invoice.paymentMethod === 'BANK_TRANSFER') {
        x.leaf('cbc:PaymentID', invoice.orderNumber);
        x.block('cac:PayeeFinancialAccount', () => {
          x.leaf('cbc:ID', seller.iban);
          x.leaf('cbc:Name', seller.company);
        });
      }
    });
  }

  for (const charge of charges) {
    x.block('cac:AllowanceCharge', () => {
      x.leaf('cbc:ChargeIndicator', 'true');
      x.leaf('cbc:AllowanceChargeReasonCode', charge.reasonCode);
      x.leaf('cbc:AllowanceChargeReason', charge.reason);
      x.leaf('cbc:Amount', money(charge.net), EUR);
      taxCategory(x, 'cac:TaxCategory', charge.rate);
    });
  }

  x.block('cac:TaxTotal', () => {
    x.leaf('cbc:TaxAmount', money(taxTotal), EUR);
    for (const row of vat) {
      x.block('cac:TaxSubtotal', () => {
        x.leaf('cbc:TaxableAmount', money(row.base), EUR);
        x.leaf('cbc:TaxAmount', money(row.tax), EUR);
        taxCategory(x, 'cac:TaxCategory', rateOf(row));
      });
    }
  });

  x.block('cac:LegalMonetaryTotal', () => {
    x.leaf('cbc:LineExtensionAmount', money(lineTotal), EUR);
    x.leaf('cbc:TaxExclusiveAmount', money(taxExclusive), EUR);
    x.leaf('cbc:TaxInclusiveAmount', money(taxInclusive), EUR);
    if (chargeTotal > 0) x.leaf('cbc:ChargeTotalAmount', money(chargeTotal), EUR);
    if (prepaid > 0) x.leaf('cbc:PrepaidAmount', money(prepaid), EUR);
    x.leaf('cbc:PayableAmount', money(payable), EUR);
  });

  invoice.lines.forEach((line, index) => {
    const { net, rate } = lines[index] as NetItem;
    x.block(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', () => {
      x.leaf('cbc:ID', String(index + 1));
      x.leaf(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', String(line.quantity), { unitCode: 'H87' });
      x.leaf('cbc:LineExtensionAmount', money(net), EUR);
      x.block('cac:Item', () => {
        if (line.discountPercent > 0) x.leaf('cbc:Description', `Popust / Discount ${line.discountPercent} %`);
        // The goods named in Croatian, as far as the line has it (an English order's line carries it beside).
        const words = croatianWords(line);
        x.leaf('cbc:Name', words.productName);
        if (line.kpd) x.block('cac:CommodityClassification', () => x.leaf('cbc:ItemClassificationCode', line.kpd, { listID: 'CG' }));
        taxCategory(x, 'cac:ClassifiedTaxCategory', rate, true);
        property(x, 'Boja / Colour', words.colour);
        property(x, 'Veličina / Size', words.size);
      });
      price(x, line, net);
    });
  });
  x.close(root);
  return x.text();
}

/** −amount, never −0. */
const flip = (amount: Cents): Cents => (amount === 0 ? 0 : -amount);

/**
 * A credit note's amounts as a UBL CreditNote states them: positive. composeCreditNote stores
 * them negative (quantities and amounts of the lines, VAT rows, shipping, gift card, money), as
 * the PDF and the VAT reports read them; the CreditNote says by its type that they are credited.
 */
function creditedAmounts(note: InvoiceDocument): InvoiceDocument {
  const credited: InvoiceDocument = {
    ...note,
    lines: note.lines.map((line) => ({
      ...line,
      // A line repeating the invoice's has its quantity turned too; a refund's line per rate is one refund.
      quantity: Math.abs(line.quantity),
      amount: flip(line.amount),
      unitPrice: Math.abs(line.unitPrice),
      ...(line.unitPriceExclVat === undefined ? {} : { unitPriceExclVat: Math.abs(line.unitPriceExclVat) }),
    })),
    subtotal: flip(note.subtotal),
    discountTotal: flip(note.discountTotal),
    shipping: flip(note.shipping),
    ...(note.minimumCharge ? { minimumCharge: flip(note.minimumCharge) } : {}),
    giftCardApplied: flip(note.giftCardApplied),
    totalToPay: flip(note.totalToPay),
    vat: note.vat.map((row) => ({ ...row, base: flip(row.base), tax: flip(row.tax), gross: flip(row.gross) })),
  };
  const wrong = credited.lines.flatMap((line, index) => (line.quantity > 0 && line.amount >= 0 ? [] : [String(index + 1)]));
  if (wrong.length > 0 || credited.vat.some((row) => row.gross < 0) || credited.totalToPay < 0 || credited.giftCardApplied < 0) {
    throw new UblRefused(
      `Credit note ${note.number} takes nothing off${wrong.length ? ` on lines ${wrong.join(', ')}` : ''}: its amounts must all be negative.`,
    );
  }
  return credited;
}

/**
 * The VAT rows and, per rate, each line's and each charge's amount without VAT: the row's base
 * shared out over them in proportion to their VAT-inclusive amounts (largest remainder), so they
 * add up to the base exactly. What a rate's row holds beyond its lines is shipping (and the
 * minimum charge), as composeInvoice put it there.
 */
export function netAmounts(invoice: InvoiceDocument): { lines: NetItem[]; charges: Charge[]; vat: VatLine[] } {
  const vat = invoice.vat.filter((row) => row.gross !== 0);
  const lineRates = invoice.lines.map((line) => line.vatRate ?? CROATIAN_VAT_RATE);
  const lines: NetItem[] = invoice.lines.map((line, index) => ({ gross: line.amount, net: 0, rate: lineRates[index] as VatRate }));
  const extraByRate = vat.map((row) => {
    const rate = rateOf(row);
    const extra = row.gross - sum(lines.filter((line) => line.rate === rate).map((line) => line.gross));
    if (extra < 0) throw new UblRefused(`Invoice ${invoice.number}: its VAT row at ${row.ratePercent} % holds less than its lines.`);
    return extra;
  });
  for (const line of lines) {
    if (line.gross !== 0 && !vat.some((row) => rateOf(row) === line.rate)) {
      throw new UblRefused(`Invoice ${invoice.number} has a line at ${line.rate / 100} % but no VAT row for it.`);
    }
  }
  const minimum = invoice.minimumCharge ?? 0;
  const minimumByRate = allocate(minimum, extraByRate);
  const charges: Charge[] = [];
  vat.forEach((row, index) => {
    const rate = rateOf(row);
    const minimumHere = minimumByRate[index] ?? 0;
    const shippingHere = (extraByRate[index] ?? 0) - minimumHere;
    const atRate: NetItem[] = lines.filter((line) => line.rate === rate);
    if (shippingHere > 0) {
      const shipping: Charge = { gross: shippingHere, net: 0, rate, reasonCode: 'FC', reason: 'Dostava / Shipping' };
      charges.push(shipping);
      atRate.push(shipping);
    }
    if (minimumHere > 0) {
      const charge: Charge = { gross: minimumHere, net: 0, rate, reason: 'Najmanji iznos plaćanja / Minimum charge' };
      charges.push(charge);
      atRate.push(charge);
    }
    const nets = allocate(
      row.base,
      atRate.map((item) => item.gross),
    );
    atRate.forEach((item, i) => {
      item.net = nets[i] ?? 0;
    });
  });
  return { lines, charges, vat };
}

/**
 * `total` shared out in proportion to `weights` (non-negative), whole cents that add up to it:
 * each its floor, the cents left to the largest remainders. All zero weights take nothing.
 */
export function allocate(total: Cents, weights: readonly number[]): Cents[] {
  const whole = weights.reduce((a, b) => a + b, 0);
  if (whole <= 0) {
    if (total !== 0) throw new RangeError(`Cannot share ${total} over nothing`);
    return weights.map(() => 0);
  }
  const sign = total < 0 ? -1 : 1;
  const shares = weights.map((weight, index) => {
    const exact = BigInt(Math.abs(total)) * BigInt(weight);
    return { index, share: Number(exact / BigInt(whole)), remainder: Number(exact % BigInt(whole)) };
  });
  let left = Math.abs(total) - shares.reduce((a, s) => a + s.share, 0);
  for (const s of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    s.share += 1;
    left -= 1;
  }
  return shares.map((s) => sign * s.share);
}

function buyerAddress(invoice: InvoiceDocument): { street: string; zipCode: string; city: string; country: string } {
  if (invoice.buyer.address) return invoice.buyer.address;
  // Older invoices hold the address as printed: street, "zip city", country in words (a domestic sale: Croatia).
  const [street = '', place = ''] = invoice.buyer.addressLines;
  const match = /^(\d{5})\s+(.+)$/.exec(place.trim());
  return { street, zipCode: match?.[1] ?? '', city: match?.[2] ?? place, country: 'HR' };
}

function address(x: Xml, parts: { street: string; zipCode: string; city: string; country: string }): void {
  x.block('cac:PostalAddress', () => {
    x.leaf('cbc:StreetName', parts.street);
    x.leaf('cbc:CityName', parts.city);
    x.leaf('cbc:PostalZone', parts.zipCode);
    x.block('cac:Country', () => x.leaf('cbc:IdentificationCode', parts.country));
  });
}

/**
 * The standard-rated category (S) at a rate. On a line it is also named as HR-TB-2 names Croatian
 * rates (HR:PDV25, HR:PDV13, HR:PDV5), as the Tax Administration's examples do; EN 16931 warns
 * of the name (UBL-CR-597), so it is left off where CIUS-HR does not show it.
 */
function taxCategory(x: Xml, element: string, rate: VatRate, named = false): void {
  x.block(element, () => {
    x.leaf('cbc:ID', 'S');
    if (named && [2500, 1300, 500].includes(rate)) x.leaf('cbc:Name', `HR:PDV${rate / 100}`);
    x.leaf('cbc:Percent', decimal(BigInt(rate), 2));
    x.block('cac:TaxScheme', () => x.leaf('cbc:ID', 'VAT'));
  });
}

function property(x: Xml, name: string, value: string): void {
  if (!value.trim()) return;
  x.block('cac:AdditionalItemProperty', () => {
    x.leaf('cbc:Name', name);
    x.leaf('cbc:Value', value);
  });
}

/**
 * BT-146 the net unit price (the line's net over its quantity, to 10 decimals at most as HR-BR-56
 * allows); on a discounted line also BT-148, the unit price before discount without VAT, and
 * BT-147, what the discount takes off it.
 */
function price(x: Xml, line: InvoiceLine, net: Cents): void {
  const scale = 10n ** 8n; // cents to 10 decimals of a euro
  const netUnit = roundedDiv(BigInt(net) * scale, BigInt(line.quantity));
  const grossUnit = line.unitPriceExclVat !== undefined ? BigInt(line.unitPriceExclVat) * scale : undefined;
  x.block('cac:Price', () => {
    x.leaf('cbc:PriceAmount', decimal(netUnit, 10), EUR);
    if (line.discountPercent > 0 && grossUnit !== undefined && grossUnit > netUnit) {
      x.block('cac:AllowanceCharge', () => {
        x.leaf('cbc:ChargeIndicator', 'false');
        x.leaf('cbc:Amount', decimal(grossUnit - netUnit, 10), EUR);
        x.leaf('cbc:BaseAmount', decimal(grossUnit, 10), EUR);
      });
    }
  });
}

function roundedDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return (n % d) * 2n >= d ? q + 1n : q;
}

/** An integer scaled by 10^places as a decimal: at least two decimals, no trailing zeros beyond. */
function decimal(scaled: bigint, places: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  let fraction = digits.slice(-places);
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${digits.slice(0, -places)}.${fraction.padEnd(2, '0')}`;
}

const money = (cents: Cents): string => decimal(BigInt(cents), 2);

const EUR = { currencyID: 'EUR' };

function rateOf(row: VatLine): VatRate {
  return row.rate ?? Math.round(row.ratePercent * 100);
}

/** A Zagreb date plus business days (Monday to Friday; public holidays are not skipped, so it may fall a day early). */
export function addBusinessDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at.toISOString().slice(0, 10);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** A small XML writer: elements with no text are left out (HR-BR-33 forbids empty elements). */
class Xml {
  private readonly parts: string[] = [];
  private depth = 0;

  raw(text: string): void {
    this.parts.push(text);
  }

  open(name: string, attributes = ''): void {
    this.parts.push(`${'  '.repeat(this.depth)}<${name}${attributes ? ` ${attributes}` : ''}>`);
    this.depth += 1;
  }

  close(name: string): void {
    this.depth -= 1;
    this.parts.push(`${'  '.repeat(this.depth)}</${name}>`);
  }

  block(name: string, body: () => void): void {
    const start = this.parts.length;
    this.open(name);
    body();
    if (this.parts.length === start + 1) {
      this.parts.pop();
      this.depth -= 1;
      return;
    }
    this.close(name);
  }

  leaf(name: string, value: string | undefined, attributes: Record<string, string> = {}): void {
    if (value === undefined || value.trim() === '') return;
    const attrs = Object.entries(attributes)
      .map(([key, v]) => ` ${key}="${escapeXml(v)}"`)
      .join('');
    this.parts.push(`${'  '.repeat(this.depth)}<${name}${attrs}>${escapeXml(value)}</${name}>`);
  }

  text(): string {
    return `${this.parts.join('\n')}\n`;
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
