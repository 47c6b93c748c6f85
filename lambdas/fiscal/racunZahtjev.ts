import { randomUUID } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import type { FiscalCredentials } from './fiscalCredentials.ts';
import { type FiscalReceipt, fiscalAmount, fiscalDateTime, SEQUENCE_MARK } from './fiscalReceipt.ts';
import { signEnveloped } from './xmlSignature.ts';

/**
 * The CIS request for one receipt (RacunZahtjev of the Tax Administration's technical
 * specification for fiscalisation, v2.7, schema v1.9, namespace f73), signed with XML-DSig as
 * the specification asks: an enveloped signature over the element with Id "signXmlId",
 * exclusive canonicalisation, RSA-SHA256 with a SHA-256 digest (CIS refuses RSA-SHA1 from
 * 1.1.2027, its test service since 1.7.2026), and the certificate with its issuer and serial
 * number in KeyInfo. Sent in a SOAP 1.1 envelope.
 */
export const F73 = 'http://www.apis-it.hr/fin/2012/types/f73';
export const SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';
export { DIGEST_ALGORITHM, SIGNATURE_ALGORITHM } from './xmlSignature.ts';
export const SIGNED_ID = 'signXmlId';

export interface RequestOptions {
  /** The request's own id (IdPoruke); a new UUID each time it is sent. */
  messageId?: string;
  /** When it is sent (Zaglavlje/DatumVrijeme). */
  sentAt: Date;
  /** A receipt delivered after it was issued without a JIR (NakDost). */
  subsequentDelivery: boolean;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const el = (name: string, content: string) => `<tns:${name}>${content}</tns:${name}>`;
const text = (name: string, value: string | number | boolean) => el(name, escapeXml(String(value)));

/** The unsigned RacunZahtjev element. */
export function racunZahtjevXml(receipt: FiscalReceipt, options: RequestOptions): string {
  const vat = receipt.vat.length
    ? el(
        'Pdv',
        receipt.vat
          .map((line) =>
            el(
              'Porez',
              text('Stopa', fiscalAmount(Math.round(line.ratePercent * 100))) +
                text('Osnovica', fiscalAmount(line.base)) +
                text('Iznos', fiscalAmount(line.tax)),
            ),
          )
          .join(''),
      )
    : '';
  return (
    `<tns:RacunZahtjev xmlns:tns="${F73}" Id="${SIGNED_ID}">` +
    el('Zaglavlje', text('IdPoruke', options.messageId ?? randomUUID()) + text('DatumVrijeme', fiscalDateTime(options.sentAt))) +
    el(
      'Racun',
      text('Oib', receipt.oib) +
        text('USustPdv', receipt.inVatSystem) +
        text('DatVrijeme', receipt.dateTime) +
        text('OznSlijed', SEQUENCE_MARK) +
        el('BrRac', text('BrOznRac', receipt.sequence) + text('OznPosPr', receipt.premises) + text('OznNapUr', receipt.device)) +
        vat +
        (receipt.exempt !== undefined ? text('IznosOslobPdv', fiscalAmount(receipt.exempt)) : '') +
        (receipt.notTaxable !== undefined ? text('IznosNePodlOpor', fiscalAmount(receipt.notTaxable)) : '') +
        text('IznosUkupno', fiscalAmount(receipt.total)) +
        text('NacinPlac', receipt.paymentCode) +
        text('OibOper', receipt.operatorOib) +
        text('ZastKod', receipt.zki) +
        text('NakDost', options.subsequentDelivery) +
        (receipt.buyerOib ? text('OibPrimateljaRacuna', receipt.buyerOib) : ''),
    ) +
    '</tns:RacunZahtjev>'
  );
}

/** The signed request in its SOAP envelope, ready to post (signed by xmlSignature.ts, as every message to CIS). */
export function signedRequest(receipt: FiscalReceipt, credentials: FiscalCredentials, options: RequestOptions): string {
  const signed = signEnveloped(racunZahtjevXml(receipt, options), credentials, { element: 'RacunZahtjev', id: SIGNED_ID });
  return soapEnvelope(signed);
}

/** A message in the SOAP 1.1 envelope CIS takes. */
export const soapEnvelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP}"><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;

/** What CIS answered: the receipt's JIR, or its errors (Greske). */
export type CisAnswer = { status: 'confirmed'; jir: string } | { status: 'refused'; errors: { code: string; message: string }[] };

const first = (parent: Document | Element, name: string) => parent.getElementsByTagNameNS(F73, name)[0];

/** Reads CIS's answer (RacunOdgovor); throws when it is neither a JIR nor errors. */
export function parseCisAnswer(xml: string): CisAnswer {
  const document = new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'text/xml');
  const jir = first(document, 'Jir')?.textContent?.trim();
  if (jir) return { status: 'confirmed', jir };
  const errors = Array.from(document.getElementsByTagNameNS(F73, 'Greska')).map((greska) => ({
    code: first(greska, 'SifraGreske')?.textContent?.trim() ?? '',
    message: first(greska, 'PorukaGreske')?.textContent?.trim() ?? '',
  }));
  if (errors.length) return { status: 'refused', errors };
  const fault = document.getElementsByTagNameNS(SOAP, 'Fault')[0]?.textContent?.trim();
  throw new Error(fault ? `CIS answered a SOAP fault: ${fault.slice(0, 200)}` : 'CIS answered neither a JIR nor errors.');
}
