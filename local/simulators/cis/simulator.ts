import { randomUUID, X509Certificate } from 'node:crypto';
import {
  createServer as createHttpServer,
  get as httpGet,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer, get as httpsGet } from 'node:https';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { fiscalDateTime } from '@shop/lambdas/fiscal/fiscalReceipt';
import { DIGEST_ALGORITHM, F73, SIGNATURE_ALGORITHM, SOAP } from '@shop/lambdas/fiscal/racunZahtjev';
import { SignedXml } from 'xml-crypto';
import { listen } from '../../ports.ts';
import { type CisError as CisCheckError, type ReceiptFacts, receiptErrors } from './cisChecks.ts';
import { eRacunCis, type ReceivedERacun } from './eRacunCis.ts';
import { CisError, checkSignature, DSIG } from './signatureCheck.ts';
import { schemaErrors } from './schemaCheck.ts';

/**
 * A local stand-in for the Tax Administration's CIS (the fiscalisation service), as
 * local/simulators/payments/ is for the payment provider, built to the published specification (v2.6 with
 * the changes of v2.7 the Tax Administration announced: docs/decisions/022-fiscalisation.md).
 * It takes RacunZahtjev at POST /FiskalizacijaService over TLS 1.2 or newer (and at the same
 * address Fiscalisation 2.0's EvidentirajERacun and EvidentirajNaplatu: eRacunCis.ts, kept at
 * GET /_simulator/eracuni/{number}.xml and /_simulator/naplate/{number}.xml), and in this order:
 * validates the message against the official schema v1.9 (s001), checks the XML signature
 * (RSA-SHA256 with SHA-256 digests only, from 1.1.2027 as in the test service since 1.7.2026;
 * made with a certificate the local test CA issued: s004, s002), the seller's OIB (s005), and
 * the receipt's content (the v1xx checks: sums, rates, dates, the buyer's OIB, the 30-day limit),
 * and answers a JIR (a UUID) or CIS's errors, signed as CIS signs its answers (`fiskalcistest`).
 * It can be told to fail or to answer late (POST /_simulator/faults), lists what it received
 * (GET /_simulator/receipts) and gives back the last request for a receipt number exactly as it
 * came (GET /_simulator/receipts/{number}.xml, the number's slashes as they are or %2F), for
 * xmllint and xmlsec1. It is not CIS: it knows only what the published specification says.
 */
export interface FiscalSimulatorOptions {
  port: number;
  /** The test CA whose certificates it trusts. */
  caPem: string;
  /** The seller whose receipts it takes (Oib must be this). */
  sellerOib: string;
  /** The certificate and key it signs its answers with (CIS's `fiskalcistest`). */
  signer: { certificatePem: string; keyPem: string };
  /** Serve HTTPS with this certificate (TLS 1.2 or newer), as CIS does; plain HTTP without it. */
  tls?: { certificatePem: string; keyPem: string };
  /** Its clock (the v1xx date checks); the machine's when absent. */
  now?: () => Date;
}

export interface ReceivedReceipt {
  oib: string;
  number: string;
  dateTime: string;
  total: string;
  paymentCode: string;
  operatorOib: string;
  zki: string;
  subsequentDelivery: boolean;
  /** OibPrimateljaRacuna: the buyer's OIB on a receipt between businesses. */
  buyerOib?: string;
  jir: string;
  /** How many times it was delivered. */
  deliveries: number;
}

export interface FiscalFault {
  kind: 'error' | 'slow';
  /** Requests still to meet it. */
  remaining: number;
  delayMs: number;
}

export interface FiscalSimulator {
  url: string;
  /** Where the shop posts receipts (FISCAL_CIS_URL). */
  endpoint: string;
  receipts(): ReceivedReceipt[];
  /** The eRačuni it took (Fiscalisation 2.0) and the payments reported for them. */
  eRacuni(): ReceivedERacun[];
  /** The last EvidentirajERacun / EvidentirajNaplatu request naming a document number, exactly as it came. */
  eRacunRequest(kind: 'eracuni' | 'naplate', number: string): string | undefined;
  /** The last request received for a receipt number (`17/ZG1/1`), exactly as it came. */
  request(number: string): string | undefined;
  /** Whether it answers over the network (its TLS trusted as the shop trusts it), for the stack's health. */
  answers(): Promise<boolean>;
  fault(fault: Partial<FiscalFault> & { kind: FiscalFault['kind'] }): FiscalFault;
  clearFaults(): void;
  /** Forgets every receipt and fault (tests start each case afresh). */
  reset(): void;
  close(): Promise<void>;
}

