import { createPrivateKey, randomUUID, X509Certificate } from 'node:crypto';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { EFIS, EIZV, sentAtText } from '@shop/lambdas/fiscal/eRacunZahtjev';
import type { FiscalCredentials } from '@shop/lambdas/fiscal/fiscalCredentials';
import { soapEnvelope } from '@shop/lambdas/fiscal/racunZahtjev';
import { signEnveloped, XADES_SIGNED_PROPERTIES } from '@shop/lambdas/fiscal/xmlSignature';
import { isValidOib } from '@shop/shared/oib';
import { f2SchemaErrors } from './schemaCheck.ts';
import { CisError, checkSignature, type SignatureCodes } from './signatureCheck.ts';

/**
 * The local CIS's side of Fiscalisation 2.0 ("Tehnička specifikacija Fiskalizacija eRačuna i
 * eIzvještavanje" v1.15): EvidentirajERacunZahtjev (eFiskalizacija) and EvidentirajNaplatuZahtjev
 * (eIzvjestavanje), posted to the same address as the receipts. In the order of the
 * specification's tables 79 and 93, answering the first error only (its Odgovor holds one
 * greska): the schema (S005), the signature's place (S002), certificate (S003) and value (S004:
 * RSA-SHA256 and SHA-256 only, with XAdES's SignedProperties signed too), the OIBs' check digits
 * (S007), the issuer being the shop (S006, as CIS checks the sender may report for it), the
 * eRačun's sums (S005, EN 16931's BR-CO rules the spec's "provjera podataka" leaves unnamed), an
 * eRačun reported once (S008), a payment only for an eRačun it took (S009). Stricter than CIS,
 * and said so in docs/decisions/022-fiscalisation.md: it refuses (S005) a line of an invoice
 * without its KPD code, an issue date after today, and payments beyond what the eRačun is for,
 * paid before its issue (placeniIznos) and due (CIS takes several payments of one eRačun, so the
 * same payment twice is refused by the sum). An invoice issued once the money arrived is all
 * prepaid with nothing due, and its payment is still reported. A credit note (vrstaDokumenta 381,
 * its amounts positive as its UBL states them) must name the invoice it corrects (PrethodniERacun),
 * may name no KPD code on a line (HR-BR-25 exempts it), and has no payment to report: the
 * simulator refuses one (S005), as nothing is collected on a credit note.
 */

const DSIG_CODES: SignatureCodes = { location: 'S002', certificate: 'S003', signature: 'S004' };

/** An error on one record of the request (redniBrojZapisa, from 1), or on the whole request (0). */
class F2Error extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly record = 0,
  ) {
    super(message);
  }
}

export interface ReceivedERacun {
  number: string;
  issueDate: string;
  sellerOib: string;
  buyerOib: string;
  /** vrstaDokumenta, UNTDID 1001: 380 an invoice, 381 a credit note. */
  type: string;
  /** What its payments may come to, in cents: placeniIznos (paid before issue) + iznosKojiDospijevaZaPlacanje. */
  due: number;
  /** What payments reported so far came to, in cents. */
  paid: number;
  payments: { date: string; amount: number; method: string }[];
}

export interface ERacunCisOptions {
  ca: X509Certificate;
  sellerOib: string;
  signer: { certificatePem: string; keyPem: string };
  now: () => Date;
}

const cents = (amount: string | undefined) => Math.round(Number(amount ?? '0') * 100);
const euro = (value: number) => (value / 100).toFixed(2);
const kids = (parent: Element, ns: string, name: string) =>
  Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).namespaceURI === ns && (node as Element).localName === name,
  );
const textOf = (parent: Element, ns: string, name: string) => kids(parent, ns, name)[0]?.textContent?.trim();

/** The messages this side takes, by their root element. */
const MESSAGES = {
  EvidentirajERacunZahtjev: { ns: EFIS, answer: 'EvidentirajERacunOdgovor', schema: 'eFiskalizacija' },
  EvidentirajNaplatuZahtjev: { ns: EIZV, answer: 'EvidentirajNaplatuOdgovor', schema: 'eIzvjestavanje' },
} as const;
type Message = keyof typeof MESSAGES;

