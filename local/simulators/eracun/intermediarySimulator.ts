import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { escapeHtml } from '@shop/lambdas/platform/html';
import { readBody, sendHtml, sendJson as json } from '../payments/http.ts';
import { listen } from '../../ports.ts';

/**
 * A local stand-in for the shop's information intermediary, moj-eRačun, speaking the same API v2
 * as lambdas/invoices/mojERacun.ts calls (docs/decisions/056-eracun-intermediary.md), so the shop
 * is pointed at it by ERACUN_API_URL alone:
 * - `POST /apis/v2/send` {Username, Password, CompanyId, CompanyBu, SoftwareId, File}: checks the
 *   API user, reads the UBL, validates it against EN 16931 and HR-CIUS (the schematrons,
 *   local/simulators/eracun/schematron.ts) and refuses it with HTTP 400 and the model-error shape
 *   (`{"File": {"Value": null, "Messages": [...]}}`) when a fatal assert fires; otherwise files it
 *   in the buyer's inbox and answers {ElectronicId, DocumentNr, StatusId: 30, ...};
 * - `POST /apis/v2/queryOutbox` with the user and a From/To window: the rows sent;
 * - `GET /apis/v2/Ping`: {"Status": "ok", "Message": "Service is up"};
 * - `GET /` (or `/inbox`): each buyer OIB's received eRačuns, linking each XML
 *   (`GET /documents/{ElectronicId}.xml`).
 * It can be told to be down, slow, or to lose its answer after filing the document (`fault`).
 * It is not moj-eRačun: it knows only what the published API and the schematrons say.
 */

export interface Finding {
  id?: string;
  text?: string;
  location?: string;
}
export type UblCheck = (xml: string) => Promise<{ fatal: readonly Finding[]; warnings: readonly Finding[] }>;

/** The API user it accepts, as moj-eRačun issues one (the shop's ERACUN_SECRET). */
export interface SimulatorAccount {
  username: string;
  password: string;
  companyId: string;
  softwareId: string;
}

export interface IntermediarySimulatorOptions {
  port: number;
  account: SimulatorAccount;
  /** The validation every document meets (checkUbl on `npm start`). */
  check: UblCheck;
  now?: () => Date;
}

export interface ReceivedDocument {
  electronicId: number;
  documentNr: string;
  senderOib: string;
  buyerOib: string;
  buyerName: string;
  sent: string;
  xml: string;
  warnings: number;
}

export interface IntermediaryFault {
  /** down: 503 without filing; slow: answers after delayMs; lost: files the document, then drops the connection. */
  kind: 'down' | 'slow' | 'lost';
  remaining: number;
  delayMs: number;
}

export interface IntermediarySimulator {
  url: string;
  /** Every document received, oldest first. */
  documents(): ReceivedDocument[];
  /** The documents in one buyer's inbox. */
  inbox(buyerOib: string): ReceivedDocument[];
  fault(fault: Partial<IntermediaryFault> & { kind: IntermediaryFault['kind'] }): void;
  reset(): void;
  close(): Promise<void>;
}

const FIRST_ID = 3_239_400;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);

