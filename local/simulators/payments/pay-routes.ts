import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CheckoutFlow, isCardNumber, type PaymentOutcome } from './checkout-flow.ts';
import { parseForm } from './form.ts';
import { page, html } from './html.ts';
import { redirect, readBody, sendHtml } from './http.ts';
import { renderPaymentPage, successUrlOf } from './hosted-page.ts';
import type { SimulatorStore } from './store.ts';

export interface PayContext {
  store: SimulatorStore;
  flow: CheckoutFlow;
  shopName: string;
}

const PAY_PATH = /^\/pay\/([A-Za-z0-9_-]+)(?:\/(card|apple-pay|google-pay|paypal|bank-transfer|free))?$/;
const WALLETS = { 'apple-pay': 'apple_pay', 'google-pay': 'google_pay' } as const;

/** The shopper's side: `GET /pay/:id` shows the page, `POST /pay/:id/<method>` pays. Returns false for other paths. */
export async function handlePayPage(request: IncomingMessage, response: ServerResponse, url: URL, context: PayContext): Promise<boolean> {
  const match = PAY_PATH.exec(url.pathname);
  if (!match) return false;
  const [, sessionId = '', method] = match;
  if (!context.store.state.sessions[sessionId]) {
    sendHtml(response, 404, page('Payment not found', html`<h1>Payment not found</h1><p>There is no payment with this link.</p>`));
    return true;
  }
  if (request.method === 'GET' && !method) {
    showPage(response, context, sessionId);
    return true;
  }
  if (request.method !== 'POST' || !method) {
    // Reloading the page a declined card left the browser on lands back on the payment page.
    redirect(response, `/pay/${sessionId}`);
    return true;
  }

  const form = parseForm(await readBody(request));
  const email = typeof form.email === 'string' && form.email.includes('@') ? form.email : undefined;
  const session = context.store.session(sessionId);
  if (session.status === 'open' && !session.customer_email && !email) {
    showPage(response, context, sessionId, 'Please enter your email address.');
    return true;
  }
  let outcome: PaymentOutcome;
  if (method === 'card') {
    const cardNumber = typeof form.card_number === 'string' ? form.card_number : '';
    if (session.status === 'open' && !isCardNumber(cardNumber)) {
      showPage(response, context, sessionId, 'Your card number is invalid.');
      return true;
    }
    outcome = await context.flow.payByCard(sessionId, cardNumber, email);
  } else if (method === 'apple-pay' || method === 'google-pay') {
    outcome = await context.flow.payWithWallet(sessionId, WALLETS[method], email);
  } else if (method === 'paypal') {
    outcome = await context.flow.payWithPayPal(sessionId, email);
  } else if (method === 'bank-transfer') {
    outcome = await context.flow.payByBankTransfer(sessionId, email);
  } else {
    outcome = await context.flow.completeWithoutPayment(sessionId, email);
  }

  if (outcome.status === 'declined') {
    showPage(response, context, sessionId, outcome.message);
  } else if (outcome.status === 'complete' && !context.flow.isAwaitingTransfer(outcome.session)) {
    redirect(response, successUrlOf(outcome.session));
  } else {
    // Bank transfer details, or a second click on a finished session: the page says which.
    redirect(response, `/pay/${sessionId}`);
  }
  return true;
}

function showPage(response: ServerResponse, context: PayContext, sessionId: string, message?: string): void {
  const session = context.store.session(sessionId);
  const intent = session.payment_intent ? (context.store.state.paymentIntents[session.payment_intent] ?? null) : null;
  const body = renderPaymentPage({
    shopName: context.shopName,
    session,
    lineItems: context.store.lineItems(sessionId),
    intent,
    awaitingTransfer: context.flow.isAwaitingTransfer(session),
    message,
  });
  sendHtml(response, 200, body);
}