const MAX_BODY = 256 * 1024;

/** The content checks' errors, all of them, as CIS lists every one it finds. */
class CisRefusal extends Error {
  constructor(readonly errors: CisCheckError[]) {
    super(errors.map((error) => `${error.code} ${error.message}`).join('; '));
  }
}

const text = (parent: Element | Document, name: string) => parent.getElementsByTagNameNS(F73, name)[0]?.textContent?.trim() ?? '';

const cents = (amount: string) => Math.round(Number(amount) * 100);

const amountOf = (parent: Element, name: string) => {
  const value = text(parent, name);
  return value ? cents(value) : undefined;
};
const rows = (racun: Element, group: string) => {
  const element = racun.getElementsByTagNameNS(F73, group)[0];
  return Array.from(element?.getElementsByTagNameNS(F73, 'Porez') ?? []).map((porez) => ({
    ratePercent: Number(text(porez, 'Stopa')),
    base: cents(text(porez, 'Osnovica')),
    tax: cents(text(porez, 'Iznos')),
  }));
};

/** Reads and checks one request; throws CisError with the first reason CIS would give. */
async function readReceipt(xml: string, ca: X509Certificate, sellerOib: string, now: Date) {
  const document = new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'text/xml');
  const request = document.getElementsByTagNameNS(F73, 'RacunZahtjev')[0];
  if (!request) throw new CisError('s001', 'Poruka nije u skladu s XML shemom: nema RacunZahtjev.');
  const invalid = await schemaErrors(new XMLSerializer().serializeToString(request));
  if (invalid.length) throw new CisError('s001', `Poruka nije u skladu s XML shemom : ${invalid.join(' ')}`);
  checkSignature(xml, request, ca, now);
  const racun = request.getElementsByTagNameNS(F73, 'Racun')[0] as Element;
  const oib = text(racun, 'Oib');
  if (oib !== sellerOib) throw new CisError('s005', 'OIB iz poruke zahtjeva nije jednak OIB-u iz certifikata.');
  const number = [text(racun, 'BrOznRac'), text(racun, 'OznPosPr'), text(racun, 'OznNapUr')].join('/');
  const facts: ReceiptFacts = {
    sentAt: text(request, 'DatumVrijeme'),
    issuedAt: text(racun, 'DatVrijeme'),
    inVatSystem: text(racun, 'USustPdv') === 'true',
    sequence: Number(text(racun, 'BrOznRac')),
    vat: rows(racun, 'Pdv'),
    consumptionTax: rows(racun, 'Pnp'),
    exempt: amountOf(racun, 'IznosOslobPdv'),
    margin: amountOf(racun, 'IznosMarza'),
    notTaxable: amountOf(racun, 'IznosNePodlOpor'),
    fees: Array.from(racun.getElementsByTagNameNS(F73, 'IznosN')).map((node) => cents(node.textContent ?? '0')),
    total: cents(text(racun, 'IznosUkupno')),
    paymentCode: text(racun, 'NacinPlac'),
    sellerOib: oib,
    buyerOib: text(racun, 'OibPrimateljaRacuna') || undefined,
    subsequentDelivery: text(racun, 'NakDost') === 'true',
  };
  const errors = receiptErrors(facts, fiscalDateTime(now));
  if (errors.length) throw new CisRefusal(errors);
  return {
    oib,
    number,
    dateTime: facts.issuedAt,
    total: text(racun, 'IznosUkupno'),
    paymentCode: facts.paymentCode,
    operatorOib: text(racun, 'OibOper'),
    zki: text(racun, 'ZastKod'),
    subsequentDelivery: facts.subsequentDelivery,
    buyerOib: facts.buyerOib,
    messageId: text(request, 'IdPoruke'),
  };
}

const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';

/** CIS's answer (RacunOdgovor), signed as CIS signs it: enveloped, over its Id, with the signer's certificate. */
function signedAnswer(signer: FiscalSimulatorOptions['signer'], messageId: string, content: string, now: Date): string {
  const id = `G${randomUUID()}`;
  const answer =
    `<tns:RacunOdgovor xmlns:tns="${F73}" Id="${id}">` +
    `<tns:Zaglavlje><tns:IdPoruke>${messageId}</tns:IdPoruke><tns:DatumVrijeme>${fiscalDateTime(now)}</tns:DatumVrijeme></tns:Zaglavlje>` +
    `${content}</tns:RacunOdgovor>`;
  const certificate = signer.certificatePem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
  const xpath = "//*[local-name(.)='RacunOdgovor']";
  const signed = new SignedXml({
    privateKey: signer.keyPem,
    publicCert: signer.certificatePem,
    signatureAlgorithm: SIGNATURE_ALGORITHM,
    canonicalizationAlgorithm: EXC_C14N,
    idAttribute: 'Id',
    getKeyInfoContent: () => `<X509Data><X509Certificate>${certificate}</X509Certificate></X509Data>`,
  });
  signed.addReference({ xpath, transforms: [`${DSIG}enveloped-signature`, EXC_C14N], digestAlgorithm: DIGEST_ALGORITHM });
  signed.computeSignature(answer, { location: { reference: xpath, action: 'append' } });
  return `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="${SOAP}"><soap:Body>${signed.getSignedXml()}</soap:Body></soap:Envelope>`;
}

