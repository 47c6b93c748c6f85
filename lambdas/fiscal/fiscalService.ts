import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { log } from '../platform/log.ts';
import { cisTrust, verifyCisAnswer } from './cisTrust.ts';
import { cisUrl, type FiscalCredentials, fiscalCredentials } from './fiscalCredentials.ts';
import type { FiscalReceipt } from './fiscalReceipt.ts';
import { type CisAnswer, parseCisAnswer, signedRequest } from './racunZahtjev.ts';

/**
 * The port the use cases fiscalise through: they hand over a receipt and learn its JIR, CIS's
 * refusal, or that CIS could not be asked. They know nothing of SOAP, signatures or HTTP.
 */
export interface FiscalService {
  /** Sends one receipt to CIS; never throws for CIS's own failures (they are `unavailable`). */
  fiscalise(receipt: FiscalReceipt, options: { subsequentDelivery: boolean; sentAt: Date }): Promise<FiscalOutcome>;
}

export type FiscalOutcome = CisAnswer | { status: 'unavailable'; reason: string };

/**
 * How long the shop waits for CIS, in one place (as lambdas/payments/providerLimits.ts does for
 * the payment provider). Only the outbox's fiscalise effect calls CIS, from the order-effects
 * stream (60 s) and the due-effects job (5 min); one try, no retry of its own: the outbox tries
 * again on its schedule (1, 5, 15, 60, 180 minutes) with NakDost set. The specification asks
 * a device to wait a few seconds for the JIR before issuing the receipt without it.
 * cdk/test/providerLimits.test.ts holds the sum against those functions' timeouts.
 */
export const FISCAL_LIMITS = {
  /** One request, from sending to the end of the answer. */
  perTryMs: 5_000,
  /** What the calling function keeps for reading the invoice, recording the JIR and the mail after it. */
  roomMs: 25_000,
} as const;

const SOAP_ACTION = 'http://e-porezna.porezna-uprava.hr/fiskalizacija/2012/services/FiskalizacijaService/racuni';

/**
 * One POST to CIS: over TLS 1.2+ trusting FINA (cisTrust.ts) where the address is https. The
 * receipts' service names its SOAP action; Fiscalisation 2.0's WSDLs give an empty one.
 */
export function postToCis(
  endpoint: string,
  body: string,
  signal: AbortSignal,
  soapAction: string = SOAP_ACTION,
): Promise<{ status: number; text: string }> {
  const url = new URL(endpoint);
  const headers = { 'content-type': 'text/xml; charset=utf-8', soapaction: soapAction, 'content-length': Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    const onResponse = (response: import('node:http').IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    };
    const request =
      url.protocol === 'https:'
        ? httpsRequest(url, { method: 'POST', headers, signal, agent: cisTrust().agent }, onResponse)
        : httpRequest(url, { method: 'POST', headers, signal }, onResponse);
    request.on('error', reject);
    request.end(body);
  });
}

/** One POST to CIS within `perTryMs`: its answer, or why there was none (to be tried again). */
export async function askCis(
  endpoint: string,
  body: string,
  perTryMs: number,
  soapAction?: string,
): Promise<{ response: { status: number; text: string } } | { reason: string }> {
  const signal = AbortSignal.timeout(perTryMs);
  try {
    return { response: await postToCis(endpoint, body, signal, soapAction) };
  } catch (error) {
    return {
      reason: signal.aborted ? `CIS did not answer within ${perTryMs / 1000} s.` : `CIS could not be reached: ${(error as Error).message}`,
    };
  }
}

/**
 * Believes an answer only as far as its signature goes: a JIR counts only from an answer CIS
 * signed (its `fiskalcis` certificate, chaining to FINA); a refusal is taken signed or not, as
 * CIS leaves some unsigned (the specification's examples 9.5 and 9.6) and a refusal only stops
 * the shop from trying again until someone looks.
 */
function believe(text: string, answer: CisAnswer, at: Date): FiscalOutcome {
  const signed = /<(\w+:)?Signature[\s>]/.test(text);
  if (answer.status === 'refused' && !signed) return answer;
  try {
    verifyCisAnswer(text, 'RacunOdgovor', cisTrust().anchors, at);
    return answer;
  } catch (error) {
    log.error('CIS’s answer could not be believed', { error, body: text.slice(0, 500) });
    return { status: 'unavailable', reason: `CIS’s answer could not be believed: ${(error as Error).message}` };
  }
}

/** The real adapter: signs with the fiscal certificate and posts to FISCAL_CIS_URL. */
export function cisFiscalService(
  options: { credentials?: () => Promise<FiscalCredentials>; url?: () => string; perTryMs?: number } = {},
): FiscalService {
  const credentials = options.credentials ?? fiscalCredentials;
  const url = options.url ?? cisUrl;
  const perTryMs = options.perTryMs ?? FISCAL_LIMITS.perTryMs;
  return {
    async fiscalise(receipt, { subsequentDelivery, sentAt }) {
      const endpoint = url();
      const body = signedRequest(receipt, await credentials(), { sentAt, subsequentDelivery });
      const asked = await askCis(endpoint, body, perTryMs);
      if ('reason' in asked) return { status: 'unavailable', reason: asked.reason };
      const { response } = asked;
      let answer: CisAnswer;
      try {
        answer = parseCisAnswer(response.text);
      } catch (error) {
        log.warn('CIS answered something the shop cannot read', { status: response.status, body: response.text.slice(0, 500) });
        return { status: 'unavailable', reason: `CIS answered HTTP ${response.status}: ${(error as Error).message}` };
      }
      // s006 is CIS's own failure ("Sistemska pogreška prilikom obrade zahtjeva"): an outage, tried again.
      if (answer.status === 'refused' && answer.errors.every((error) => error.code === 's006'))
        return { status: 'unavailable', reason: `CIS failed: ${answer.errors.map((e) => `${e.code} ${e.message}`).join('; ')}` };
      return believe(response.text, answer, new Date());
    },
  };
}
