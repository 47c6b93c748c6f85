import { randomUUID, X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DOMParser } from '@xmldom/xmldom';
import { fiscalDateTime } from '@shop/lambdas/fiscal/fiscalReceipt';
import { F73, SIGNATURE_ALGORITHM, SOAP } from '@shop/lambdas/fiscal/racunZahtjev';
import { SignedXml } from 'xml-crypto';
import { listen } from '../ports.ts';

/**
 * A local stand-in for the Tax Administration's CIS (the fiscalisation service), as
 * local/payments/ is for the payment provider. It takes RacunZahtjev at POST /FiskalizacijaService,
 * checks the XML signature against the local test CA (local/fiscal/testCertificate.ts), checks
 * the receipt's fields, and answers a JIR (a UUID) or CIS's errors. It can be told to fail or
 * to answer late (POST /_simulator/faults), and lists what it received (GET /_simulator/receipts).
 * It is not CIS: it knows only what the published specification says.
 */
export interface FiscalSimulatorOptions {
  port: number;
  /** The test CA whose certificates it trusts. */
  caPem: string;
  /** The seller whose receipts it takes (Oib must be this). */
  sellerOib: string;
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
  fault(fault: Partial<FiscalFault> & { kind: FiscalFault['kind'] }): FiscalFault;
  clearFaults(): void;
  /** Forgets every receipt and fault (tests start each case afresh). */
  reset(): void;
  close(): Promise<void>;
}

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const MAX_BODY = 256 * 1024;

class CisError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const text = (parent: Element | Document, name: string) => parent.getElementsByTagNameNS(F73, name)[0]?.textContent?.trim() ?? '';

function need(value: string, pattern: RegExp, field: string): string {
  if (!pattern.test(value)) throw new CisError('s001', `Poruka nije u skladu s XML shemom: ${field} "${value}"`);
  return value;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Checks the signature: made with a certificate the test CA issued, over the whole RacunZahtjev. */
function checkSignature(xml: string, request: Element, ca: X509Certificate): X509Certificate {
  const signature = request.getElementsByTagNameNS(DSIG, 'Signature')[0];
  if (!signature || signature.parentNode !== request) throw new CisError('s004', 'Neispravan digitalni potpis: nema potpisa.');
  const base64 = signature.getElementsByTagNameNS(DSIG, 'X509Certificate')[0]?.textContent?.replace(/\s/g, '');
  if (!base64) throw new CisError('s004', 'Neispravan digitalni potpis: nema certifikata.');
  const certificate = new X509Certificate(Buffer.from(base64, 'base64'));
  if (!certificate.verify(ca.publicKey)) throw new CisError('s004', 'Neispravan digitalni potpis: certifikat nije izdan od testnog CA.');
  const method = signature.getElementsByTagNameNS(DSIG, 'SignatureMethod')[0]?.getAttribute('Algorithm');
  if (method !== SIGNATURE_ALGORITHM) throw new CisError('s004', `Neispravan digitalni potpis: algoritam ${method}.`);
  const verifier = new SignedXml({ publicCert: certificate.toString(), getCertFromKeyInfo: () => null });
  verifier.loadSignature(signature);
  let valid = false;
  try {
    valid = verifier.checkSignature(xml);
  } catch {
    valid = false;
  }
  const signedId = request.getAttribute('Id');
  if (!valid || !signedId || !verifier.getReferences().some((reference) => reference.uri === `#${signedId}`)) {
    throw new CisError('s004', 'Neispravan digitalni potpis.');
  }
  return certificate;
}

function readReceipt(xml: string, ca: X509Certificate, sellerOib: string) {
  const document = new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'text/xml');
  const request = document.getElementsByTagNameNS(F73, 'RacunZahtjev')[0];
  if (!request) throw new CisError('s001', 'Poruka nije u skladu s XML shemom: nema RacunZahtjev.');
  checkSignature(xml, request, ca);
  const racun = request.getElementsByTagNameNS(F73, 'Racun')[0];
  if (!racun) throw new CisError('s001', 'Poruka nije u skladu s XML shemom: nema Racun.');
  const dateTime = /^\d{2}\.\d{2}\.\d{4}T\d{2}:\d{2}:\d{2}$/;
  need(text(request, 'IdPoruke'), /^[0-9a-f-]{36}$/, 'IdPoruke');
  need(text(request, 'DatumVrijeme'), dateTime, 'DatumVrijeme');
  const oib = need(text(racun, 'Oib'), /^\d{11}$/, 'Oib');
  if (oib !== sellerOib) throw new CisError('s005', 'OIB iz poruke zahtjeva nije jednak OIB-u obveznika.');
  need(text(racun, 'USustPdv'), /^(true|false)$/, 'USustPdv');
  need(text(racun, 'OznSlijed'), /^[NP]$/, 'OznSlijed');
  const amount = /^-?\d{1,15}\.\d{2}$/;
  const total = need(text(racun, 'IznosUkupno'), amount, 'IznosUkupno');
  let vatGross = 0;
  for (const porez of Array.from(racun.getElementsByTagNameNS(F73, 'Porez'))) {
    need(text(porez, 'Stopa'), amount, 'Stopa');
    vatGross += cents(need(text(porez, 'Osnovica'), amount, 'Osnovica')) + cents(need(text(porez, 'Iznos'), amount, 'Iznos'));
  }
  if (vatGross !== 0 && vatGross !== cents(total))
    throw new CisError('s001', `Osnovice i porezi (${vatGross / 100}) ne daju IznosUkupno ${total}.`);
  return {
    oib,
    number: [
      need(text(racun, 'BrOznRac'), /^\d{1,20}$/, 'BrOznRac'),
      need(text(racun, 'OznPosPr'), /^[0-9a-zA-Z]{1,20}$/, 'OznPosPr'),
      need(text(racun, 'OznNapUr'), /^\d{1,20}$/, 'OznNapUr'),
    ].join('/'),
    dateTime: need(text(racun, 'DatVrijeme'), dateTime, 'DatVrijeme'),
    total,
    paymentCode: need(text(racun, 'NacinPlac'), /^[GKCTO]$/, 'NacinPlac'),
    operatorOib: need(text(racun, 'OibOper'), /^\d{11}$/, 'OibOper'),
    zki: need(text(racun, 'ZastKod'), /^[0-9a-f]{32}$/, 'ZastKod'),
    subsequentDelivery: need(text(racun, 'NakDost'), /^(true|false)$/, 'NakDost') === 'true',
    messageId: text(request, 'IdPoruke'),
  };
}

