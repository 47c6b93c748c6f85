import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BRAND, SELLER } from '@shop/shared/brand';
import { StripeApi } from './api-routes.ts';
import { moveReturn, type ReturnStep } from './cash-balance.ts';
import { CheckoutFlow, type TransferOutcome } from './checkout-flow.ts';
import { type Fault, Faults } from './faults.ts';
import { BodyTooLargeError, readBody, redirect, sendJson } from './http.ts';
import { handleOperator } from './operator-routes.ts';
import { handlePayPage } from './pay-routes.ts';
import { SimulatorStore } from './store.ts';
import type { SentEvent } from './types.ts';
import { WebhookSender } from './webhooks.ts';

export type { ReturnStep } from './cash-balance.ts';
export type { TransferOutcome } from './checkout-flow.ts';
export type { Fault } from './faults.ts';
export type { SentEvent } from './types.ts';

export interface PaymentSimulatorOptions {
  /** 0 picks a free port. */
  port: number;
  /** Origin the shopper's browser reaches the simulator at; default `http://localhost:<port>`. */
  publicUrl?: string;
  /** The shop's webhook endpoint, e.g. `http://localhost:3000/api/payments/webhook`. */
  webhookUrl: string;
  /** The `whsec_...` secret the shop verifies signatures with. */
  webhookSecret: string;
  /** Sessions, payment intents and coupons are kept here across restarts; in memory only without it. */
  stateFile?: string;
  /** Wait before each webhook retry; default 0.5 s, 2 s, 10 s, 30 s. */
  retryDelaysMs?: number[];
  /** The business's public name, which the payment page shows; default the shop's brand. */
  shopName?: string;
  /**
   * The business's legal name, which Stripe gives as the `account_holder_name` of the bank
   * account a customer pays a transfer to; default the seller's, as its invoices name it.
   */
  accountHolder?: string;
  /** The simulated clock in Unix milliseconds (tests move it to expire sessions); default Date.now. */
  now?: () => number;
}

export interface PaymentSimulator {
  url: string;
  port: number;
  close(): Promise<void>;
  /**
   * The bank's side of a transfer: it pays a waiting session, or lands in the customer's cash
   * balance; `amount` (cents) more than awaited leaves the rest in the cash balance.
   */
  transferReceived(sessionId: string, amount?: number): Promise<TransferOutcome['status']>;
  /** What happens to a return from a cash balance after Stripe's email to the customer (cash-balance.ts). */
  moveReturn(refundId: string, step: ReturnStep): void;
  transferFailed(sessionId: string): Promise<void>;
  events(): SentEvent[];
  /** The next `next` API calls under `paths` fail with a 500 or answer after `delayMs` (see faults.ts). */
  injectFault(fault: { next?: number; kind: Fault['kind']; delayMs?: number; paths?: string[] }): Fault;
  clearFaults(): void;
}

const DEFAULT_RETRY_DELAYS_MS = [500, 2_000, 10_000, 30_000];
/** How often open sessions are checked for `expires_at`, besides on every request. */
const EXPIRY_SWEEP_MS = 2_000;

/**
 * A stand-in for the part of Stripe the shop uses: the REST API that the real `stripe` SDK
 * calls (`new Stripe(key, { host: 'localhost', port, protocol: 'http' })`), the hosted payment
 * page, and signed webhooks back to the shop.
 */
export async function startPaymentSimulator(options: PaymentSimulatorOptions): Promise<PaymentSimulator> {
  const nowMs = options.now ?? Date.now;
  const shopName = options.shopName ?? BRAND.name;
  const accountHolder = options.accountHolder ?? SELLER.company;
  const store = new SimulatorStore(options.stateFile);
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    nowMs,
  });

  let handler: (request: IncomingMessage, response: ServerResponse) => Promise<void> = async (_, response) => {
    response.writeHead(503).end();
  };
  const server = createServer((request, response) => {
    void handler(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '');

  const flow = new CheckoutFlow(store, webhooks, nowMs, publicUrl, accountHolder);
  const api = new StripeApi({ store, flow, webhooks, publicUrl });
  const faults = new Faults();
  handler = async (request, response) => {
    try {
      flow.expireDue();
      const url = new URL(request.url ?? '/', 'http://simulator');
      if (url.pathname.startsWith('/v1/')) {
        const body = await readBody(request);
        const fault = faults.take(url.pathname);
        if (fault?.kind === 'error') {
          sendJson(response, 500, {
            error: { type: 'api_error', message: 'An error occurred with our connection to Stripe. (simulated fault)' },
          });
          return;
        }
        const answer = api.handle(request, url, body);
        if (fault?.kind === 'slow') {
          await faults.wait(fault.delayMs);
          // The client may have given up meanwhile; its socket is gone.
          if (request.socket.destroyed) return;
        }
        sendJson(response, answer.status, answer.body, answer.headers);
      } else if (url.pathname === '/' && request.method === 'GET') {
        redirect(response, '/_simulator');
      } else if (
        !(await handlePayPage(request, response, url, { store, flow, shopName })) &&
        !(await handleOperator(request, response, url, { store, flow, webhooks, faults, shopName }))
      ) {
        sendJson(response, 404, { error: { type: 'invalid_request_error', message: `Not found: ${url.pathname}` } });
      }
    } catch (error) {
      if (response.headersSent) {
        response.destroy();
      } else if (error instanceof BodyTooLargeError) {
        sendJson(response, 413, { error: { type: 'invalid_request_error', message: error.message } });
      } else {
        console.error('[payments] request failed:', error);
        sendJson(response, 500, { error: { type: 'api_error', message: 'The payment simulator failed; see its log.' } });
      }
    }
  };

  flow.expireDue();
  const sweep = setInterval(() => flow.expireDue(), EXPIRY_SWEEP_MS);
  sweep.unref();

  return {
    url: publicUrl,
    port,
    async close() {
      clearInterval(sweep);
      faults.close();
      // The SDK keeps connections alive; without this, close() would wait for them to time out.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await webhooks.close();
      store.close();
    },
    async transferReceived(sessionId, amount) {
      return (await flow.transferReceived(sessionId, amount)).status;
    },
    moveReturn(refundId, step) {
      moveReturn(refundId, step, { store, webhooks, nowSeconds: flow.nowSeconds() });
    },
    async transferFailed(sessionId) {
      await flow.transferFailed(sessionId);
    },
    events: () => webhooks.events(),
    injectFault: (fault) => faults.add(fault),
    clearFaults: () => {
      faults.clear();
    },
  };
}
