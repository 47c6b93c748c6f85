import type { Cents } from '@shop/shared/money';
import { log } from '../platform/log.ts';
import { cisTrust, verifyCisAnswer } from './cisTrust.ts';
import { eRacunCisUrl, type FiscalCredentials, fiscalCredentials } from './fiscalCredentials.ts';
import { FISCAL_LIMITS, askCis } from './fiscalService.ts';
import { type ERacunInvoice, type F2Answer, parseF2Answer, signedERacunRequest, signedNaplataRequest } from './eRacunZahtjev.ts';

/**
 * The port the use cases fiscalise an eRačun through (Fiscalisation 2.0): they hand over the
 * invoice and its UBL when it is issued, and the payment when it comes, and learn whether CIS
 * took it, refused it (its codes and messages: the shop has to correct something before trying
 * again), or could not be asked (try again later). Signed and sent like the receipts: the same
 * signing (xmlSignature.ts), the same TLS to CIS trusting FINA (fiscalService.ts, cisTrust.ts),
 * CIS's answer believed only as far as its signature goes.
 */
/** An invoice as lambdas/invoices/invoiceDocument.ts composes it (any InvoiceDocument is one): what the reports read of it. */
type InvoiceDocument = ERacunInvoice;

export type ERacunOutcome =
  | { status: 'accepted' }
  | { status: 'refused'; errors: { code: string; message: string }[] }
  | { status: 'unanswered'; reason: string };

export interface ERacunFiscalService {
  evidentirajERacun(input: { invoice: InvoiceDocument; ubl: string }): Promise<ERacunOutcome>;
  evidentirajNaplatu(input: {
    invoice: InvoiceDocument;
    paidAt: string;
    amount: Cents;
    method: 'T' | 'K' | 'G' | 'O';
  }): Promise<ERacunOutcome>;
}

/** The WSDLs of eFiskalizacija and eIzvjestavanje give every operation an empty SOAP action. */
const F2_SOAP_ACTION = '';

/**
 * S001 is CIS's own failure ("Sistemska greška prilikom obrade zahtjeva"): an outage, tried
 * again, never a refusal to correct.
 */
const SYSTEM_ERRORS = new Set(['S001', 's001']);

export interface ERacunServiceOptions {
  credentials?: () => Promise<FiscalCredentials>;
  url?: () => string;
  perTryMs?: number;
  now?: () => Date;
}

/** The real adapter: signs with the fiscal certificate and posts to FISCAL_ERACUN_CIS_URL. */
export function cisERacunService(options: ERacunServiceOptions = {}): ERacunFiscalService {
  const credentials = options.credentials ?? fiscalCredentials;
  const url = options.url ?? eRacunCisUrl;
  const perTryMs = options.perTryMs ?? FISCAL_LIMITS.perTryMs;
  const now = options.now ?? (() => new Date());

  async function send(body: string, answerElement: string): Promise<ERacunOutcome> {
    const endpoint = url();
    const asked = await askCis(endpoint, body, perTryMs, F2_SOAP_ACTION);
    if ('reason' in asked) return { status: 'unanswered', reason: asked.reason };
    const { response } = asked;
    let answer: F2Answer;
    try {
      answer = parseF2Answer(response.text, answerElement);
    } catch (error) {
      log.warn('CIS answered something the shop cannot read', { status: response.status, body: response.text.slice(0, 500) });
      return { status: 'unanswered', reason: `CIS answered HTTP ${response.status}: ${(error as Error).message}` };
    }
    if (!answer.accepted) {
      if (answer.errors.every((error) => SYSTEM_ERRORS.has(error.code)))
        return { status: 'unanswered', reason: `CIS failed: ${answer.errors.map((e) => `${e.code} ${e.message}`).join('; ')}` };
      // A refusal is taken signed or not (as for receipts): it only stops the shop from trying again until someone looks.
      return { status: 'refused', errors: answer.errors };
    }
    try {
      verifyCisAnswer(response.text, answerElement, cisTrust().anchors, now());
      return { status: 'accepted' };
    } catch (error) {
      log.error('CIS’s answer could not be believed', { error, body: response.text.slice(0, 500) });
      return { status: 'unanswered', reason: `CIS’s answer could not be believed: ${(error as Error).message}` };
    }
  }

  return {
    async evidentirajERacun(input) {
      const body = signedERacunRequest(input, await credentials(), { sentAt: now() });
      return send(body, 'EvidentirajERacunOdgovor');
    },
    async evidentirajNaplatu(input) {
      const body = signedNaplataRequest(input, await credentials(), { sentAt: now() });
      return send(body, 'EvidentirajNaplatuOdgovor');
    },
  };
}
