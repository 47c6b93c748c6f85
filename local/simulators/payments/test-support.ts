/**
 * Shared setup for the simulator's tests: the simulator on a random port, the real `stripe`
 * SDK pointed at it, and a small webhook receiver that verifies signatures the way the shop does.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type PaymentSimulator, type PaymentSimulatorOptions, startPaymentSimulator } from './simulator.ts';

export const WEBHOOK_SECRET = 'whsec_test_simulator_secret';
export const API_KEY = 'sk_test_simulator';

export interface ReceivedWebhook {
  raw: string;
  signature: string;
  event: Stripe.Event | null;
  verificationError: string | null;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Status codes to answer with, in order; 200 once they run out. */
  answers: number[];
  /** Resolves with the first verified event of this type. */
  waitFor(type: string, timeoutMs?: number): Promise<Stripe.Event>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret = WEBHOOK_SECRET): Promise<WebhookReceiver> {
  const stripe = new Stripe(API_KEY);
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const signature = String(request.headers['stripe-signature'] ?? '');
    try {
      const event = stripe.webhooks.constructEvent(raw, signature, secret);
      received.push({ raw, signature, event, verificationError: null });
      response.writeHead(answers.shift() ?? 200).end();
    } catch (error) {
      received.push({ raw, signature, event: null, verificationError: (error as Error).message });
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/api/payments/webhook`,
    received,
    answers,
    async waitFor(type, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((webhook) => webhook.event?.type === type)?.event;
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No ${type} webhook within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface TestShop {
  simulator: PaymentSimulator;
  receiver: WebhookReceiver;
  stripe: Stripe;
  close(): Promise<void>;
}

/** A simulator with a receiver and an SDK client, configured the way the shop's adapter is. */
export async function startTestShop(options: Partial<PaymentSimulatorOptions> = {}): Promise<TestShop> {
  const receiver = await startWebhookReceiver();
  const simulator = await startPaymentSimulator({
    port: 0,
    webhookUrl: receiver.url,
    webhookSecret: WEBHOOK_SECRET,
    retryDelaysMs: [20, 40],
    shopName: 'Test Shop',
    ...options,
  });
  const stripe = new Stripe(API_KEY, { host: 'localhost', port: simulator.port, protocol: 'http' });
  return {
    simulator,
    receiver,
    stripe,
    async close() {
      await simulator.close();
      await receiver.close();
    },
  };
}

/** A checkout as the shop creates it: two lines in EUR, all three ways to pay. */
export function checkoutParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 2,
        price_data: {
          currency: 'eur',
          unit_amount: 2995,
          product_data: { name: 'Linen shirt', images: ['https://example.com/shirt.jpg'] },
        },
      },
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: 3000, product_data: { name: 'Wool socks', description: 'Hand-knitted' } },
      },
    ],
    customer_email: 'ana@example.com',
    client_reference_id: 'order-1001',
    metadata: { orderId: 'order-1001' },
    success_url: 'https://shop.test/order-success/order-1001?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://shop.test/checkout',
    allowed_payment_method_types: ['card', 'paypal', 'customer_balance'],
    payment_method_options: {
      customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'NL' } } },
    },
    customer_creation: 'always',
    locale: 'en',
    ...overrides,
  };
}

/** Submits a form of the payment page the way a browser does, without following the redirect. */
export async function submitForm(url: string, fields: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The action of the form holding the named button, read from the page's HTML. */
export function formActionFor(pageHtml: string, buttonLabel: string): string {
  for (const form of pageHtml.split('<form').slice(1)) {
    if (form.includes(`>${buttonLabel}</button>`)) {
      const action = /action="([^"]+)"/.exec(form)?.[1];
      if (action) return action;
    }
  }
  throw new Error(`No form with a "${buttonLabel}" button`);
}