const escapeText = (message: string) => message.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const errorsXml = (errors: CisCheckError[]) =>
  `<tns:Greske>${errors
    .map(
      (error) =>
        `<tns:Greska><tns:SifraGreske>${error.code}</tns:SifraGreske><tns:PorukaGreske>${escapeText(error.message)}</tns:PorukaGreske></tns:Greska>`,
    )
    .join('')}</tns:Greske>`;

/** The receipt number a request names (`17/ZG1/1`), whatever else is wrong with it. */
function requestNumber(xml: string): string | undefined {
  const document = new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'text/xml');
  const brRac = document.getElementsByTagNameNS?.(F73, 'BrRac')[0];
  if (!brRac) return undefined;
  const number = ['BrOznRac', 'OznPosPr', 'OznNapUr'].map((name) => text(brRac, name)).join('/');
  return /^[0-9A-Za-z]+\/[0-9A-Za-z]+\/[0-9A-Za-z]+$/.test(number) ? number : undefined;
}

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new CisError('s001', 'Poruka je prevelika.'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const json = (response: ServerResponse, status: number, value: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

export async function startFiscalSimulator(options: FiscalSimulatorOptions): Promise<FiscalSimulator> {
  const ca = new X509Certificate(options.caPem);
  const received = new Map<string, ReceivedReceipt>();
  let faults: FiscalFault[] = [];
  const waits = new Set<NodeJS.Timeout>();

  const addFault = (request: Partial<FiscalFault> & { kind: unknown }): FiscalFault => {
    if (request.kind !== 'error' && request.kind !== 'slow') throw new RangeError('kind must be "error" or "slow".');
    const remaining = Number(request.remaining ?? 1);
    const delayMs = Number(request.delayMs ?? 20_000);
    if (!Number.isInteger(remaining) || remaining < 1 || remaining > 1000)
      throw new RangeError('remaining must be a whole number from 1 to 1000.');
    if (!Number.isInteger(delayMs) || delayMs < 1 || delayMs > 120_000)
      throw new RangeError('delayMs must be a whole number from 1 to 120000.');
    const fault = { kind: request.kind, remaining, delayMs };
    faults.push(fault);
    return { ...fault };
  };
  const takeFault = () => {
    const fault = faults[0];
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) faults = faults.slice(1);
    return { ...fault };
  };

  const now = options.now ?? (() => new Date());
  const requests = new Map<string, string>();
  const f2 = eRacunCis({ ca, sellerOib: options.sellerOib, signer: options.signer, now });

  const late = (fault: FiscalFault | undefined) =>
    fault?.kind === 'slow'
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            waits.delete(timer);
            resolve();
          }, fault.delayMs);
          waits.add(timer);
        })
      : Promise.resolve();

  const fiscalise = async (request: IncomingMessage, response: ServerResponse) => {
    const xml = await body(request);
    if (f2.handles(xml)) {
      const fault = takeFault();
      const answer = await f2.receive(xml, fault?.kind);
      await late(fault);
      if (!response.destroyed) response.writeHead(answer.status, { 'content-type': 'text/xml; charset=utf-8' }).end(answer.xml);
      return;
    }
    const number = requestNumber(xml);
    if (number) requests.set(number, xml);
    const fault = takeFault();
    if (fault?.kind === 'error') {
      const error = { code: 's006', message: 'Sistemska pogreška prilikom obrade zahtjeva (simulirana).' };
      response
        .writeHead(500, { 'content-type': 'text/xml; charset=utf-8' })
        .end(signedAnswer(options.signer, randomUUID(), errorsXml([error]), now()));
      return;
    }
    let answer: { status: number; xml: string };
    let messageId: string = randomUUID();
    try {
      const receipt = await readReceipt(xml, ca, options.sellerOib, now());
      messageId = receipt.messageId;
      const key = `${receipt.oib}/${receipt.number}/${receipt.dateTime}`;
      const known = received.get(key);
      if (known && known.zki !== receipt.zki) throw new CisError('s001', `Račun ${receipt.number} je već zaprimljen s drugim ZKI.`);
      const { messageId: _, ...fields } = receipt;
      const stored: ReceivedReceipt = known
        ? { ...known, subsequentDelivery: receipt.subsequentDelivery, deliveries: known.deliveries + 1 }
        : { ...fields, jir: randomUUID(), deliveries: 1 };
      received.set(key, stored);
      answer = { status: 200, xml: signedAnswer(options.signer, messageId, `<tns:Jir>${stored.jir}</tns:Jir>`, now()) };
    } catch (error) {
      const errors =
        error instanceof CisRefusal
          ? error.errors
          : [error instanceof CisError ? error : new CisError('s006', `Sistemska pogreška: ${(error as Error).message}`)].map((e) => ({
              code: e.code,
              message: e.message,
            }));
      answer = { status: 500, xml: signedAnswer(options.signer, messageId, errorsXml(errors), now()) };
    }
    if (fault?.kind === 'slow') {
      // The receipt was taken; only the answer is late, as when CIS answered into a closed connection.
      await late(fault);
      if (response.destroyed) return;
    }
    response.writeHead(answer.status, { 'content-type': 'text/xml; charset=utf-8' }).end(answer.xml);
  };

  const handler: RequestListener = (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const route = `${request.method} ${pathname}`;
    const handle = async () => {
      if (route === 'POST /FiskalizacijaService') return fiscalise(request, response);
      if (route === 'GET /' || route === 'GET /_simulator')
        return json(response, 200, { service: 'local CIS simulator (not the Tax Administration)', receipts: received.size, faults });
      if (route === 'GET /_simulator/receipts') return json(response, 200, [...received.values()]);
      if (route === 'GET /_simulator/eracuni') return json(response, 200, f2.eRacuni());
      const kept = /^\/_simulator\/(eracuni|naplate)\/(.+)\.xml$/.exec(pathname);
      if (request.method === 'GET' && kept) {
        const kind = kept[1] as 'eracuni' | 'naplate';
        const number = decodeURIComponent(kept[2] as string);
        const xml = f2.request(kind, number);
        if (!xml) return json(response, 404, { error: `No ${kind === 'eracuni' ? 'eRačun' : 'payment'} request for ${number} has come.` });
        return response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(xml);
      }
      if (request.method === 'GET' && pathname.startsWith('/_simulator/receipts/') && pathname.endsWith('.xml')) {
        const number = decodeURIComponent(pathname.slice('/_simulator/receipts/'.length, -'.xml'.length));
        const xml = requests.get(number);
        if (!xml) return json(response, 404, { error: `No request for receipt ${number} has come.` });
        return response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(xml);
      }
      if (route === 'POST /_simulator/faults') {
        try {
          return json(response, 201, addFault(JSON.parse((await body(request)) || '{}')));
        } catch (error) {
          return json(response, 400, { error: (error as Error).message });
        }
      }
      if (route === 'DELETE /_simulator/faults') {
        faults = [];
        return json(response, 200, { cleared: true });
      }
      return json(response, 404, { error: `No ${route} here.` });
    };
    handle().catch((error) => {
      if (!response.headersSent) json(response, 400, { error: (error as Error).message });
    });
  };
  const server = options.tls
    ? createHttpsServer({ cert: options.tls.certificatePem, key: options.tls.keyPem, minVersion: 'TLSv1.2' }, handler)
    : createHttpServer(handler);
  const port = await listen(server, options.port, 'FISCAL_PORT');
  const url = `${options.tls ? 'https' : 'http'}://localhost:${port}`;
  return {
    url,
    endpoint: `${url}/FiskalizacijaService`,
    receipts: () => [...received.values()],
    eRacuni: () => f2.eRacuni(),
    eRacunRequest: (kind, number) => f2.request(kind, number),
    request: (number) => requests.get(number),
    answers: () =>
      new Promise<boolean>((resolve) => {
        const probe = options.tls ? httpsGet : httpGet;
        probe(url, { ca: options.caPem, timeout: 1500 }, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        })
          .on('error', () => resolve(false))
          .on('timeout', function (this: { destroy(): void }) {
            this.destroy();
          });
      }),
    fault: (fault) => addFault(fault),
    clearFaults: () => {
      faults = [];
    },
    reset: () => {
      faults = [];
      received.clear();
      requests.clear();
      f2.reset();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of waits) clearTimeout(timer);
        waits.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
