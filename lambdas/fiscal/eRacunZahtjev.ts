import { randomUUID } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import type { Cents } from '@shop/shared/money';
import { zagrebParts } from '../platform/zagrebTime.ts';
import type { FiscalCredentials } from './fiscalCredentials.ts';
import { fiscalAmount } from './fiscalReceipt.ts';
import { soapEnvelope } from './racunZahtjev.ts';
import { signEnveloped } from './xmlSignature.ts';

/**
 * The requests of Fiscalisation 2.0 for an eRačun the shop issues to another taxpayer
 * ("Tehnička specifikacija Fiskalizacija eRačuna i eIzvještavanje" v1.15 of 6.2.2026, schemas
 * eFiskalizacijaSchema.xsd of 17.1.2026 and eIzvjestavanjeSchema.xsd of 30.1.2026, copies in
 * local/simulators/cis/schema/): EvidentirajERacunZahtjev when it is issued (vrstaERacuna I, outgoing),
 * EvidentirajNaplatuZahtjev when it is paid. The ERacun element repeats the eRačun's own data,
 * so it is read from the UBL document that is sent to the buyer (the numbers the buyer receives
 * are the ones the Tax Administration is told); the invoice supplies the parties' OIBs and the
 * operator. Signed by xmlSignature.ts with XAdES-B properties, as chapter 11 asks.
 */
/**
 * What the requests read of an invoice: lambdas/invoices/invoiceDocument.ts's InvoiceDocument
 * fits it as it is. Named here, not imported, because lambdas/invoices already reads
 * lambdas/fiscal (the receipt's codes on the PDF) and the folders must not depend both ways.
 */
export interface ERacunInvoice {
  /** The invoice number, the eRačun's BT-1. */
  number: string;
  /** When it was issued, ISO 8601; its Zagreb date is the eRačun's issue date. */
  issuedAt: string;
  seller: { company: string; oib: string };
  buyer: { name: string; company?: { name: string; oib?: string } };
  fiscal?: { operatorOib?: string };
}

export const EFIS = 'http://www.porezna-uprava.gov.hr/fin/2024/types/eFiskalizacija';
export const EIZV = 'http://www.porezna-uprava.gov.hr/fin/2024/types/eIzvjestavanje';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

/** How the shop was paid (the receipts' codes) → the payment codes of EvidentirajNaplatu: T transakcijski račun, Z ostalo. */
export type PaymentCode = 'T' | 'K' | 'G' | 'O';
/**
 * The schema knows T (transfer to the seller's account), O (obračunsko plaćanje: settling by
 * offsetting claims, which the shop never does) and Z (anything else). The receipts' O means
 * "other", so it is Z here, as are card and cash.
 */