const header = (messageId: string) =>
  `<tns:Zaglavlje><tns:IdPoruke>${messageId}</tns:IdPoruke><tns:DatumVrijeme>${fiscalDateTime(new Date())}</tns:DatumVrijeme></tns:Zaglavlje>`;
const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="${SOAP}"><soap:Body><tns:RacunOdgovor xmlns:tns="${F73}">${body}</tns:RacunOdgovor></soap:Body></soap:Envelope>`;
const errorAnswer = (messageId: string, code: string, message: string) =>
  envelope(
    `${header(messageId)}<tns:Greske><tns:Greska><tns:SifraGreske>${code}</tns:SifraGreske><tns:PorukaGreske>${message.replace(/[<&]/g, ' ')}</tns:PorukaGreske></tns:Greska></tns:Greske>`,
  );

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

  const fiscalise = async (request: IncomingMessage, response: ServerResponse) => {
    const xml = await body(request);
    const fault = takeFault();
    if (fault?.kind === 'error') {
      response
        .writeHead(500, { 'content-type': 'text/xml; charset=utf-8' })
        .end(errorAnswer(randomUUID(), 's006', 'Sistemska pogreška prilikom obrade zahtjeva (simulirana).'));
      return;
    }
    let answer: { status: number; xml: string };
    try {
      const receipt = readReceipt(xml, ca, options.sellerOib);
      const key = `${receipt.oib}/${receipt.number}/${receipt.dateTime}`;
      const known = received.get(key);
      if (known && known.zki !== receipt.zki) throw new CisError('s001', `Račun ${receipt.number} je već zaprimljen s drugim ZKI.`);
      const { messageId, ...fields } = receipt;
      const stored: ReceivedReceipt = known
        ? { ...known, subsequentDelivery: receipt.subsequentDelivery, deliveries: known.deliveries + 1 }
        : { ...fields, jir: randomUUID(), deliveries: 1 };
      received.set(key, stored);
      answer = { status: 200, xml: envelope(`${header(messageId)}<tns:Jir>${stored.jir}</tns:Jir>`) };
    } catch (error) {
      const cis = error instanceof CisError ? error : new CisError('s006', `Sistemska pogreška: ${(error as Error).message}`);
      answer = { status: 500, xml: errorAnswer(randomUUID(), cis.code, cis.message) };
    }
    if (fault?.kind === 'slow') {
      // The receipt was taken; only the answer is late, as when CIS answered into a closed connection.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waits.delete(timer);
          resolve();
        }, fault.delayMs);
        waits.add(timer);
      });
      if (response.destroyed) return;
    }
    response.writeHead(answer.status, { 'content-type': 'text/xml; charset=utf-8' }).end(answer.xml);
  };

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const route = `${request.method} ${pathname}`;
    const handle = async () => {
      if (route === 'POST /FiskalizacijaService') return fiscalise(request, response);
      if (route === 'GET /' || route === 'GET /_simulator')
        return json(response, 200, { service: 'local CIS simulator (not the Tax Administration)', receipts: received.size, faults });
      if (route === 'GET /_simulator/receipts') return json(response, 200, [...received.values()]);
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
  });
  const port = await listen(server, options.port, 'FISCAL_PORT');
  const url = `http://localhost:${port}`;
  return {
    url,
    endpoint: `${url}/FiskalizacijaService`,
    receipts: () => [...received.values()],
    fault: (fault) => addFault(fault),
    clearFaults: () => {
      faults = [];
    },
    reset: () => {
      faults = [];
      received.clear();
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