/** The first `<cbc:Name>`-like element's text inside a block, whatever its prefix. */
const element = (xml: string, name: string) => {
  const text = new RegExp(`<(?:\\w+:)?${name}\\b[^>]*>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1]?.trim();
  return text === undefined ? undefined : unescapeXml(text);
};
const block = (xml: string, name: string) => new RegExp(`<(?:\\w+:)?${name}\\b[^>]*>([\\s\\S]*?)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? '';

/** A party's OIB: its EndpointID (scheme 9934), else its VAT number without HR. */
function partyOib(party: string): string | undefined {
  const endpoint = element(party, 'EndpointID');
  if (endpoint && /^\d{11}$/.test(endpoint)) return endpoint;
  const vat = element(block(party, 'PartyTaxScheme'), 'CompanyID');
  return vat?.replace(/^HR/, '') || undefined;
}

const modelError = (field: string, messages: string[]) => ({ [field]: { Value: null, Messages: messages } });
const finding = (f: Finding) => [f.id && `[${f.id}]`, f.text, f.location && `(${f.location})`].filter(Boolean).join(' ');

function inboxPage(documents: ReceivedDocument[]): string {
  const byBuyer = new Map<string, ReceivedDocument[]>();
  for (const doc of documents) byBuyer.set(doc.buyerOib, [...(byBuyer.get(doc.buyerOib) ?? []), doc]);
  const sections = [...byBuyer].map(
    ([oib, docs]) => `<section><h2>OIB ${escapeHtml(oib)} — ${escapeHtml(docs[0]!.buyerName)}</h2><table>
<thead><tr><th>ElectronicId</th><th>Document</th><th>From OIB</th><th>Sent</th><th>Warnings</th><th>XML</th></tr></thead><tbody>
${docs
  .map(
    (d) =>
      `<tr><td>${d.electronicId}</td><td>${escapeHtml(d.documentNr)}</td><td>${escapeHtml(d.senderOib)}</td><td>${escapeHtml(d.sent)}</td><td>${d.warnings}</td><td><a href="/documents/${d.electronicId}.xml">${escapeHtml(d.documentNr)}.xml</a></td></tr>`,
  )
  .join('\n')}
</tbody></table></section>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>eRačun inbox (local intermediary)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>eRačuns received (local moj-eRačun stand-in)</h1>
${sections.length ? sections.join('\n') : '<p>No eRačun has been received yet.</p>'}
</body></html>`;
}

export async function startIntermediarySimulator(options: IntermediarySimulatorOptions): Promise<IntermediarySimulator> {
  const now = options.now ?? (() => new Date());
  const documents: ReceivedDocument[] = [];
  let faults: IntermediaryFault[] = [];

  /** The next fault for a request; a lost answer concerns only a document sent. */
  const takeFault = (sending: boolean) => {
    const fault = faults.find((f) => f.remaining > 0 && (sending || f.kind !== 'lost'));
    if (fault) fault.remaining -= 1;
    return fault;
  };

  /** The API user the request names, or why not. */
  const credentialError = (body: Record<string, unknown>): string | undefined => {
    const { account } = options;
    if (String(body.Username ?? '') !== account.username || String(body.Password ?? '') !== account.password)
      return 'Username and/or Password are not correct.';
    if (String(body.SoftwareId ?? '') !== account.softwareId) return 'SoftwareId is not valid.';
    if (String(body.CompanyId ?? '') !== account.companyId) return `The user may not send for company ${String(body.CompanyId ?? '')}.`;
    return undefined;
  };

  async function send(body: Record<string, unknown>, response: ServerResponse, fault: IntermediaryFault | undefined) {
    const xml = typeof body.File === 'string' ? body.File : '';
    if (!xml.trim().startsWith('<'))
      return json(response, 400, modelError('File', ['The File field is required and must be an XML document.']));
    const documentNr = element(xml, 'ID');
    const supplier = block(xml, 'AccountingSupplierParty');
    const customer = block(xml, 'AccountingCustomerParty');
    const buyerOib = partyOib(customer);
    if (!documentNr || !buyerOib)
      return json(response, 400, modelError('File', ['The document has no invoice number or no recipient OIB.']));
    const senderOib = partyOib(supplier);
    if (senderOib !== options.account.companyId)
      return json(
        response,
        400,
        modelError('File', [`The supplier's OIB ${senderOib ?? '(none)'} is not the sender's ${options.account.companyId}.`]),
      );
    if (documents.some((d) => d.documentNr === documentNr && d.senderOib === senderOib))
      return json(response, 400, modelError('File', [`A document numbered ${documentNr} has already been sent.`]));
    const { fatal, warnings } = await options.check(xml);
    if (fatal.length) return json(response, 400, modelError('File', fatal.map(finding)));
    const doc: ReceivedDocument = {
      electronicId: FIRST_ID + documents.length,
      documentNr,
      senderOib,
      buyerOib,
      buyerName: element(block(customer, 'PartyLegalEntity'), 'RegistrationName') ?? '',
      sent: now().toISOString(),
      xml,
      warnings: warnings.length,
    };
    documents.push(doc);
    if (fault?.kind === 'lost') return response.destroy();
    json(response, 200, {
      ElectronicId: doc.electronicId,
      DocumentNr: doc.documentNr,
      DocumentTypeId: 1,
      DocumentTypeName: 'Račun',
      StatusId: 30,
      StatusName: 'Poslan',
      RecipientBusinessNumber: doc.buyerOib,
      RecipientBusinessUnit: '',
      RecipientBusinessName: doc.buyerName,
      Created: doc.sent,
      Sent: doc.sent,
      Modified: doc.sent,
      Delivered: null,
    });
  }

  function queryOutbox(body: Record<string, unknown>, response: ServerResponse) {
    const from = typeof body.From === 'string' ? body.From : '0000';
    const to = typeof body.To === 'string' ? `${body.To}T23:59:59.999Z` : '9999';
    const rows = documents
      .filter((d) => d.sent >= from && d.sent <= to)
      .filter((d) => body.ElectronicId === undefined || Number(body.ElectronicId) === d.electronicId)
      .map((d) => ({
        ElectronicId: d.electronicId,
        DocumentNr: d.documentNr,
        DocumentTypeId: 1,
        DocumentTypeName: 'Račun',
        StatusId: 30,
        StatusName: 'Poslan',
        RecipientBusinessNumber: d.buyerOib,
        RecipientBusinessName: d.buyerName,
        Sent: d.sent,
      }));
    json(response, 200, rows);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/$/, '') || '/';
    if (request.method === 'GET' && (path === '/' || path === '/inbox')) {
      return sendHtml(response, 200, inboxPage(documents));
    }
    const xmlPath = /^\/documents\/(\d+)\.xml$/.exec(path);
    if (request.method === 'GET' && xmlPath) {
      const doc = documents.find((d) => d.electronicId === Number(xmlPath[1]));
      if (!doc) return json(response, 404, { Message: 'No such document.' });
      response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      return response.end(doc.xml);
    }
    if (request.method === 'GET' && path.toLowerCase() === '/apis/v2/ping')
      return json(response, 200, { Status: 'ok', Message: 'Service is up' });
    const action = path.toLowerCase();
    if (request.method !== 'POST' || (action !== '/apis/v2/send' && action !== '/apis/v2/queryoutbox'))
      return json(response, 404, { Message: 'No HTTP resource was found that matches the request URI.' });

    const fault = takeFault(action === '/apis/v2/send');
    if (fault?.kind === 'down') return json(response, 503, { Message: 'Service Unavailable' });
    if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      return json(response, 400, { Message: 'The request is invalid.' });
    }
    const credentials = credentialError(body ?? {});
    if (credentials) return json(response, 401, { Message: credentials });
    if (action === '/apis/v2/send') return send(body, response, fault);
    return queryOutbox(body, response);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent) json(response, 500, { Message: error.message });
      else response.destroy();
    });
  });
  const port = await listen(server, options.port, 'ERACUN_PORT');
  return {
    url: `http://127.0.0.1:${port}`,
    documents: () => [...documents],
    inbox: (buyerOib) => documents.filter((d) => d.buyerOib === buyerOib),
    fault(fault) {
      faults.push({ remaining: 1, delayMs: 0, ...fault });
    },
    reset() {
      documents.length = 0;
      faults = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The local stack's API user: clearly not moj-eRačun's (README, Fiscalisation, for the real one). */
export const LOCAL_ERACUN_ACCOUNT = (companyId: string): SimulatorAccount => ({
  username: 'local-shop',
  password: 'local-only-not-a-real-password',
  companyId,
  softwareId: 'Tkanica-local-001',
});
