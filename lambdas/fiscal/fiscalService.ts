import { log } from '../platform/log.ts';
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
      let response: Response;
      let text: string;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'text/xml; charset=utf-8',
            soapaction: 'http://e-porezna.porezna-uprava.hr/fiskalizacija/2012/services/FiskalizacijaService/racuni',
          },
          body,
          signal: AbortSignal.timeout(perTryMs),
        });
        text = await response.text();
      } catch (error) {
        const reason =
          (error as Error).name === 'TimeoutError'
            ? `CIS did not answer within ${perTryMs / 1000} s.`
            : `CIS could not be reached: ${(error as Error).message}`;
        return { status: 'unavailable', reason };
      }
      try {
        return parseCisAnswer(text);
      } catch (error) {
        log.warn('CIS answered something the shop cannot read', { status: response.status, body: text.slice(0, 500) });
        return { status: 'unavailable', reason: `CIS answered HTTP ${response.status}: ${(error as Error).message}` };
      }
    },
  };
}