export const NAPLATA_METHOD: Record<PaymentCode, 'T' | 'Z'> = { T: 'T', K: 'Z', G: 'Z', O: 'Z' };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `datumVrijemeSlanja`: Zagreb wall clock with four decimals of a second, `2026-03-14T10:42:08.1230`. */
export function sentAtText(at: Date): string {
  const p = zagrebParts(at);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}.${String(at.getUTCMilliseconds()).padStart(3, '0')}0`;
}

/** The invoice's issue date in Zagreb, `YYYY-MM-DD`. */
export function issueDateOf(invoice: ERacunInvoice): string {
  const p = zagrebParts(new Date(invoice.issuedAt));
  return `${p.year}-${p.month}-${p.day}`;
}

/** The buyer's OIB an eRačun between taxpayers names; an invoice without one is not an eRačun. */
export function buyerOibOf(invoice: ERacunInvoice): string {
  const oib = invoice.buyer.company?.oib;
  if (!oib) throw new RangeError(`Invoice ${invoice.number} names no buyer OIB, so it is not an eRačun to fiscalise.`);
  return oib;
}

/** A small writer: elements in the target namespace's prefix, optional ones left out when empty. */
function writer(prefix: string) {
  const el = (name: string, content: string) => `<${prefix}:${name}>${content}</${prefix}:${name}>`;
  const text = (name: string, value: string | undefined) => (value === undefined || value === '' ? '' : el(name, escapeXml(value)));
  return { el, text };
}

const children = (parent: Element, ns: string, name: string) =>
  Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).namespaceURI === ns && (node as Element).localName === name,
  );
const child = (parent: Element | undefined, ns: string, name: string) => (parent ? children(parent, ns, name)[0] : undefined);
/** The text of a path of direct children, each step `cac:Name` or `cbc:Name`. */
function at(parent: Element | undefined, path: string): string | undefined {
  let node = parent;
  for (const step of path.split('/')) {
    const [prefix, name] = step.split(':') as [string, string];
    node = child(node, prefix === 'cbc' ? CBC : CAC, name);
  }
  return node?.textContent?.trim() || undefined;
}
const attribute = (parent: Element | undefined, path: string, name: string) => {
  let node = parent;
  for (const step of path.split('/')) {
    const [prefix, local] = step.split(':') as [string, string];
    node = child(node, prefix === 'cbc' ? CBC : CAC, local);
  }
  return node?.getAttribute(name) || undefined;
};

/** The discount reasons (UNTDID 5189) the schema takes. */
const DISCOUNT_REASONS = new Set(['64', '95', '100', '102', '103', '104', '105', '106', '109', '98']);

/** The ERacun element of EvidentirajERacunZahtjev, from the eRačun's UBL and the invoice it was made from. */
export function eRacunXml(invoice: ERacunInvoice, ubl: string, operatorOib: string): string {
  const document = new DOMParser({ errorHandler: () => undefined }).parseFromString(ubl, 'text/xml');
  const root = document.documentElement;
  if (!root || (root.localName !== 'Invoice' && root.localName !== 'CreditNote'))
    throw new RangeError(`The eRačun of invoice ${invoice.number} is not a UBL Invoice or CreditNote.`);
  const credit = root.localName === 'CreditNote';
  const { el, text } = writer('efis');
  const required = (value: string | undefined, what: string) => {
    if (!value) throw new RangeError(`The eRačun of invoice ${invoice.number} has no ${what}.`);
    return value;
  };
  const number = required(at(root, 'cbc:ID'), 'number (BT-1)');
  if (number !== invoice.number) throw new RangeError(`The eRačun is numbered ${number}, the invoice ${invoice.number}.`);
  const taxTotal = children(root, CAC, 'TaxTotal').find((total) => child(total, CAC, 'TaxSubtotal')) ?? child(root, CAC, 'TaxTotal');
  const totals = child(root, CAC, 'LegalMonetaryTotal');
  const allowances = children(root, CAC, 'AllowanceCharge');
  const charge = (node: Element) => at(node, 'cbc:ChargeIndicator') === 'true';
  const lines = children(root, CAC, credit ? 'CreditNoteLine' : 'InvoiceLine');
  const iban = at(root, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID');
  return el(
    'ERacun',
    text('brojDokumenta', number) +
      text('datumIzdavanja', required(at(root, 'cbc:IssueDate'), 'issue date (BT-2)')) +
      text('vrstaDokumenta', required(at(root, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode'), 'type code (BT-3)')) +
      text('valutaERacuna', required(at(root, 'cbc:DocumentCurrencyCode'), 'currency (BT-5)')) +
      text('datumDospijecaPlacanja', at(root, 'cbc:DueDate') ?? at(root, 'cac:PaymentMeans/cbc:PaymentDueDate')) +
      text('vrstaPoslovnogProcesa', required(at(root, 'cbc:ProfileID'), 'business process (BT-23)')) +
      text('referencaNaUgovor', at(root, 'cac:ContractDocumentReference/cbc:ID')) +
      text('datumIsporuke', at(root, 'cac:Delivery/cbc:ActualDeliveryDate')) +
      children(root, CAC, 'BillingReference')
        .map((reference) => {
          const previous = child(reference, CAC, 'InvoiceDocumentReference');
          const id = at(previous, 'cbc:ID');
          const date = at(previous, 'cbc:IssueDate');
          return id && date ? el('PrethodniERacun', text('brojDokumenta', id) + text('datumIzdavanja', date)) : '';
        })
        .join('') +
      el(
        'Izdavatelj',
        text('ime', at(root, 'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName') ?? invoice.seller.company) +
          text('oibPorezniBroj', invoice.seller.oib) +
          text('oibOperatera', operatorOib),
      ) +
      el(
        'Primatelj',
        text(
          'ime',
          at(root, 'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName') ??
            invoice.buyer.company?.name ??
            invoice.buyer.name,
        ) + text('oibPorezniBroj', buyerOibOf(invoice)),
      ) +
      (iban ? el('PrijenosSredstava', text('identifikatorRacunaZaPlacanje', iban)) : '') +
      el(
        'DokumentUkupanIznos',
        text('neto', required(at(totals, 'cbc:LineExtensionAmount'), 'sum of lines (BT-106)')) +
          text('popust', at(totals, 'cbc:AllowanceTotalAmount')) +
          text('trosak', at(totals, 'cbc:ChargeTotalAmount')) +
          text('iznosBezPdv', required(at(totals, 'cbc:TaxExclusiveAmount'), 'total without VAT (BT-109)')) +
          text('pdv', required(at(taxTotal, 'cbc:TaxAmount'), 'VAT total (BT-110)')) +
          text('iznosSPdv', required(at(totals, 'cbc:TaxInclusiveAmount'), 'total with VAT (BT-112)')) +
          text('placeniIznos', at(totals, 'cbc:PrepaidAmount')) +
          text('iznosKojiDospijevaZaPlacanje', required(at(totals, 'cbc:PayableAmount'), 'amount due (BT-115)')),
      ) +
      children(taxTotal ?? root, CAC, 'TaxSubtotal')
        .map((subtotal) =>
          el(
            'RaspodjelaPdv',
            text('kategorijaPdv', at(subtotal, 'cac:TaxCategory/cbc:ID')) +
              text('oporeziviIznos', at(subtotal, 'cbc:TaxableAmount')) +
              text('iznosPoreza', at(subtotal, 'cbc:TaxAmount')) +
              text('stopa', at(subtotal, 'cac:TaxCategory/cbc:Percent')) +
              text('razlogOslobodenja', at(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReasonCode')) +
              text('tekstRazlogaOslobodenja', at(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReason')),
          ),
        )
        .join('') +
      allowances
        .filter((node) => !charge(node))
        .map((node) => {
          const code = at(node, 'cbc:AllowanceChargeReasonCode');
          return el(
            'DokumentPopust',
            text('iznosPopust', at(node, 'cbc:Amount')) +
              text('kategorijaPdv', at(node, 'cac:TaxCategory/cbc:ID')) +
              text('stopaPdv', at(node, 'cac:TaxCategory/cbc:Percent')) +
              text('tekstRazlogaPopusta', at(node, 'cbc:AllowanceChargeReason')) +
              text('razlogPopusta', code && DISCOUNT_REASONS.has(code) ? code : undefined),
          );
        })
        .join('') +
      allowances
        .filter(charge)
        .map((node) =>
          el(
            'DokumentTrosak',
            text('iznosTrosak', at(node, 'cbc:Amount')) +
              text('kategorijaPdv', at(node, 'cac:TaxCategory/cbc:ID')) +
              text('stopaPdv', at(node, 'cac:TaxCategory/cbc:Percent')),
          ),
        )
        .join('') +
      lines
        .map((line) => {
          const quantityPath = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';
          const item = child(line, CAC, 'Item');
          const kpd = (item ? children(item, CAC, 'CommodityClassification') : [])
            .map((classification) => child(classification, CBC, 'ItemClassificationCode'))
            .filter((code): code is Element => Boolean(code) && code?.getAttribute('listID') === 'CG');
          return el(
            'StavkaERacuna',
            text('kolicina', at(line, quantityPath)) +
              text('jedinicaMjere', attribute(line, quantityPath, 'unitCode')) +
              text('neto', at(line, 'cbc:LineExtensionAmount')) +
              text('artiklNetoCijena', at(line, 'cac:Price/cbc:PriceAmount')) +
              text('artiklBrutoCijena', at(line, 'cac:Price/cac:AllowanceCharge/cbc:BaseAmount')) +
              text('artiklOsnovnaKolicina', at(line, 'cac:Price/cbc:BaseQuantity')) +
              text('artiklJedinicaMjereZaOsnovnuKolicinu', attribute(line, 'cac:Price/cbc:BaseQuantity', 'unitCode')) +
              text('artiklKategorijaPdv', at(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID')) +
              text('artiklStopaPdv', at(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent')) +
              text('artiklNaziv', at(line, 'cac:Item/cbc:Name')) +
              text('artiklOpis', at(line, 'cac:Item/cbc:Description')) +
              kpd
                .map((code) =>
                  el(
                    'ArtiklIdentifikatorKlasifikacija',
                    text('identifikatorKlasifikacije', code.textContent?.trim()) +
                      text('identifikatorSheme', 'CG') +
                      text('verzijaSheme', code.getAttribute('listVersionID') || undefined),
                  ),
                )
                .join(''),
          );
        })
        .join('') +
      text('indikatorKopije', 'false'),
  );
}

export interface F2RequestOptions {
  sentAt: Date;
  /** The request's id (the signed element's `id`); a new UUID when absent. */
  id?: string;
}

/** EvidentirajERacunZahtjev for one outgoing eRačun, signed, in its SOAP envelope. */
export function signedERacunRequest(
  input: { invoice: ERacunInvoice; ubl: string },
  credentials: FiscalCredentials,
  options: F2RequestOptions,
): string {
  const id = options.id ?? randomUUID();
  const operatorOib = input.invoice.fiscal?.operatorOib ?? credentials.operatorOib;
  const { el, text } = writer('efis');
  const xml =
    `<efis:EvidentirajERacunZahtjev xmlns:efis="${EFIS}" efis:id="${id}">` +
    el('Zaglavlje', text('datumVrijemeSlanja', sentAtText(options.sentAt)) + text('vrstaERacuna', 'I')) +
    eRacunXml(input.invoice, input.ubl, operatorOib) +
    '</efis:EvidentirajERacunZahtjev>';
  return soapEnvelope(signEnveloped(xml, credentials, { element: 'EvidentirajERacunZahtjev', id, xades: { signingTime: options.sentAt } }));
}

export interface Payment {
  invoice: ERacunInvoice;
  /** When the money came, ISO 8601 (its Zagreb date is reported). */
  paidAt: string;
  amount: Cents;
  method: PaymentCode;
}

/** EvidentirajNaplatuZahtjev for one payment of an eRačun the shop issued, signed, in its SOAP envelope. */
export function signedNaplataRequest(payment: Payment, credentials: FiscalCredentials, options: F2RequestOptions): string {
  if (!Number.isInteger(payment.amount) || payment.amount <= 0)
    throw new RangeError(`A payment is a positive whole number of cents, got ${payment.amount}.`);
  const id = options.id ?? randomUUID();
  const paid = zagrebParts(new Date(payment.paidAt));
  const { el, text } = writer('eizv');
  const xml =
    `<eizv:EvidentirajNaplatuZahtjev xmlns:eizv="${EIZV}" eizv:id="${id}">` +
    el('Zaglavlje', text('datumVrijemeSlanja', sentAtText(options.sentAt))) +
    el(
      'Naplata',
      text('brojDokumenta', payment.invoice.number) +
        text('datumIzdavanja', issueDateOf(payment.invoice)) +
        text('oibPorezniBrojIzdavatelja', payment.invoice.seller.oib) +
        text('oibPorezniBrojPrimatelja', buyerOibOf(payment.invoice)) +
        text('datumNaplate', `${paid.year}-${paid.month}-${paid.day}`) +
        text('naplaceniIznos', fiscalAmount(payment.amount)) +
        text('nacinPlacanja', NAPLATA_METHOD[payment.method]),
    ) +
    '</eizv:EvidentirajNaplatuZahtjev>';
  return soapEnvelope(
    signEnveloped(xml, credentials, { element: 'EvidentirajNaplatuZahtjev', id, xades: { signingTime: options.sentAt } }),
  );
}

/** What CIS answered a Fiscalisation 2.0 request: taken, or the first error it found (the schemas give one). */
export type F2Answer = { accepted: true } | { accepted: false; errors: { code: string; message: string }[] };

/** Reads EvidentirajERacunOdgovor / EvidentirajNaplatuOdgovor; throws when it is neither. */
export function parseF2Answer(xml: string, answerElement: string): F2Answer {
  const document = new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'text/xml');
  const answer = Array.from(document.getElementsByTagNameNS('*', answerElement))[0];
  const odgovor = answer && Array.from(answer.getElementsByTagNameNS('*', 'Odgovor'))[0];
  const accepted = odgovor && Array.from(odgovor.getElementsByTagNameNS('*', 'prihvacenZahtjev'))[0]?.textContent?.trim();
  if (accepted === 'true' || accepted === '1') return { accepted: true };
  if (accepted === 'false' || accepted === '0') {
    const errors = Array.from((odgovor as Element).getElementsByTagNameNS('*', 'greska')).map((greska) => ({
      code: greska.getElementsByTagNameNS('*', 'sifra')[0]?.textContent?.trim() ?? '',
      message: greska.getElementsByTagNameNS('*', 'opis')[0]?.textContent?.trim() ?? '',
    }));
    return {
      accepted: false,
      errors: errors.length ? errors : [{ code: '', message: 'CIS did not take the request and gave no reason.' }],
    };
  }
  const fault = document.getElementsByTagNameNS('http://schemas.xmlsoap.org/soap/envelope/', 'Fault')[0]?.textContent?.trim();
  throw new Error(fault ? `CIS answered a SOAP fault: ${fault.slice(0, 200)}` : `CIS answered no ${answerElement}.`);
}