export function eRacunCis(options: ERacunCisOptions) {
  const eRacuni = new Map<string, ReceivedERacun>();
  const requests = { eracuni: new Map<string, string>(), naplate: new Map<string, string>() };
  const signer: FiscalCredentials = {
    privateKey: createPrivateKey(options.signer.keyPem),
    certificatePem: options.signer.certificatePem,
    certificate: new X509Certificate(options.signer.certificatePem),
    operatorOib: '',
    operatorCode: '',
  };
  const key = (sellerOib: string, number: string, issueDate: string) => `${sellerOib}|${number}|${issueDate}`;
  const today = () => sentAtText(options.now()).slice(0, 10);

  /** CIS's answer: datumVrijemeSlanja, Odgovor (idZahtjeva, prihvacenZahtjev, greska), signed as CIS signs (fiskalcistest). */
  function answer(message: Message, error?: F2Error): string {
    const { ns, answer: element } = MESSAGES[message];
    const id = randomUUID();
    const greska = error
      ? `<tns:greska><tns:sifra>${error.code}</tns:sifra><tns:redniBrojZapisa>${error.record}</tns:redniBrojZapisa>` +
        `<tns:opis>${error.message.slice(0, 1024).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</tns:opis></tns:greska>`
      : '';
    const xml =
      `<tns:${element} xmlns:tns="${ns}" tns:id="${id}"><tns:datumVrijemeSlanja>${sentAtText(options.now())}</tns:datumVrijemeSlanja>` +
      `<tns:Odgovor><tns:idZahtjeva>${randomUUID()}</tns:idZahtjeva><tns:prihvacenZahtjev>${!error}</tns:prihvacenZahtjev>${greska}</tns:Odgovor>` +
      `</tns:${element}>`;
    return soapEnvelope(signEnveloped(xml, signer, { element, id }));
  }

  const checkOib = (value: string | undefined, record: number) => {
    if (!value || !isValidOib(value)) throw new F2Error('S007', `OIB iz zahtjeva nije formalno ispravan: ${value ?? ''}`, record);
  };

  function checkERacun(racun: Element, record: number) {
    const f = (name: string, parent: Element = racun) => textOf(parent, EFIS, name);
    const issuer = kids(racun, EFIS, 'Izdavatelj')[0] as Element;
    const buyer = kids(racun, EFIS, 'Primatelj')[0] as Element;
    checkOib(f('oibPorezniBroj', issuer), record);
    checkOib(f('oibOperatera', issuer), record);
    checkOib(f('oibPorezniBroj', buyer), record);
    if (f('oibPorezniBroj', issuer) !== options.sellerOib)
      throw new F2Error('S006', 'Pristupna tocka nije ovlaštena za dostavu podataka za navedenog poreznog obveznika.', record);
    const fail = (message: string) => {
      throw new F2Error('S005', `Poruka nije u skladu s XML shemom : ${message}`, record);
    };
    if ((f('datumIzdavanja') ?? '') > today()) fail(`datumIzdavanja ${f('datumIzdavanja')} je nakon današnjeg datuma.`);
    const totals = kids(racun, EFIS, 'DokumentUkupanIznos')[0] as Element;
    const t = (name: string) => cents(f(name, totals));
    const lines = kids(racun, EFIS, 'StavkaERacuna');
    const vat = kids(racun, EFIS, 'RaspodjelaPdv');
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const linesNet = sum(lines.map((line) => cents(f('neto', line))));
    if (linesNet !== t('neto')) fail(`DokumentUkupanIznos.neto ${euro(t('neto'))} nije zbroj neto iznosa stavki ${euro(linesNet)}.`);
    if (t('iznosBezPdv') !== t('neto') - t('popust') + t('trosak')) fail('DokumentUkupanIznos.iznosBezPdv nije neto − popust + trosak.');
    const vatTotal = sum(vat.map((row) => cents(f('iznosPoreza', row))));
    if (vatTotal !== t('pdv')) fail(`DokumentUkupanIznos.pdv ${euro(t('pdv'))} nije zbroj RaspodjelaPdv.iznosPoreza ${euro(vatTotal)}.`);
    if (t('iznosSPdv') !== t('iznosBezPdv') + t('pdv')) fail('DokumentUkupanIznos.iznosSPdv nije iznosBezPdv + pdv.');
    if (t('iznosKojiDospijevaZaPlacanje') !== t('iznosSPdv') - t('placeniIznos'))
      fail('DokumentUkupanIznos.iznosKojiDospijevaZaPlacanje nije iznosSPdv − placeniIznos.');
    const taxable = sum(vat.map((row) => cents(f('oporeziviIznos', row))));
    if (taxable !== t('iznosBezPdv'))
      fail(`Zbroj RaspodjelaPdv.oporeziviIznos ${euro(taxable)} nije iznosBezPdv ${euro(t('iznosBezPdv'))}.`);
    for (const row of vat) {
      const rate = f('stopa', row);
      if (rate === undefined) continue;
      const expected = (cents(f('oporeziviIznos', row)) * Number(rate)) / 100;
      if (Math.abs(cents(f('iznosPoreza', row)) - expected) > 1)
        fail(`RaspodjelaPdv.iznosPoreza ${f('iznosPoreza', row)} nije oporeziviIznos × stopa (${rate} %).`);
    }
    if (f('vrstaDokumenta') === '381' && kids(racun, EFIS, 'PrethodniERacun').length === 0)
      fail('Odobrenje (vrstaDokumenta 381) mora navesti račun koji ispravlja (PrethodniERacun).');
    if (f('vrstaDokumenta') === '380')
      lines.forEach((line, index) => {
        if (!kids(line, EFIS, 'ArtiklIdentifikatorKlasifikacija').some((code) => f('identifikatorSheme', code) === 'CG'))
          fail(`StavkaERacuna ${index + 1} nema KPD klasifikaciju (identifikatorSheme CG).`);
      });
    const number = f('brojDokumenta') as string;
    const issueDate = f('datumIzdavanja') as string;
    if (eRacuni.has(key(options.sellerOib, number, issueDate)))
      throw new F2Error('S008', 'Već postoji zabilježen eRačun s istim identifikatorom.', record);
    return {
      number,
      issueDate,
      sellerOib: options.sellerOib,
      buyerOib: f('oibPorezniBroj', buyer) as string,
      type: f('vrstaDokumenta') as string,
      due: t('placeniIznos') + t('iznosKojiDospijevaZaPlacanje'),
      paid: 0,
      payments: [],
    } satisfies ReceivedERacun;
  }

  function checkNaplata(naplata: Element, record: number) {
    const f = (name: string) => textOf(naplata, EIZV, name) ?? '';
    checkOib(f('oibPorezniBrojIzdavatelja'), record);
    checkOib(f('oibPorezniBrojPrimatelja'), record);
    if (f('oibPorezniBrojIzdavatelja') !== options.sellerOib)
      throw new F2Error('S006', 'Pristupna tocka nije ovlaštena za dostavu podataka za navedenog poreznog obveznika.', record);
    const known = eRacuni.get(key(f('oibPorezniBrojIzdavatelja'), f('brojDokumenta'), f('datumIzdavanja')));
    if (!known) throw new F2Error('S009', 'Ne postoji evidentirana fiskalizacija eRačuna.', record);
    const fail = (message: string) => {
      throw new F2Error('S005', `Poruka nije u skladu s XML shemom : ${message}`, record);
    };
    if (known.buyerOib !== f('oibPorezniBrojPrimatelja')) fail('oibPorezniBrojPrimatelja nije primatelj evidentiranog eRačuna.');
    if (known.type === '381') fail(`${known.number} je odobrenje (381): za odobrenje se naplata ne evidentira.`);
    if (f('datumNaplate') < known.issueDate || f('datumNaplate') > today())
      fail(`datumNaplate ${f('datumNaplate')} nije između datuma izdavanja i današnjeg datuma.`);
    const amount = cents(f('naplaceniIznos'));
    if (known.paid + amount > known.due)
      fail(`Naplaćeno ${euro(known.paid + amount)} premašuje iznos eRačuna ${euro(known.due)} (već evidentirano ${euro(known.paid)}).`);
    return { known, payment: { date: f('datumNaplate'), amount, method: f('nacinPlacanja') } };
  }

  /** Checks one request whole, then records it: nothing is kept from a request CIS refused. */
  async function take(message: Message, xml: string, request: Element) {
    const { ns, schema } = MESSAGES[message];
    const invalid = await f2SchemaErrors(new XMLSerializer().serializeToString(request), schema);
    if (invalid.length) throw new F2Error('S005', `Poruka nije u skladu s XML shemom : ${invalid.join(' ')}`);
    checkSignature(xml, request, options.ca, options.now(), DSIG_CODES, [XADES_SIGNED_PROPERTIES]);
    if (message === 'EvidentirajERacunZahtjev') {
      const taken = kids(request, ns, 'ERacun').map((racun, index) => checkERacun(racun, index + 1));
      const numbers = new Set(taken.map((racun) => `${racun.number}|${racun.issueDate}`));
      if (numbers.size !== taken.length) throw new F2Error('S008', 'Već postoji zabilježen eRačun s istim identifikatorom.');
      for (const racun of taken) eRacuni.set(key(racun.sellerOib, racun.number, racun.issueDate), racun);
    } else {
      const taken = kids(request, ns, 'Naplata').map((naplata, index) => checkNaplata(naplata, index + 1));
      for (const { known, payment } of taken) {
        known.paid += payment.amount;
        known.payments.push(payment);
      }
    }
  }

  return {
    /** Whether a request body is one of Fiscalisation 2.0's messages (else it is a receipt's). */
    handles: (xml: string): boolean => /<(\w+:)?Evidentiraj(ERacun|Naplatu)Zahtjev[\s>]/.test(xml),
    /** Takes one request; the answer's HTTP status and body. Keeps the request as it came, for each document number it names. */
    async receive(xml: string, fault?: 'error' | 'slow'): Promise<{ status: number; xml: string }> {
      const document = new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'text/xml');
      const message = (Object.keys(MESSAGES) as Message[]).find((name) => document.getElementsByTagNameNS(MESSAGES[name].ns, name)[0]);
      if (!message) {
        const name =
          /Evidentiraj(ERacun|Naplatu)Zahtjev/.exec(xml)?.[0] === 'EvidentirajNaplatuZahtjev'
            ? 'EvidentirajNaplatuZahtjev'
            : 'EvidentirajERacunZahtjev';
        return {
          status: 200,
          xml: answer(name, new F2Error('S005', 'Poruka nije u skladu s XML shemom : nema zahtjeva u očekivanom imenskom prostoru.')),
        };
      }
      const request = document.getElementsByTagNameNS(MESSAGES[message].ns, message)[0] as Element;
      const kept = message === 'EvidentirajERacunZahtjev' ? requests.eracuni : requests.naplate;
      for (const number of Array.from(request.getElementsByTagNameNS(MESSAGES[message].ns, 'brojDokumenta'))) {
        const value = number.textContent?.trim();
        if (value && (number.parentNode as Element | null)?.localName !== 'PrethodniERacun') kept.set(value, xml);
      }
      if (fault === 'error')
        return { status: 500, xml: answer(message, new F2Error('S001', 'Sistemska greška prilikom obrade zahtjeva (simulirana).')) };
      try {
        await take(message, xml, request);
        return { status: 200, xml: answer(message) };
      } catch (error) {
        const f2 =
          error instanceof F2Error
            ? error
            : error instanceof CisError
              ? new F2Error(error.code, error.message)
              : new F2Error('S001', `Sistemska greška prilikom obrade zahtjeva: ${(error as Error).message}`);
        return { status: 200, xml: answer(message, f2) };
      }
    },
    eRacuni: (): ReceivedERacun[] => [...eRacuni.values()].map((racun) => ({ ...racun, payments: [...racun.payments] })),
    /** The last request that named a document number, exactly as it came. */
    request: (kind: 'eracuni' | 'naplate', number: string) => requests[kind].get(number),
    reset: () => {
      eRacuni.clear();
      requests.eracuni.clear();
      requests.naplate.clear();
    },
  };
}

export type ERacunCis = ReturnType<typeof eRacunCis>;
